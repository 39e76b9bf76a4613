import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { smsSendQuery } from '../../../../server/accounts/accounts.schema.ts';
import { sendPhoneCode } from '../../../../server/accounts/codes.service.ts';
import { siteSms } from '../../../../server/accounts/sms-provider.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { checkPhone } from '../../../../lib/account-rules.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/**
 * GET ?phone=&areaCode=&purpose=&captcha= (spec section 7 makes this a GET): sends a four-digit code
 * by text message after a solved slider, within the sending limits; answers the requestid to send
 * back with the code. Same answer whether the phone has an account or not. A GET that sends a
 * message must not be triggerable by another site: the same-site check applies to it too.
 */
export const GET = route(smsSendQuery, async (q, api) => {
  const phone = checkPhone(q.areaCode, q.phone);
  if (!phone.ok) throw new AppError(400, message(api, phone.error));
  const requestid = await sendPhoneCode(siteDb(), { phone: phone.value, purpose: q.purpose, ip: api.ip, captchaPass: q.captcha }, siteSms(), translator(api.lang));
  return ok({ requestid }, { 'cache-control': 'no-store' });
}, { csrf: true });
