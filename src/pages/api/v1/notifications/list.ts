import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { notificationListQuery } from '../../../../server/alerts/alerts.schema.ts';
import { notificationCalls } from '../../../../server/alerts/notifications.service.ts';

export const prerender = false;

/** GET ?page=&pageSize=: the signed-in member's notifications, newest first, each with what changed (rate-limited: 429 past the limits). */
export const GET = route(notificationListQuery, async (query, api) =>
  ok(await notificationCalls.list(api.db, await signedInUser(api), api.ip, query), { 'cache-control': 'private, no-store' }),
);
