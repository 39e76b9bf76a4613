import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { recentViews } from '../../../../../server/search/browsing.service.ts';
import { browseBody } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { type, size }: the detail pages this visitor opened lately, newest first. */
export const POST = route(browseBody, async (body, api) => ok({ items: await recentViews(api.db, api.visitor, body.type, body.size) }));
