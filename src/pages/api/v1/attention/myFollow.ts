import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { myFollowBody } from '../../../../server/follows/follows.schema.ts';
import { myFollows } from '../../../../server/follows/follows.service.ts';

export const prerender = false;

/** POST { type?, page?, pageSize? }: the signed-in member's follows, newest first, each with its latest change. */
export const POST = route(
  myFollowBody,
  async (body, api) => ok(await myFollows(api.db, await signedInUser(api), body), { 'cache-control': 'private, no-store' }),
  { csrf: true },
);
