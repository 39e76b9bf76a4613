import type { Kysely } from 'kysely';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import {
  deleteFinishedOutboxBefore,
  deleteNotificationsAfter,
  deleteReadNotificationsBefore,
  membersOverNotificationCap,
  nthNewestNotification,
} from './alerts.repository.ts';

export interface AlertsPruned {
  /** Read notifications older than the days kept. */
  read: number;
  /** Notifications beyond a member's newest `keep`, read or not. */
  overCap: number;
  /** Alert e-mails sent or given up, older than the days kept. */
  outbox: number;
}

/**
 * Keeps the alert tables bounded (run by `npm run rebuild`): a member's read notifications go after
 * NOTIFICATION_DAYS, and of any member's notifications only the newest NOTIFICATION_MAX_PER_MEMBER
 * stay (someone who follows many busy companies and never reads would otherwise grow without end).
 * A notification an e-mail still has to carry stays until it is sent. Sent and given-up e-mails go
 * after NOTIFICATION_DAYS too: nothing reads them again (a resend needs the row only while it is
 * pending or sending, and its id is never made again once the run's fan-out is done).
 */
export async function pruneAlerts(
  db: Kysely<Database>,
  now = new Date(),
  keep = { days: env.NOTIFICATION_DAYS, perMember: env.NOTIFICATION_MAX_PER_MEMBER },
): Promise<AlertsPruned> {
  const before = new Date(now.getTime() - keep.days * 86_400_000).toISOString();
  const read = await deleteReadNotificationsBefore(db, before);
  let overCap = 0;
  for (const userId of await membersOverNotificationCap(db, keep.perMember)) {
    const last = await nthNewestNotification(db, userId, keep.perMember);
    if (last) overCap += await deleteNotificationsAfter(db, userId, { created_at: String(last.created_at), change_id: last.change_id });
  }
  const outbox = await deleteFinishedOutboxBefore(db, before);
  return { read, overCap, outbox };
}
