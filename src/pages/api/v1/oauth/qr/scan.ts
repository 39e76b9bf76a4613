import { ok } from '../../../../../server/api/envelope.ts';
import { AppError } from '../../../../../server/app-error.ts';
import { route } from '../../../../../server/api/handler.ts';
import { qrIdBody } from '../../../../../server/accounts/accounts.schema.ts';
import { scanQrLogin } from '../../../../../server/accounts/qr-login.service.ts';
import { signedInUser } from '../../../../../server/api/signed-in.ts';
import { sessionToken } from '../../../../../server/accounts/session-token.ts';

export const prerender = false;

/**
 * POST { id }: the signed-in member opened the QR link on their phone (the app's call; the web page
 * /{lang}/qrLogin does the same): the computer that asked, and the token oauth/qr/confirm needs. The
 * first phone (session) holds the code; another gets 410.
 */
export const POST = route(
  qrIdBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    const scanned = await scanQrLogin(api.db, body.id, userId, sessionToken(api.request, api.cookies)!);
    if (!scanned) throw new AppError('auth.qrExpired', 410);
    return ok(scanned, { 'cache-control': 'no-store' });
  },
  { csrf: true },
);
