import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { sameNameOfficers } from '../../../../../server/search/officer-search.service.ts';
import { sameNameBody } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { uuid } or { name }: executives of the same name, each with what tells them apart. */
export const POST = route(sameNameBody, async (body, api) => ok(await sameNameOfficers(api.readDb, body)));
