import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { notificationReadBody } from '../../../../server/alerts/alerts.schema.ts';
import { notificationCalls } from '../../../../server/alerts/notifications.service.ts';

export const prerender = false;

/** POST { ids } or { all: true }: marks the signed-in member's notifications read; someone else's id → 404. */
export const POST = route(
  notificationReadBody,
  async (body, api) =>
    ok(await notificationCalls.read(api.db, await signedInUser(api), api.ip, body), { 'cache-control': 'private, no-store' }),
  { csrf: true },
);
