import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { sendEmailCodeBody } from '../../../../server/accounts/accounts.schema.ts';
import { emailConfirmLink, sendEmailCode } from '../../../../server/accounts/codes.service.ts';
import { siteMailer } from '../../../../server/accounts/mail.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { siteOrigin } from '../../../../server/site/page-context.ts';

export const prerender = false;

/** POST { email }: a signed-in member asks for a four-digit code at an address to bind; answers its requestid. */
export const POST = route(
  sendEmailCodeBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    const link = emailConfirmLink(siteOrigin(api.request.headers.get('host') ?? ''), api.lang);
    const requestid = await sendEmailCode(api.db, { email: body.email, userId, ip: api.ip, link }, siteMailer(), api.lang);
    return ok({ requestid, message: message(api, 'auth.codeSent') });
  },
  { csrf: true },
);
