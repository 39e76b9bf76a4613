import type { APIRoute } from 'astro';
import { adServerFor } from '../../../server/ads/ad-server.ts';

export const prerender = false;

/**
 * /{lang}/ad/click?t={signed token}: a click on an ad unit, counted once, then 302 to the campaign's
 * own landing URL (stored with the campaign, checked https when it was created; never taken from the
 * request). A token that is not ours is a 404: this is no open redirect. Never cached, not indexed.
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const r = await adServerFor(locals.db).click(url.searchParams.get('t') ?? '');
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'origin' };
  if (!r) return new Response('Not Found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(null, { status: 302, headers: { ...headers, Location: r.location } });
};
