import { ok } from '../../../../server/api/envelope.ts';
import { AppError } from '../../../../server/app-error.ts';
import { route } from '../../../../server/api/handler.ts';
import { smsSendQuery } from '../../../../server/accounts/accounts.schema.ts';
import { sendPhoneCode } from '../../../../server/accounts/codes.service.ts';
import { siteSms } from '../../../../server/accounts/sms-provider.ts';
import { checkPhone } from '../../../../lib/account-rules.ts';

export const prerender = false;

/**
 * GET ?phone=&areaCode=&purpose=&captcha= (spec section 7 makes this a GET): sends a four-digit code
 * by text message after a solved slider, within the sending limits; answers the requestid to send
 * back with the code. Same answer whether the phone has an account or not. A GET that sends a
 * message must not be triggerable by another site: the same-site check applies to it too.
 */
export const GET = route(
  smsSendQuery,
  async (q, api) => {
    const phone = checkPhone(q.areaCode, q.phone);
    if (!phone.ok) throw new AppError(phone.error, 400);
    const requestid = await sendPhoneCode(
      api.db,
      { phone: phone.value, purpose: q.purpose, ip: api.ip, captchaPass: q.captcha },
      siteSms(),
      api.lang,
    );
    return ok({ requestid }, { 'cache-control': 'no-store' });
  },
  { csrf: true },
);
