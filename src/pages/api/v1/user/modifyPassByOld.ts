import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { changePasswordBody } from '../../../../server/accounts/accounts.schema.ts';
import { changePassword } from '../../../../server/accounts/passwords.service.ts';
import { setSessionCookies } from '../../../../server/accounts/session-token.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';

export const prerender = false;

/** POST { oldPassword, password, confirm? }: changes the signed-in member's password; answers a new session token (the old ones end). */
export const POST = route(
  changePasswordBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    const token = await changePassword(api.db, userId, body);
    setSessionCookies(api.cookies, token, api.secure);
    return ok({ authorization: token, message: message(api, 'auth.passwordChanged') });
  },
  { csrf: true },
);
