import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { login } from '../../../../server/accounts/accounts.service.ts';
import { loginBody } from '../../../../server/accounts/accounts.schema.ts';
import { setSessionCookies } from '../../../../server/accounts/session-token.ts';

export const prerender = false;

/**
 * POST { account, password, areaCode? }: signs in with a phone number or e-mail address and a
 * password (spec section 7). Answers `authorization` (the session token, for the app) and
 * `user_info`, and sets the web's HttpOnly session cookie. A new session every time (rotation).
 */
export const POST = route(
  loginBody,
  async (body, api) => {
    const { token, user } = await login(api.db, body, api.ip);
    setSessionCookies(api.cookies, token, api.secure);
    return ok({ authorization: token, user_info: user });
  },
  {
    csrf: true,
    // The spec's own words for a missing account or password.
    refuse: (e) =>
      e.issues[0]?.path[0] === 'account'
        ? 'auth.accountRequired'
        : e.issues[0]?.path[0] === 'password'
          ? 'auth.passwordRequired'
          : undefined,
  },
);
