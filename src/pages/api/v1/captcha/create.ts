import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { createPuzzle } from '../../../../server/accounts/captcha.service.ts';
import { hitLimits } from '../../../../server/accounts/rate-limit.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { z } from 'zod';

export const prerender = false;

/** Puzzles per address: a person needs a few; each costs a row, so a flood is refused. */
const PUZZLES_PER_10_MIN = 60;

/** GET: a new slider puzzle (picture with its gap, the piece's height); the gap's position stays on the server. */
export const GET = route(z.object({}), async (_q, api) => {
  const limit = await hitLimits(siteDb(), [{ key: `captcha:ip:${api.ip}`, max: PUZZLES_PER_10_MIN, windowSeconds: 600 }]);
  if (!limit.allowed) throw new AppError(429, message(api, 'auth.tooMany', { seconds: limit.retryAfter }), { 'Retry-After': String(limit.retryAfter) });
  return ok(await createPuzzle(siteDb()), { 'cache-control': 'no-store' });
});
