import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { dealerQuery } from '../../../../server/brokers/broker-api.schema.ts';
import { dealerInfo } from '../../../../server/brokers/broker-data.service.ts';

export const prerender = false;

/** GET ?uuid=: the broker page's data as JSON (the same service as the page), or 404. Public data: shared caches may keep it a minute. */
export const GET = route(dealerQuery, async (q, api) =>
  ok(await dealerInfo(api.readDb, q.uuid), { 'cache-control': 'public, max-age=60' }),
);
