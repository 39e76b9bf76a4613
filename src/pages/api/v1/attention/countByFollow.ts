import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { countByFollowQuery } from '../../../../server/follows/follows.schema.ts';
import { followCounts } from '../../../../server/follows/follows.service.ts';

export const prerender = false;

/** GET ?type=&uuid=: the signed-in member's follows per kind and limit; with a record, its followers and whether it is followed. */
export const GET = route(countByFollowQuery, async (query, api) =>
  ok(await followCounts(api.db, await signedInUser(api), query), { 'cache-control': 'private, no-store' }),
);
