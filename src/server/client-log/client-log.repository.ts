import type { Kysely } from 'kysely';
import type { ClientLogsTable, Database } from '../db/schema.ts';

/** SQL of the log call's table (bounded: see client-log.service.ts). */

export async function insertLine(db: Kysely<Database>, row: Omit<ClientLogsTable, 'id'>): Promise<number> {
  const r = await db.insertInto('client_logs').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Drops every line older than the newest `keep` (ids grow with time). Returns how many it dropped. */
export async function deleteOlderThanNewest(db: Kysely<Database>, newestId: number, keep: number): Promise<number> {
  const r = await db
    .deleteFrom('client_logs')
    .where('id', '<=', newestId - keep)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The newest lines, newest first (for operators and tests). */
export function newestLines(db: Kysely<Database>, limit: number) {
  return db.selectFrom('client_logs').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function countLines(db: Kysely<Database>): Promise<number> {
  const r = await db
    .selectFrom('client_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
