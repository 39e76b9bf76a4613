import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { appCodeQuery } from '../../../../server/accounts/third-party.schema.ts';
import { ticketForAppCode } from '../../../../server/accounts/third-party.service.ts';
import { siteDb } from '../../../../server/db/instance.ts';
import { siteOrigin } from '../../../../server/site/page-context.ts';
import { translator } from '../../../../i18n/t.ts';

export const prerender = false;

/**
 * GET ?code=&provider=: the app signed in with QQ's SDK and got a code; exchanged here for a ticket
 * (the spec's openid) and whether the account is bound: { openid, bound }. Writes a ticket: same-site check.
 */
export const GET = route(appCodeQuery, async (q, api) => {
  const answer = await ticketForAppCode(siteDb(), {
    kind: 'qq', provider: q.provider, code: q.code, origin: siteOrigin(api.request.headers.get('host') ?? ''), lang: api.lang, ip: api.ip,
  }, translator(api.lang));
  return ok(answer);
}, { csrf: true });
