import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { rateLimitRefusals } from '../metrics.ts';
import * as repo from './rate-limit.repository.ts';

/**
 * Fixed-window counters in the database, so that every server process (and every machine on one
 * PostgreSQL) counts the same attempts. A refusal says how long to wait (the HTTP answer's
 * Retry-After). The limits themselves are in limits.ts.
 */
export interface Limit {
  /** What is counted: 'login:ip:203.0.113.7', 'sms:phone:+8613800138000' … */
  key: string;
  max: number;
  windowSeconds: number;
  /** A cap an operator must hear of when it is reached (the name in its `ALERT` log line), e.g. 'sms-global-day'. */
  cap?: string;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfter: number };

/** The longest window is a day: older windows count for nothing. */
const LONGEST_WINDOW_SECONDS = 86_400;

const windowStart = (nowMs: number, windowSeconds: number) => Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;

/** Counts one attempt against every limit; refused when any is over (all are counted either way). */
export async function hitLimits(db: Kysely<Database>, limits: Limit[], nowMs = Date.now()): Promise<LimitResult> {
  let retryAfter = 0;
  for (const l of limits) {
    const start = windowStart(nowMs, l.windowSeconds);
    const count = await repo.countAttempt(db, l.key, start);
    if (count > l.max) retryAfter = Math.max(retryAfter, start + l.windowSeconds - Math.floor(nowMs / 1000));
  }
  return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
}

/** Counts one attempt against every limit and throws the one refusal (429 'auth.tooMany' with Retry-After) when any is over. */
export async function enforceLimits(db: Kysely<Database>, limits: Limit[], now = new Date()): Promise<void> {
  const r = await hitLimits(db, limits, now.getTime());
  if (!r.allowed) rateLimitRefusals.inc({ limit: limits[0]?.key.split(':')[0] ?? 'unknown' });
  if (!r.allowed) throw new AppError('auth.tooMany', 429, { seconds: r.retryAfter }, { 'Retry-After': String(r.retryAfter) });
}

/** How many attempts this window of a key has counted so far (without counting one). */
export async function countInWindow(db: Kysely<Database>, key: string, windowSeconds: number, nowMs = Date.now()): Promise<number> {
  return (await repo.windowCount(db, key, windowStart(nowMs, windowSeconds))) ?? 0;
}

/** Forgets windows that began over a day before `nowMs`. */
export async function pruneLimits(db: Kysely<Database>, nowMs: number): Promise<number> {
  return repo.deleteWindowsBefore(db, Math.floor(nowMs / 1000) - LONGEST_WINDOW_SECONDS);
}

export type Reservation = { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfter: number; over: Limit[] };

/**
 * Takes one place in every limit for something that may yet not happen (a message not sent yet):
 * counted at once, so that requests at the same moment cannot all slip under a cap, and given back
 * when any limit is over (the refusal uses up nothing) or, through `release`, when the attempt
 * fails. So only what happened counts. `over` names the limits that refused.
 */
export async function reserveLimits(db: Kysely<Database>, limits: Limit[], nowMs = Date.now()): Promise<Reservation> {
  const taken: Array<{ key: string; start: number }> = [];
  const over: Limit[] = [];
  let retryAfter = 0;
  for (const l of limits) {
    const start = windowStart(nowMs, l.windowSeconds);
    const count = await repo.countAttempt(db, l.key, start);
    taken.push({ key: l.key, start });
    if (count > l.max) {
      over.push(l);
      retryAfter = Math.max(retryAfter, start + l.windowSeconds - Math.floor(nowMs / 1000));
    }
  }
  const release = async () => {
    for (const t of taken) await repo.uncountAttempt(db, t.key, t.start);
  };
  if (over.length === 0) return { allowed: true, release };
  await release();
  return { allowed: false, retryAfter: Math.max(1, retryAfter), over };
}
