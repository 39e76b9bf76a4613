import { z } from 'zod';
import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { notificationCalls } from '../../../../server/alerts/notifications.service.ts';

export const prerender = false;

/** GET: how many of the signed-in member's notifications are unread (the header's member menu shows it). */
export const GET = route(z.object({}).strict(), async (_query, api) =>
  ok(await notificationCalls.unread(api.db, await signedInUser(api), api.ip), { 'cache-control': 'private, no-store' }),
);
