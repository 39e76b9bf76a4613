import { ok } from './envelope.ts';
import { route } from './handler.ts';
import { siteOrigin } from '../site/page-context.ts';
import { appCodeQuery } from '../accounts/third-party.schema.ts';
import { ticketForAppCode } from '../accounts/third-party.service.ts';

/**
 * GET ?code=&provider=: the app signed in with the provider's SDK (WeChat or QQ) and got a code;
 * exchanged here for a ticket (the spec's openid) and whether the account is bound: { openid, bound }.
 * Writes a ticket: same-site check.
 */
export function appCodeRoute(kind: 'wechat' | 'qq') {
  return route(
    appCodeQuery,
    async (q, api) =>
      ok(
        await ticketForAppCode(api.db, {
          kind,
          provider: q.provider,
          code: q.code,
          origin: siteOrigin(api.request.headers.get('host') ?? ''),
          lang: api.lang,
          ip: api.ip,
        }),
      ),
    { csrf: true },
  );
}
