import { ok } from '../../../../server/api/envelope.ts';
import { AppError } from '../../../../server/app-error.ts';
import { route } from '../../../../server/api/handler.ts';
import { confirmEmailBody } from '../../../../server/accounts/accounts.schema.ts';
import { confirmEmail } from '../../../../server/accounts/passwords.service.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { checkCodeFormat, checkEmail } from '../../../../lib/account-rules.ts';

export const prerender = false;

/** POST { email, code, requestid }: binds the address the code was sent to, confirmed. */
export const POST = route(confirmEmailBody, async (body, api) => {
  const userId = await signedInUser(api);
  const email = checkEmail(body.email);
  if (!email.ok) throw new AppError(email.error, 400);
  const code = checkCodeFormat(body.code);
  if (!code.ok) throw new AppError(code.error, 400);
  await confirmEmail(api.db, userId, { email: email.value, code: code.value, requestid: body.requestid });
  return ok(null);
}, { csrf: true });
