import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** SQL of the fixed-window rate-limit counters. */

/** Counts one attempt in a window (one atomic upsert: no read-then-write race); the window's new count. */
export async function countAttempt(db: Kysely<Database>, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A window's count so far, or undefined when nothing was counted in it. */
export async function windowCount(db: Kysely<Database>, key: string, windowStart: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row && Number(row.count);
}

/** Drops the windows that began before `windowStart`; how many were dropped. */
export async function deleteWindowsBefore(db: Kysely<Database>, windowStart: number): Promise<number> {
  const r = await db.deleteFrom('rate_limits').where('window_start', '<', windowStart).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Takes back one attempt counted in a window (never below zero). */
export async function uncountAttempt(db: Kysely<Database>, key: string, windowStart: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('rate_limits.count', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}
