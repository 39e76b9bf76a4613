import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { validateCodeQuery } from '../../../../server/accounts/third-party.schema.ts';
import { codeIsValid } from '../../../../server/accounts/third-party.service.ts';
import { phoneAndCode } from '../../../../server/api/phone-input.ts';

export const prerender = false;

/**
 * GET ?phone=&areaCode=&code=&requestid=&purpose=: { valid }, whether the code is right, without
 * using it. A wrong try counts towards the code's five, so it changes state: same-site check.
 */
export const GET = route(
  validateCodeQuery,
  async (q, api) => {
    const { phone, code } = phoneAndCode(q.areaCode, q.phone, q.code);
    return ok({ valid: await codeIsValid(api.db, { phone, code, requestid: q.requestid, purpose: q.purpose, ip: api.ip }) });
  },
  { csrf: true },
);
