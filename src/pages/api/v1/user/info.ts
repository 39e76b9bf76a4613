import { ok } from '../../../../server/api/envelope.ts';
import { AppError } from '../../../../server/app-error.ts';
import { route } from '../../../../server/api/handler.ts';
import { userInfoById } from '../../../../server/accounts/accounts.service.ts';
import { sessionToken } from '../../../../server/accounts/session-token.ts';
import { sessionUser } from '../../../../server/accounts/sessions.ts';
import { bearerToken, partnerTokenUser } from '../../../../server/partners/partner-oauth.service.ts';
import { z } from 'zod';

export const prerender = false;

/**
 * GET: the signed-in member's summary (userId, isemailcomfirm, nickname …), or 401. A partner app's
 * access token (scope user_info, from oauth2/token) is accepted as a bearer token too; it gets the
 * summary without the phone number and e-mail address, as the consent page told the member.
 */
export const GET = route(z.object({}), async (_query, api) => {
  const own = await sessionUser(api.db, sessionToken(api.request, api.cookies));
  const partner = own ? undefined : await partnerTokenUser(api.db, bearerToken(api.request), 'user_info');
  const user = own || partner ? await userInfoById(api.db, (own ?? partner)!) : undefined;
  if (!user) throw new AppError('auth.loginRequired', 401);
  return ok(partner ? { ...user, phone: null, email: null } : user, { 'cache-control': 'private, no-store' });
});
