import { route } from '../../../../server/api/handler.ts';
import { thirdRegisterBody } from '../../../../server/accounts/third-party.schema.ts';
import { thirdRegister } from '../../../../server/accounts/third-party.service.ts';
import { signedInAnswer } from '../../../../server/api/signed-in.ts';
import { phoneAndCode } from '../../../../server/api/phone-input.ts';

export const prerender = false;

/**
 * POST { openid, phone, areaCode, code, requestid, agreement }: binds the ticket's provider account
 * to the phone's account (made for a new phone with the agreement) after its bind_phone code, and signs in.
 */
export const POST = route(
  thirdRegisterBody,
  async (body, api) => {
    const { phone, code } = phoneAndCode(body.areaCode, body.phone, body.code);
    const { token, user } = await thirdRegister(api.db, {
      openid: body.openid,
      phone,
      code,
      requestid: body.requestid,
      agreement: body.agreement,
      ip: api.ip,
    });
    return signedInAnswer(api, token, user);
  },
  { csrf: true },
);
