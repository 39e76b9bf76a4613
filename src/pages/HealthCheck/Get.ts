import type { APIRoute } from 'astro';
export const prerender = false;
/** The health probe answers 200 and does nothing else (our server answers it before Astro too). */
export const GET: APIRoute = () =>
  new Response('OK', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
