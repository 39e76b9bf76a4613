import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { confirmEmailBody } from '../../../../server/accounts/accounts.schema.ts';
import { confirmEmail } from '../../../../server/accounts/passwords.service.ts';
import { signedInUser } from '../../../../server/accounts/signed-in.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { checkCode, checkEmail } from '../../../../lib/account-rules.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/** POST { email, code, requestid }: binds the address the code was sent to, confirmed. */
export const POST = route(confirmEmailBody, async (body, api) => {
  const userId = await signedInUser(api);
  const email = checkEmail(body.email);
  if (!email.ok) throw new AppError(400, message(api, email.error));
  const code = checkCode(body.code);
  if (!code.ok) throw new AppError(400, message(api, code.error));
  await confirmEmail(siteDb(), userId, { email: email.value, code: code.value, requestid: body.requestid }, translator(api.lang));
  return ok(null);
}, { csrf: true });
