import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { changePasswordBody } from '../../../../server/accounts/accounts.schema.ts';
import { changePassword } from '../../../../server/accounts/passwords.service.ts';
import { setSessionCookies } from '../../../../server/accounts/session-cookies.ts';
import { signedInUser } from '../../../../server/accounts/signed-in.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/** POST { oldPassword, password, confirm? }: changes the signed-in member's password; answers a new session token (the old ones end). */
export const POST = route(changePasswordBody, async (body, api) => {
  const userId = await signedInUser(api);
  const token = await changePassword(siteDb(), userId, body, translator(api.lang));
  setSessionCookies(api.cookies, token, api.secure);
  return ok({ authorization: token, message: message(api, 'auth.passwordChanged') });
}, { csrf: true });
