import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { dealerQuery } from '../../../../server/brokers/broker-api.schema.ts';
import { dealerHistory } from '../../../../server/brokers/broker-data.service.ts';

export const prerender = false;

/** GET ?uuid=: a broker's time machine (score, licences, websites and warnings per dated row, oldest first), or 404. */
export const GET = route(dealerQuery, async (q, api) =>
  ok(await dealerHistory(api.readDb, q.uuid), { 'cache-control': 'public, max-age=60' }),
);
