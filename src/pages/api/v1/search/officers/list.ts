import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { listOfficers } from '../../../../../server/search/officer-search.service.ts';
import { keywordRefusal, officerListBody } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { keyword, screen, nationality, sort, page, size }: a page of executives with total and facet counts. */
export const POST = route(officerListBody, async (body, api) => ok(await listOfficers(api.readDb, body, api.country)), {
  refuse: keywordRefusal,
});
