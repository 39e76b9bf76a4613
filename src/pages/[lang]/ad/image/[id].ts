import type { APIRoute } from 'astro';
import { creativeFile } from '../../../../server/ads/campaigns.service.ts';

export const prerender = false;

/**
 * /{lang}/ad/image/{creative id}: a creative's picture (re-encoded without metadata when uploaded).
 * Public and cached for a long time once its campaign is approved (the bytes of an id never change);
 * before that only staff and the campaign's own advertisers, privately. nosniff and a sandboxing CSP.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const id = params.id ?? '';
  const file = (await creativeFile(locals.db, id, undefined)) ?? (await creativeFile(locals.db, id, await locals.memberId()));
  if (!file)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.content_type,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': file.public ? 'public, max-age=86400' : 'private, no-store',
      ETag: `"${file.sha256}"`,
    },
  });
};
