import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { followBody } from '../../../../server/follows/follows.schema.ts';
import { follow } from '../../../../server/follows/follows.service.ts';

export const prerender = false;

/** POST { type, uuid }: the signed-in member follows a company or executive ('Followed'); 404 unknown, 409 twice, 403 past the limit. */
export const POST = route(
  followBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    const done = await follow(api.db, userId, body, api.ip, new Date(), api.lang);
    return ok({ ...done, message: message(api, 'follow.followed') }, { 'cache-control': 'private, no-store' });
  },
  { csrf: true },
);
