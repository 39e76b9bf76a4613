import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { hotRecords } from '../../../../../server/search/browsing.service.ts';
import { browseBody } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { type, size }: the records most visitors opened in the last week. */
export const POST = route(browseBody, async (body, api) => ok({ items: await hotRecords(api.readDb, body.type, body.size) }));
