import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { callerUser } from '../../../../../server/api/signed-in.ts';
import { companyInfo } from '../../../../../server/companies/company-info.service.ts';
import { infoQuery } from '../../../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/**
 * GET ?uuid=: the page's data as JSON (the same service as the page), or 404. The deeper data is
 * counted against the daily view quota of the member behind the session or bearer token, so the answer
 * is the caller's own: private, never kept by a shared cache.
 */
export const GET = route(infoQuery, async (q, api) =>
  ok(await companyInfo(api.db, q.uuid, await callerUser(api)), { 'cache-control': 'private, no-store' }),
);
