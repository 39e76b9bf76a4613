import { ok } from '../../../server/api/envelope.ts';
import { route } from '../../../server/api/handler.ts';
import { headerText, recordClientLog } from '../../../server/client-log/client-log.service.ts';
import { logQuery } from '../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/**
 * GET (spec section 7: a log GET to /zh-cn/api/log; the front answers /{lang}/api/log here too): the
 * message in the `message` header (percent-encoded beyond Latin-1), the page's address in ?url= or the
 * `url` header. Stored bounded, rate-limited per address, never answered back.
 */
export const GET = route(logQuery, async (q, api) => {
  const h = api.request.headers;
  await recordClientLog(api.db, {
    message: headerText(h.get('message')),
    url: q.url ?? (headerText(h.get('url')) || undefined),
    lang: api.lang,
    ip: api.ip,
  });
  return ok({ recorded: true });
});
