import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Fixed-window counters in the database, so that every server process (and every machine on one
 * PostgreSQL) counts the same attempts: one atomic upsert per attempt, no read-then-write race.
 * A refusal says how long to wait (the HTTP answer's Retry-After).
 */
export interface Limit {
  /** What is counted: 'login:ip:203.0.113.7', 'sms:phone:+8613800138000' … */
  key: string;
  max: number;
  windowSeconds: number;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfter: number };

/** Counts one attempt against every limit; refused when any is over (all are counted either way). */
export async function hitLimits(db: Kysely<Database>, limits: Limit[], nowMs = Date.now()): Promise<LimitResult> {
  let retryAfter = 0;
  for (const l of limits) {
    const start = Math.floor(nowMs / 1000 / l.windowSeconds) * l.windowSeconds;
    const row = await db.insertInto('rate_limits').values({ key: l.key, window_start: start, count: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })))
      .returning('count').executeTakeFirstOrThrow();
    if (Number(row.count) > l.max) retryAfter = Math.max(retryAfter, start + l.windowSeconds - Math.floor(nowMs / 1000));
  }
  return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
}

/** How many attempts this window of a key has counted so far (without counting one). */
export async function countInWindow(db: Kysely<Database>, key: string, windowSeconds: number, nowMs = Date.now()): Promise<number> {
  const start = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).where('window_start', '=', start).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Forgets windows that began over a day before `nowMs` (the longest window is a day: they count for nothing). */
export async function pruneLimits(db: Kysely<Database>, nowMs: number): Promise<number> {
  const r = await db.deleteFrom('rate_limits').where('window_start', '<', Math.floor(nowMs / 1000) - 86_400).executeTakeFirst();
  return Number(r.numDeletedRows);
}
