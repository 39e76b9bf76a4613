import { z } from 'zod';

/** A member's choice of alert e-mails: each import's changes at once, one digest a day, or none. */
export const ALERT_MODES = ['immediate', 'digest', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** The unsubscribe link's query (the signed token of unsubscribe-token.ts). */
export const unsubscribeQuery = z
  .object({ token: z.string().min(1).max(200) })
  .strict()
  .meta({ id: 'UnsubscribeQuery' });

/** The one-click POST (RFC 8058): the token in the link's query, this exact body. */
export const oneClickBody = z
  .object({ 'List-Unsubscribe': z.literal('One-Click') })
  .strict()
  .meta({ id: 'OneClickBody' });

export const unsubscribedAnswer = z.object({ mode: z.literal('off'), message: z.string() }).meta({ id: 'Unsubscribed' });

/** The member's notifications, newest first, paged. */
export const notificationListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict()
  .meta({ id: 'NotificationListQuery' });

/** Marks notifications read: some (their ids, as the list gives them) or all. */
export const notificationReadBody = z
  .object({
    ids: z.array(z.string().min(1).max(100)).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => (b.ids ? !b.all : b.all), { message: 'either ids or all: true', path: ['ids'] })
  .meta({ id: 'NotificationReadBody' });

const changeEvent = z
  .object({
    kind: z.string(),
    recordedAt: z.string(),
    on: z.string().nullable(),
    source: z.string(),
    field: z.string().optional(),
    valueType: z.string().optional(),
    old: z.string().nullable().optional(),
    new: z.string().nullable().optional(),
  })
  .meta({ id: 'ChangeEvent' });

export const notificationItem = z
  .object({
    id: z.string(),
    type: z.string(),
    uuid: z.string(),
    /** Null when the record is no longer in the register. */
    name: z.string().nullable(),
    created_at: z.string(),
    read: z.boolean(),
    /** What changed, as the History section words it (src/lib/change-events.ts): kind, field, old and new values. */
    events: z.array(changeEvent),
  })
  .meta({ id: 'Notification' });

export const notificationListAnswer = z
  .object({
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(notificationItem),
  })
  .meta({ id: 'NotificationList' });
export const unreadAnswer = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
export const readAnswer = z.object({ marked: z.number().int(), unread: z.number().int() }).meta({ id: 'NotificationsRead' });
