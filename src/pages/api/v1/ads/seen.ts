import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { adServerFor } from '../../../../server/ads/ad-server.ts';
import { seenBody } from '../../../../server/ads/ads.schema.ts';

export const prerender = false;

/**
 * POST { tokens }: units that were viewable (half visible for a second), sendBeacon-friendly (any
 * content type; the body is JSON). Each signed token counts once; others are ignored, not refused, so
 * a page never retries. Same-site only (the app sends no Origin and passes).
 */
export const POST = route(
  seenBody,
  async (b, api) => ok({ counted: adServerFor(api.db).seen(b.tokens) }, { 'cache-control': 'private, no-store' }),
  { csrf: true },
);
