import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { rankQuery } from '../../../../server/brokers/broker-api.schema.ts';
import { rankList } from '../../../../server/brokers/broker-lists.service.ts';
import { RANK_LIST_CACHE_CONTROL } from '../../../../server/brokers/broker-rank-page.ts';

export const prerender = false;

/** GET ?country=&regulator=&page=&size=: a page of the rank list by score (the /{lang}/brokers lists as JSON). */
export const GET = route(rankQuery, async (q, api) => ok(await rankList(api.readDb, q), { 'cache-control': RANK_LIST_CACHE_CONTROL }));
