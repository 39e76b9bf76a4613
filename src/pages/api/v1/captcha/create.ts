import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { createPuzzle } from '../../../../server/accounts/captcha.service.ts';
import { captchaLimits } from '../../../../server/accounts/limits.ts';
import { enforceLimits } from '../../../../server/accounts/rate-limit.ts';
import { z } from 'zod';

export const prerender = false;

/** GET: a new slider puzzle (PNG picture with its gap and decoys, the piece as a PNG, its height); the gap's position stays on the server. Limited per address. */
export const GET = route(z.object({}), async (_q, api) => {
  await enforceLimits(api.db, captchaLimits(api.ip));
  return ok(await createPuzzle(api.db), { 'cache-control': 'no-store' });
});
