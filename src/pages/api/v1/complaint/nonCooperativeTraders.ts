import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { nonCooperativeQuery } from '../../../../server/exposure/exposure.schema.ts';
import { nonCooperativeTraders } from '../../../../server/exposure/exposure.service.ts';

export const prerender = false;

/** GET: brokers with approved reports left unanswered for COMPLAINT_REPLY_DAYS days, most first. */
export const GET = route(nonCooperativeQuery, async (q, api) =>
  ok(await nonCooperativeTraders(api.readDb, new Date(), q.limit), { 'cache-control': 'public, max-age=300' }),
);
