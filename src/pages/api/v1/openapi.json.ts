import type { APIRoute } from 'astro';
import { openApiDocument } from '../../../server/api/openapi.ts';
import { siteOrigin } from '../../../server/site/page-context.ts';

export const prerender = false;

/** The API's OpenAPI 3.1 document, generated from the zod schemas on each start (cached once built). */
let cached: { origin: string; text: string } | undefined;

export const GET: APIRoute = ({ locals }) => {
  const origin = siteOrigin(locals.host ?? '');
  if (cached?.origin !== origin) cached = { origin, text: JSON.stringify(openApiDocument(origin)) };
  return new Response(cached.text, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
