import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { quickLoginBody } from '../../../../server/accounts/accounts.schema.ts';
import { quickLogin } from '../../../../server/accounts/accounts.service.ts';
import { setSessionCookies } from '../../../../server/accounts/session-cookies.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { phoneAndCode } from '../../../../server/accounts/phone-input.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/** POST { phone, areaCode, code, requestid, agreement }: signs in with phone and code (an account is made for a new phone when the agreement is accepted). */
export const POST = route(quickLoginBody, async (body, api) => {
  const { phone, code } = phoneAndCode(api, body.areaCode, body.phone, body.code);
  const { token, user } = await quickLogin(siteDb(), { phone, code, requestid: body.requestid, agreement: body.agreement }, translator(api.lang));
  setSessionCookies(api.cookies, token, api.secure);
  return ok({ authorization: token, user_info: user });
}, { csrf: true });
