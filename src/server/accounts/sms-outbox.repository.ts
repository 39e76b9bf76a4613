import type { Kysely } from 'kysely';
import type { Database, SmsOutboxTable } from '../db/schema.ts';

/** SQL of the development SMS outbox (messages written down instead of sent). */

export async function insertOutboxMessage(db: Kysely<Database>, row: SmsOutboxTable): Promise<void> {
  await db.insertInto('sms_outbox').values(row).execute();
}

/** Drops messages written before `before`; how many. */
export async function deleteOutboxBefore(db: Kysely<Database>, before: string): Promise<number> {
  return Number((await db.deleteFrom('sms_outbox').where('created_at', '<', before).executeTakeFirst()).numDeletedRows);
}
