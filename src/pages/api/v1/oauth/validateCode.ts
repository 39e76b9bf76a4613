import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { validateCodeQuery } from '../../../../server/accounts/third-party.schema.ts';
import { codeIsValid } from '../../../../server/accounts/third-party.service.ts';
import { phoneAndCode } from '../../../../server/accounts/phone-input.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/**
 * GET ?phone=&areaCode=&code=&requestid=&purpose=: { valid }, whether the code is right, without
 * using it. A wrong try counts towards the code's five, so it changes state: same-site check.
 */
export const GET = route(validateCodeQuery, async (q, api) => {
  const { phone, code } = phoneAndCode(api, q.areaCode, q.phone, q.code);
  return ok({ valid: await codeIsValid(siteDb(), { phone, code, requestid: q.requestid, purpose: q.purpose, ip: api.ip }, translator(api.lang)) });
}, { csrf: true });
