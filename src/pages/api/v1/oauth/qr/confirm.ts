import { ok } from '../../../../../server/api/envelope.ts';
import { AppError } from '../../../../../server/app-error.ts';
import { route } from '../../../../../server/api/handler.ts';
import { qrConfirmBody } from '../../../../../server/accounts/accounts.schema.ts';
import { confirmQrLogin } from '../../../../../server/accounts/qr-login.service.ts';
import { signedInUser } from '../../../../../server/api/signed-in.ts';
import { sessionToken } from '../../../../../server/accounts/session-token.ts';

export const prerender = false;

/** POST { id, token }: the member who scanned confirms the desktop login, from the same session, with the scan's token (the app's call; the web page /{lang}/qrLogin does the same by form). */
export const POST = route(
  qrConfirmBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    if (!(await confirmQrLogin(api.db, body.id, userId, sessionToken(api.request, api.cookies)!, body.token)))
      throw new AppError('auth.qrExpired', 410);
    return ok(null);
  },
  { csrf: true },
);
