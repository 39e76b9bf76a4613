import { ok } from '../api/envelope.ts';
import { route } from '../api/handler.ts';
import { siteDb } from '../db/instance.ts';
import { siteOrigin } from '../site/page-context.ts';
import { translator } from '../../i18n/t.ts';
import { appCodeQuery } from './third-party.schema.ts';
import { ticketForAppCode } from './third-party.service.ts';

/**
 * GET ?code=&provider=: the app signed in with the provider's SDK (WeChat or QQ) and got a code;
 * exchanged here for a ticket (the spec's openid) and whether the account is bound: { openid, bound }.
 * Writes a ticket: same-site check.
 */
export function appCodeRoute(kind: 'wechat' | 'qq') {
  return route(appCodeQuery, async (q, api) => ok(await ticketForAppCode(siteDb(), {
    kind, provider: q.provider, code: q.code, origin: siteOrigin(api.request.headers.get('host') ?? ''), lang: api.lang, ip: api.ip,
  }, translator(api.lang))), { csrf: true });
}
