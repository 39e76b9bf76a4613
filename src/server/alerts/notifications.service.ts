import type { Kysely } from 'kysely';
import { changeEvents } from '../../lib/change-events.ts';
import { AppError } from '../app-error.ts';
import { notificationLimits } from '../accounts/limits.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import {
  markNotificationsRead,
  memberNotifications,
  notificationCounts,
  ownNotificationIds,
  recipient,
  setAlertMode,
} from './alerts.repository.ts';
import { ALERT_MODES, type AlertMode } from './alerts.schema.ts';

type Db = Kysely<Database>;

/**
 * The in-site notifications (issue 17): a member's list, newest first, each with what changed as
 * events (the History section's data: the page words them in the reader's language); the unread
 * count; marking read. A notification's id is its change's id, unique within one member's list.
 */
export async function listNotifications(db: Db, userId: string, q: { page: number; pageSize: number }) {
  const [counts, rows] = await Promise.all([
    notificationCounts(db, userId),
    memberNotifications(db, userId, q.pageSize, (q.page - 1) * q.pageSize),
  ]);
  return {
    ...counts,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map((r) => ({
      id: r.change_id,
      type: r.kind,
      uuid: r.record_id,
      name: r.company_name ?? r.officer_name ?? r.broker_name ?? null,
      created_at: String(r.created_at),
      read: r.read_at !== null,
      // A service-line answer (kind 'support': uuid is the member's thread) has no change row and no events.
      events:
        r.table_name === null || r.changed_id === null || r.diff === null
          ? []
          : changeEvents({
              table_name: r.table_name,
              record_id: r.changed_id,
              changed_at: String(r.changed_at),
              diff: r.diff,
              source: r.format,
            }),
    })),
  };
}

export async function unreadCount(db: Db, userId: string): Promise<{ unread: number }> {
  return { unread: (await notificationCounts(db, userId)).unread };
}

/** Marks notifications read; an id that is not one of this member's notifications (someone else's, or none) → 404, and nothing is marked. */
export async function readNotifications(db: Db, userId: string, body: { ids?: string[]; all?: true }, now = new Date()) {
  if (body.ids) {
    const ids = [...new Set(body.ids)];
    const own = await ownNotificationIds(db, userId, ids);
    if (own.size !== ids.length) throw new AppError('alerts.notificationNotFound', 404);
  }
  const marked = await markNotificationsRead(db, userId, body.ids ?? 'all', now.toISOString());
  return { marked, ...(await unreadCount(db, userId)) };
}

/**
 * Whether alert e-mails can reach a member: their address and whether it is confirmed ('none' when
 * they have bound none). The member centre prompts for one unless it is 'confirmed'.
 */
export async function alertEmail(db: Db, userId: string): Promise<{ state: 'confirmed' | 'unconfirmed' | 'none'; email?: string }> {
  const member = await recipient(db, userId);
  if (!member?.email) return { state: 'none' };
  return { state: member.email_confirmed ? 'confirmed' : 'unconfirmed', email: member.email };
}

/**
 * The notifications calls of the API (notifications/list, unread, read): each is first counted
 * against the member's and the address's limits (limits.ts; 429 with Retry-After past them). The
 * member centre's page reads through the functions above: a page view is not a call a script polls.
 */
export const notificationCalls = {
  async list(db: Db, userId: string, ip: string, q: { page: number; pageSize: number }, now = new Date()) {
    await enforceLimits(db, notificationLimits('view', userId, ip), now);
    return listNotifications(db, userId, q);
  },
  async unread(db: Db, userId: string, ip: string, now = new Date()) {
    await enforceLimits(db, notificationLimits('view', userId, ip), now);
    return unreadCount(db, userId);
  },
  async read(db: Db, userId: string, ip: string, body: { ids?: string[]; all?: true }, now = new Date()) {
    await enforceLimits(db, notificationLimits('mark', userId, ip), now);
    return readNotifications(db, userId, body, now);
  },
};

/**
 * The member centre's notifications page: first what its form asked (mark one read, all read, or
 * the choice of e-mails; a bad value is refused like the API's), then the page of the list (?page=,
 * read leniently) and the member's choice.
 */
export async function memberNotificationsPage(
  db: Db,
  userId: string,
  params: URLSearchParams,
  form?: { action: string; nid: string; mode: string },
  now = new Date(),
) {
  if (form?.action === 'read') await readNotifications(db, userId, { ids: [form.nid] }, now);
  else if (form?.action === 'readAll') await readNotifications(db, userId, { all: true }, now);
  else if (form?.action === 'mode') {
    const mode = ALERT_MODES.find((m) => m === form.mode);
    if (!mode) throw new AppError('api.invalidRequest', 400, { detail: 'mode' });
    await setAlertMode(db, userId, mode, now.toISOString());
  }
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [data, settings] = await Promise.all([listNotifications(db, userId, { page, pageSize: 20 }), recipient(db, userId)]);
  const mode: AlertMode = ALERT_MODES.find((m) => m === settings?.mode) ?? 'immediate';
  return { data, mode };
}
