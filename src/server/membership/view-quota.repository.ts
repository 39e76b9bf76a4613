import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** SQL of the daily view quota (table view_quota; the design is in its migration, 2026-11-24T1010). */
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Holds the member's row until the transaction ends, so that two first views of the same member are
 * noted one after the other (PostgreSQL: a row lock; SQLite: its one writer). A no-op update on both
 * engines, where `select … for update` exists on one only.
 */
export async function lockMember(db: Transaction<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Notes the member's view of a record on a day, unless the day already holds `allowance` records. A
 * record already noted that day is left as it is (the key's conflict), so it counts once.
 */
export async function noteViewIfRoom(db: Db, userId: string, day: string, kind: string, recordId: string, at: string, allowance: number) {
  await sql`insert into view_quota (user_id, day, kind, record_id, viewed_at)
    select ${userId}, ${day}, ${kind}, ${recordId}, ${at}
    where (select count(*) from view_quota where user_id = ${userId} and day = ${day}) < ${allowance}
    on conflict do nothing`.execute(db);
}

/** The records the member opened on the day, and whether this record is among them: one read of the key's prefix. */
export async function dayOf(db: Db, userId: string, day: string, kind: string, recordId: string): Promise<{ used: number; mine: boolean }> {
  const row = await db
    .selectFrom('view_quota')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('used'),
      sql<number | string | null>`max(case when kind = ${kind} and record_id = ${recordId} then 1 else 0 end)`.as('mine'),
    ])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return { used: Number(row?.used ?? 0), mine: Number(row?.mine ?? 0) === 1 };
}

/** Whether a company or an executive is there: one primary-key read, so a refusal never loads the whole record. */
export async function recordExists(db: Db, kind: 'company' | 'executive', id: string): Promise<boolean> {
  const row = await (
    kind === 'company'
      ? db.selectFrom('companies').select('id').where('id', '=', id)
      : db.selectFrom('officers').select('id').where('id', '=', id)
  ).executeTakeFirst();
  return row !== undefined;
}

/** Drops the days before `beforeDay` (run by `npm run rebuild`); returns the rows dropped. */
export async function pruneViewQuota(db: Db, beforeDay: string): Promise<number> {
  const r = await db.deleteFrom('view_quota').where('day', '<', beforeDay).executeTakeFirst();
  return Number(r.numDeletedRows);
}
