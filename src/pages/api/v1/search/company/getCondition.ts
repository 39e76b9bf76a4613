import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { getConditions } from '../../../../../server/search/conditions.service.ts';
import { conditionBody } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { keyword?, type }: filter options (areas, industry, status, type) with their counts. */
export const POST = route(conditionBody, async (body, api) => ok(await getConditions(api.readDb, body, api.country)));
