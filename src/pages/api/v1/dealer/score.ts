import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { dealerQuery } from '../../../../server/brokers/broker-api.schema.ts';
import { dealerScore } from '../../../../server/brokers/broker-data.service.ts';

export const prerender = false;

/** GET ?uuid=: a broker's score, grade, stars and rank with every point and its evidence, or 404. */
export const GET = route(dealerQuery, async (q, api) =>
  ok(await dealerScore(api.readDb, q.uuid), { 'cache-control': 'public, max-age=60' }),
);
