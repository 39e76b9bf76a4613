import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { qrPollBody } from '../../../../../server/accounts/accounts.schema.ts';
import { pollQrLogin } from '../../../../../server/accounts/qr-login.service.ts';
import { setSessionCookies } from '../../../../../server/accounts/session-token.ts';
import { userInfoById } from '../../../../../server/accounts/accounts.service.ts';
import { sessionUser } from '../../../../../server/accounts/sessions.ts';
import { wantsSessionToken } from '../../../../../server/api/signed-in.ts';

export const prerender = false;

/**
 * POST { id, secret, confirm }: the QR login's state (pending, scanned, confirm-on-desktop with the
 * masked account, expired); with confirm: true after the phone confirmed, this desktop is signed in (once).
 */
export const POST = route(
  qrPollBody,
  async (body, api) => {
    const { state, token, account } = await pollQrLogin(api.db, body.id, body.secret, body.confirm);
    if (!token) return ok(account ? { state, account } : { state }, { 'cache-control': 'no-store' });
    setSessionCookies(api.cookies, token, api.secure);
    const user = await userInfoById(api.db, (await sessionUser(api.db, token))!);
    // The desktop's browser gets the cookie; the token itself only goes to the app (signed-in.ts).
    const app = wantsSessionToken(api.request) ? { authorization: token } : {};
    return ok({ state, ...app, user_info: user }, { 'cache-control': 'no-store' });
  },
  { csrf: true },
);
