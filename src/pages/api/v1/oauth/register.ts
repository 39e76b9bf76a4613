import { route } from '../../../../server/api/handler.ts';
import { registerBody } from '../../../../server/accounts/accounts.schema.ts';
import { register } from '../../../../server/accounts/passwords.service.ts';
import { phoneAndCode } from '../../../../server/api/phone-input.ts';
import { signedInAnswer } from '../../../../server/api/signed-in.ts';

export const prerender = false;

/** POST { phone, areaCode, code, requestid, password, confirm?, agreement }: a new account with a password; signs it in. */
export const POST = route(
  registerBody,
  async (body, api) => {
    const { phone, code } = phoneAndCode(body.areaCode, body.phone, body.code);
    const { token, user } = await register(api.db, { ...body, phone, code });
    return signedInAnswer(api, token, user);
  },
  { csrf: true },
);
