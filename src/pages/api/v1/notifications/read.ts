import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { notificationReadBody } from '../../../../server/alerts/alerts.schema.ts';
import { readNotifications } from '../../../../server/alerts/notifications.service.ts';

export const prerender = false;

/** POST { ids } or { all: true }: marks the signed-in member's notifications read; someone else's id → 404. */
export const POST = route(
  notificationReadBody,
  async (body, api) => ok(await readNotifications(api.db, await signedInUser(api), body), { 'cache-control': 'private, no-store' }),
  { csrf: true },
);
