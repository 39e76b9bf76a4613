import { route } from '../../../../server/api/handler.ts';
import { login } from '../../../../server/accounts/accounts.service.ts';
import { loginBody } from '../../../../server/accounts/accounts.schema.ts';
import { signedInAnswer } from '../../../../server/api/signed-in.ts';

export const prerender = false;

/**
 * POST { account, password, areaCode? }: signs in with a phone number or e-mail address and a
 * password (spec section 7). Answers `user_info` and sets the web's HttpOnly session cookie;
 * the app (`X-Client: app`, or a bearer token) also gets `authorization`, the session token (signed-in.ts). A new session every time (rotation).
 */
export const POST = route(
  loginBody,
  async (body, api) => {
    const { token, user } = await login(api.db, body, api.ip);
    return signedInAnswer(api, token, user);
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
