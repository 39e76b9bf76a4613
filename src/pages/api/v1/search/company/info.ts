import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { companyInfo } from '../../../../../server/companies/company-info.service.ts';
import { infoQuery } from '../../../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/** GET ?uuid=: the company page's data as JSON (the same service as the page), or 404. Public data: shared caches may keep it a minute. */
export const GET = route(infoQuery, async (q, api) => ok(await companyInfo(api.readDb, q.uuid), { 'cache-control': 'public, max-age=60' }));
