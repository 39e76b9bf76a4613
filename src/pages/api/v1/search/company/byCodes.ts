import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { companiesByCodes } from '../../../../../server/companies/company-codes.service.ts';
import { byCodesQuery } from '../../../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/** GET ?codes=id1,id2: the trader-by-codes lookup (at most 50 company ids), the found ones in the order asked. */
export const GET = route(byCodesQuery, async (q, api) =>
  ok(await companiesByCodes(api.readDb, q.codes), { 'cache-control': 'public, max-age=60' }),
);
