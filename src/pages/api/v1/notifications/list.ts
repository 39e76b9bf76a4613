import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { notificationListQuery } from '../../../../server/alerts/alerts.schema.ts';
import { listNotifications } from '../../../../server/alerts/notifications.service.ts';

export const prerender = false;

/** GET ?page=&pageSize=: the signed-in member's notifications, newest first, each with what changed. */
export const GET = route(notificationListQuery, async (query, api) =>
  ok(await listNotifications(api.db, await signedInUser(api), query), { 'cache-control': 'private, no-store' }),
);
