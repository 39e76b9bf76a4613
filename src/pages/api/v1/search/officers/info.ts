import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { officerInfo } from '../../../../../server/officers/officer-info.service.ts';
import { infoQuery } from '../../../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/** GET ?uuid=: the executive page's data as JSON (the same service as the page), or 404. Public data: shared caches may keep it a minute. */
export const GET = route(infoQuery, async (q, api) => ok(await officerInfo(api.readDb, q.uuid), { 'cache-control': 'public, max-age=60' }));
