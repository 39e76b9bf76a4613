import type { Kysely } from 'kysely';
import { changeEvents } from '../../lib/change-events.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { markNotificationsRead, memberNotifications, notificationCounts, ownNotificationIds } from './alerts.repository.ts';

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
      name: r.company_name ?? r.officer_name ?? null,
      created_at: String(r.created_at),
      read: r.read_at !== null,
      events: changeEvents({
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
