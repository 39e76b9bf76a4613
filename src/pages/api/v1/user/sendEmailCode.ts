import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { sendEmailCodeBody } from '../../../../server/accounts/accounts.schema.ts';
import { emailConfirmLink, sendEmailCode } from '../../../../server/accounts/codes.service.ts';
import { siteMailer } from '../../../../server/accounts/mail.ts';
import { signedInUser } from '../../../../server/accounts/signed-in.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { checkEmail } from '../../../../lib/account-rules.ts';
import { translator } from '../../../../i18n/t.ts';
import { siteOrigin } from '../../../../server/site/page-context.ts';

export const prerender = false;

/** POST { email }: a signed-in member asks for a four-digit code at an address to bind; answers its requestid. */
export const POST = route(sendEmailCodeBody, async (body, api) => {
  const userId = await signedInUser(api);
  const email = checkEmail(body.email);
  if (!email.ok) throw new AppError(400, message(api, email.error));
  const link = emailConfirmLink(siteOrigin(api.request.headers.get('host') ?? ''), api.lang);
  const requestid = await sendEmailCode(siteDb(), { email: email.value, userId, ip: api.ip, link }, siteMailer(), translator(api.lang));
  return ok({ requestid, message: message(api, 'auth.codeSent') });
}, { csrf: true });
