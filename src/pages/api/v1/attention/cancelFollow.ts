import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { followBody } from '../../../../server/follows/follows.schema.ts';
import { cancelFollow } from '../../../../server/follows/follows.service.ts';

export const prerender = false;

/** POST { type, uuid }: the signed-in member stops following a record ('Unfollowed successfully'); 404 when not followed. */
export const POST = route(
  followBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    const done = await cancelFollow(api.db, userId, body, api.ip);
    return ok({ ...done, message: message(api, 'follow.unfollowed') }, { 'cache-control': 'private, no-store' });
  },
  { csrf: true },
);
