import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { traderCodesQuery, traderCodesRefusal } from '../../../../server/brokers/broker-api.schema.ts';
import { brokersByCodes } from '../../../../server/brokers/broker-lists.service.ts';

export const prerender = false;

/**
 * GET ?codes=9000000001,9000000002: the spec's trader-by-codes lookup (at most 50 ten-digit codes),
 * the brokers found in the order asked. Public data: shared caches may keep it a minute.
 */
export const GET = route(
  traderCodesQuery,
  async (q, api) => ok(await brokersByCodes(api.readDb, q.codes), { 'cache-control': 'public, max-age=60' }),
  {
    refuse: traderCodesRefusal,
  },
);
