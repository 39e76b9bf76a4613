import type { APIRoute } from 'astro';
import { answerSeen } from '../../../../server/api/ad-fast-path.ts';
import { MAX_API_BODY, readBodyLimited } from '../../../../server/request-body.ts';

export const prerender = false;

/**
 * POST { tokens }: units that were viewable (half visible for a second), sendBeacon-friendly (any
 * content type; the body is JSON). Each signed token counts once; others are ignored, not refused, so
 * a page never retries. Same-site only. Our HTTP front answers it before Astro (server/api/ad-fast-path.ts);
 * this route gives the same answer where there is no front (the dev server).
 */
export const POST: APIRoute = async ({ request }) => {
  const a = await answerSeen(request, () => readBodyLimited(request, MAX_API_BODY));
  return new Response(a.body, { status: a.status, headers: a.headers });
};
