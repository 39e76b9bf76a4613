import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { listCompanies } from '../../../../../server/search/company-search.service.ts';
import { keywordRefusal, listBody } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { keyword, screen, sort, page, size }: a page of companies with total and facet counts. */
export const POST = route(listBody, async (body, api) => ok(await listCompanies(api.readDb, body, api.country)), {
  refuse: keywordRefusal,
});
