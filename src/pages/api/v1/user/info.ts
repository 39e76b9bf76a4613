import { ok } from '../../../../server/api/envelope.ts';
import { AppError } from '../../../../server/app-error.ts';
import { route } from '../../../../server/api/handler.ts';
import { userInfoById } from '../../../../server/accounts/accounts.service.ts';
import { sessionToken } from '../../../../server/accounts/session-token.ts';
import { sessionUser } from '../../../../server/accounts/sessions.ts';
import { z } from 'zod';

export const prerender = false;

/** GET: the signed-in member's summary (userId, isemailcomfirm, nickname …), or 401. */
export const GET = route(z.object({}), async (_query, api) => {
  const userId = await sessionUser(api.db, sessionToken(api.request, api.cookies));
  const user = userId ? await userInfoById(api.db, userId) : undefined;
  if (!user) throw new AppError('auth.loginRequired', 401);
  return ok(user, { 'cache-control': 'private, no-store' });
});
