import { route } from '../../../../server/api/handler.ts';
import { thirdPartyLoginBody } from '../../../../server/accounts/third-party.schema.ts';
import { thirdPartyLogin } from '../../../../server/accounts/third-party.service.ts';
import { signedInAnswer } from '../../../../server/api/signed-in.ts';

export const prerender = false;

/** POST { openid }: signs in with the ticket of a bound provider account; 409 when it still needs a phone bound, 400 for a dead ticket. */
export const POST = route(
  thirdPartyLoginBody,
  async (body, api) => {
    const { token, user } = await thirdPartyLogin(api.db, { openid: body.openid, ip: api.ip });
    return signedInAnswer(api, token, user);
  },
  { csrf: true },
);
