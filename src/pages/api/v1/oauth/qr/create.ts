import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { qrCreateBody } from '../../../../../server/accounts/accounts.schema.ts';
import { createQrLogin } from '../../../../../server/accounts/qr-login.service.ts';
import { siteOrigin } from '../../../../../server/site/page-context.ts';

export const prerender = false;

/** POST: a QR login for this desktop (limited per address): the picture (link to /{lang}/qrLogin?id=…), its id, and the secret to poll with. */
export const POST = route(
  qrCreateBody,
  async (_body, api) => {
    const origin = siteOrigin(api.request.headers.get('host') ?? '');
    const from = { ip: api.ip, userAgent: api.request.headers.get('user-agent') };
    return ok(await createQrLogin(api.db, (id) => `${origin}/${api.lang}/qrLogin?id=${id}`, from), { 'cache-control': 'no-store' });
  },
  { csrf: true },
);
