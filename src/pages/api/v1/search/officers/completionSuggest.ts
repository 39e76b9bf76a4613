import { fuzzy } from '../../../../../server/api/envelope.ts';
import { message, route } from '../../../../../server/api/handler.ts';
import { siteDb } from '../../../../../server/db/instance.ts';
import { suggestOfficers } from '../../../../../server/search/officer-search.service.ts';
import { completionQuery } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** GET ?prefix= : the top 10 executives for what has been typed, as `{ code, data }`. */
export const GET = route(completionQuery, async ({ prefix }, api) =>
  fuzzy(await suggestOfficers(siteDb(), prefix, api.country), { 'cache-control': 'private, max-age=60' }), {
  fuzzy: true,
  refuse: (_e, api) => message(api, 'search.enterKeyword'),
});
