import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PageCache } from '../http/page-cache.ts';
import { lastPageChange, pageChangesAfter } from './page-changes.ts';

/** Rows read per query; a longer backlog is read in several queries within one tick. */
const BATCH = 5000;

export interface PageChangePollerOptions {
  intervalMs?: number;
}

/**
 * Follows the page-change log and marks the changed records' cached pages stale. Starts at the end
 * of the log: this process's cache is empty, so older changes cannot concern it. Never throws: a
 * failed read is logged and retried at the next tick from the same place. Returns a stop function.
 */
export function startPageChangePoller(
  db: Kysely<Database>,
  cache: Pick<PageCache, 'markStale' | 'markAllStale'>,
  { intervalMs = 1000 }: PageChangePollerOptions = {},
): () => void {
  let last: number | undefined;
  let missedStart = false;
  let running = false;
  let stopped = false;

  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      if (last === undefined) {
        last = await lastPageChange(db);
        // Pages cached while the log could not be read may have missed changes: start them over.
        if (missedStart) cache.markAllStale();
      }
      for (;;) {
        const rows = await pageChangesAfter(db, last, BATCH);
        for (const row of rows) {
          if (row.kind === 'all') cache.markAllStale();
          else if (row.entity_id) cache.markStale(row.kind, row.entity_id);
          last = Number(row.seq);
        }
        if (rows.length < BATCH || stopped) break;
      }
    } catch (err) {
      if (last === undefined) missedStart = true;
      console.error('page-change poller:', err);
    } finally {
      running = false;
    }
  };

  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  // The poller alone must not keep a process alive.
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
