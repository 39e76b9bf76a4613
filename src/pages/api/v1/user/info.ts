import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { userInfoById } from '../../../../server/accounts/accounts.service.ts';
import { sessionToken } from '../../../../server/accounts/session-cookies.ts';
import { sessionUser } from '../../../../server/accounts/sessions.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { z } from 'zod';

export const prerender = false;

/** GET: the signed-in member's summary (userId, isemailcomfirm, nickname …), or 401. */
export const GET = route(z.object({}), async (_query, api) => {
  const userId = await sessionUser(siteDb(), sessionToken(api.request, api.cookies));
  const user = userId ? await userInfoById(siteDb(), userId) : undefined;
  if (!user) throw new AppError(401, message(api, 'auth.loginRequired'));
  return ok(user, { 'cache-control': 'private, no-store' });
});
