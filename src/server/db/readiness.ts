import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from './migrate.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A database that takes longer than this to answer `select 1` counts as down. */
const ANSWER_MS = 2000;

/**
 * Whether this process can serve: the database answers, and every migration this code knows is
 * applied (a new release started against an old schema would fail on its first page). Never throws.
 */
export async function databaseReadiness(db: Kysely<any>, schema?: string): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ANSWER_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } catch {
    return { ready: false, reason: 'database unavailable' };
  } finally {
    clearTimeout(timer);
  }
  try {
    const pending = await pendingMigrations(db, schema);
    return pending.length ? { ready: false, reason: `migrations pending: ${pending.join(', ')}` } : { ready: true };
  } catch {
    return { ready: false, reason: 'migrations unreadable' };
  }
}
