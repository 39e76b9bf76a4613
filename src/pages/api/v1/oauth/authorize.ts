import { route } from '../../../../server/api/handler.ts';
import { authorizeQuery } from '../../../../server/accounts/third-party.schema.ts';
import { startSignIn } from '../../../../server/accounts/third-party.service.ts';
import { setStateCookie } from '../../../../server/accounts/oauth-state-cookie.ts';
import { siteOrigin } from '../../../../server/site/page-context.ts';

export const prerender = false;

/**
 * GET ?provider=&return=: starts a web sign-in with a provider: 302 to its authorization page, the
 * state in this browser's cookie. The provider sends the visitor back to /{lang}/connect. A GET
 * that writes a state: another site may not start one (same-site check).
 */
export const GET = route(
  authorizeQuery,
  async (q, api) => {
    const { location, state } = await startSignIn(api.db, {
      provider: q.provider,
      returnPath: q.return,
      origin: siteOrigin(api.request.headers.get('host') ?? ''),
      lang: api.lang,
      ip: api.ip,
    });
    setStateCookie(api.cookies, state, api.secure);
    return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
  },
  { csrf: true },
);
