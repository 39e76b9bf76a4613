import { ok } from '../../../../../server/api/envelope.ts';
import { AppError } from '../../../../../server/app-error.ts';
import { route } from '../../../../../server/api/handler.ts';
import { qrIdBody } from '../../../../../server/accounts/accounts.schema.ts';
import { scanQrLogin } from '../../../../../server/accounts/qr-login.service.ts';
import { signedInUser } from '../../../../../server/api/signed-in.ts';

export const prerender = false;

/** POST { id }: the signed-in member opened the QR link on their phone (the app's call; the web page /{lang}/qrLogin does the same by form). */
export const POST = route(
  qrIdBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    if (!(await scanQrLogin(api.db, body.id, userId))) throw new AppError('auth.qrExpired', 410);
    return ok(null);
  },
  { csrf: true },
);
