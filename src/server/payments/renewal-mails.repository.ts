import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The renewal mails' outbox (table renewal_mails): the SQL of renewal-mail.ts. */
type Db = Kysely<Database>;

export async function insertRenewalMail(
  tx: Db | Transaction<Database>,
  row: { id: string; userId: string; lang: string; until: string; at: string },
): Promise<void> {
  await tx
    .insertInto('renewal_mails')
    .values({
      id: row.id,
      user_id: row.userId,
      lang: row.lang,
      vip_until: row.until,
      state: 'pending',
      attempts: 0,
      created_at: row.at,
      sent_at: null,
      error: null,
    })
    .execute();
}

/** Claims a mail for sending (pending or failed → sending, one attempt more), or undefined when it is not due. */
export function claimRenewalMail(db: Db, id: string, maxAttempts: number) {
  return db
    .updateTable('renewal_mails')
    .set((eb) => ({ state: 'sending', attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'failed'])
    .where('attempts', '<', maxAttempts)
    .returningAll()
    .executeTakeFirst();
}

export async function markRenewalMail(db: Db, id: string, set: { state: 'sent' | 'failed'; sent_at?: string; error: string | null }) {
  await db.updateTable('renewal_mails').set(set).where('id', '=', id).execute();
}

export function memberAddress(db: Db, userId: string) {
  return db.selectFrom('users').select(['email', 'email_confirmed']).where('id', '=', userId).executeTakeFirst();
}

/** Refused mails, and mails left pending or sending since before `before` (their sender stopped), oldest first. */
export async function dueRenewalMails(db: Db, before: string, maxAttempts: number): Promise<string[]> {
  const rows = await db
    .selectFrom('renewal_mails')
    .select('id')
    .where('attempts', '<', maxAttempts)
    .where((eb) => eb.or([eb('state', '=', 'failed'), eb.and([eb('state', 'in', ['pending', 'sending']), eb('created_at', '<', before)])]))
    .orderBy('created_at')
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

/** A mail a stopped sender left 'sending' goes back to 'failed', so it can be claimed again. */
export async function releaseStaleSending(db: Db, id: string): Promise<void> {
  await db
    .updateTable('renewal_mails')
    .set({ state: 'failed', error: 'sender stopped' })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}
