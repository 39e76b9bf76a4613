import { ok } from '../../../../server/api/envelope.ts';
import { AppError } from '../../../../server/app-error.ts';
import { route } from '../../../../server/api/handler.ts';
import { validateRegisterPhoneBody } from '../../../../server/accounts/third-party.schema.ts';
import { phoneRegistered } from '../../../../server/accounts/third-party.service.ts';
import { checkPhone } from '../../../../lib/account-rules.ts';

export const prerender = false;

/** POST { phone, areaCode }: { registered } (the bind-phone form asks for the agreement when not). Limited per client address. */
export const POST = route(
  validateRegisterPhoneBody,
  async (body, api) => {
    const phone = checkPhone(body.areaCode, body.phone);
    if (!phone.ok) throw new AppError(phone.error, 400);
    return ok({ registered: await phoneRegistered(api.db, { phone: phone.value, ip: api.ip }) });
  },
  { csrf: true },
);
