import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { validateRegisterPhoneBody } from '../../../../server/accounts/third-party.schema.ts';
import { phoneRegistered } from '../../../../server/accounts/third-party.service.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { checkPhone } from '../../../../lib/account-rules.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/** POST { phone, areaCode }: { registered } (the bind-phone form asks for the agreement when not). Limited per client address. */
export const POST = route(validateRegisterPhoneBody, async (body, api) => {
  const phone = checkPhone(body.areaCode, body.phone);
  if (!phone.ok) throw new AppError(400, message(api, phone.error));
  return ok({ registered: await phoneRegistered(siteDb(), { phone: phone.value, ip: api.ip }, translator(api.lang)) });
}, { csrf: true });
