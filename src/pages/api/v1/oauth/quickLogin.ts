import { route } from '../../../../server/api/handler.ts';
import { quickLoginBody } from '../../../../server/accounts/accounts.schema.ts';
import { quickLogin } from '../../../../server/accounts/accounts.service.ts';
import { signedInAnswer } from '../../../../server/api/signed-in.ts';
import { phoneAndCode } from '../../../../server/api/phone-input.ts';

export const prerender = false;

/** POST { phone, areaCode, code, requestid, agreement }: signs in with phone and code (an account is made for a new phone when the agreement is accepted). */
export const POST = route(
  quickLoginBody,
  async (body, api) => {
    const { phone, code } = phoneAndCode(body.areaCode, body.phone, body.code);
    const { token, user } = await quickLogin(api.db, { phone, code, requestid: body.requestid, agreement: body.agreement });
    return signedInAnswer(api, token, user);
  },
  { csrf: true },
);
