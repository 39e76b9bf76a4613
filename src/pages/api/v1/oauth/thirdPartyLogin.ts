import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { thirdPartyLoginBody } from '../../../../server/accounts/third-party.schema.ts';
import { thirdPartyLogin } from '../../../../server/accounts/third-party.service.ts';
import { setSessionCookies } from '../../../../server/accounts/session-token.ts';

export const prerender = false;

/** POST { openid }: signs in with the ticket of a bound provider account; 409 when it still needs a phone bound, 400 for a dead ticket. */
export const POST = route(
  thirdPartyLoginBody,
  async (body, api) => {
    const { token, user } = await thirdPartyLogin(api.db, { openid: body.openid, ip: api.ip });
    setSessionCookies(api.cookies, token, api.secure);
    return ok({ authorization: token, user_info: user });
  },
  { csrf: true },
);
