import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { resetBody } from '../../../../server/accounts/accounts.schema.ts';
import { resetPassword } from '../../../../server/accounts/passwords.service.ts';
import { phoneAndCode } from '../../../../server/api/phone-input.ts';

export const prerender = false;

/** POST { phone, areaCode, code, requestid, password, confirm? }: a new password by a code sent to the phone; every session ends. */
export const POST = route(
  resetBody,
  async (body, api) => {
    const { phone, code } = phoneAndCode(body.areaCode, body.phone, body.code);
    await resetPassword(api.db, { ...body, phone, code });
    return ok({ message: message(api, 'auth.passwordChanged') });
  },
  { csrf: true },
);
