import type { Kysely } from 'kysely';
import type { EntityKind } from '../../lib/detail-href.ts';
import type { Database } from '../db/schema.ts';
import type { PageCache } from '../http/page-cache.ts';
import { lastPageChange, pageChangesAfter, pageChangesIn } from './page-changes.repository.ts';
import { log } from '../log.ts';
import { pagesOfChange } from './page-changes.ts';

/** Rows read per query; a longer backlog is read in several queries within one tick. */
const BATCH = 5000;
/**
 * PostgreSQL hands out log numbers when rows are inserted but transactions commit in any order: a
 * batch holding numbers 10–19 may become visible after number 20 was read. Numbers skipped over are
 * kept and looked up again for this long (a rolled-back batch leaves gaps that never fill).
 */
const GAP_WAIT_MS = 60_000;
/** Past this many missing numbers at once, every page is marked stale rather than tracking them. */
const MAX_GAPS = 10_000;

/** After this long waiting for a replica to show a change, the log says so (once per wait). */
const REPLICA_WARN_MS = 60_000;

export interface PageChangePollerOptions {
  intervalMs?: number;
  /** Clock for the gap timeout (tests). */
  now?: () => number;
  /**
   * The read replicas pages are rendered from (DATABASE_READ_URL). A change read from the primary's
   * log is applied only once its log row is visible on every one of them: the row is written in the
   * same transaction as the change, so each replica then has the change too, and a page rendered from
   * any of them is the new one. Applied sooner, a page would be re-rendered from a replica that has
   * not replayed the change yet and kept as fresh with the old content.
   */
  replicas?: Array<Kysely<Database>>;
}

type LogRow = { kind: string; entity_id: string | null };

/**
 * Follows the page-change log and marks the changed records' cached pages stale. Starts at the end
 * of the log: this process's cache is empty, so older changes cannot concern it. Never throws: a
 * failed read is logged and retried at the next tick from the same place. Returns a stop function.
 */
export function startPageChangePoller(
  db: Kysely<Database>,
  cache: Pick<PageCache, 'markStale' | 'markAllStale'>,
  { intervalMs = 1000, now = Date.now, replicas = [] }: PageChangePollerOptions = {},
): () => void {
  let last: number | undefined;
  const gaps = new Map<number, number>(); // missing log number -> when it was first missed
  const apply = (row: LogRow) => {
    if (row.kind === 'all') cache.markAllStale();
    else for (const page of pagesOfChange(row)) cache.markStale(page.kind as EntityKind, page.id);
  };
  /** Changes read from the primary that some replica does not show yet, by log number. */
  const waiting = new Map<number, LogRow[]>();
  let waitingSince: number | undefined;
  let warned = false;
  const arrive = (seq: number, row: LogRow) => {
    if (!replicas.length) return apply(row);
    const rows = waiting.get(seq);
    if (rows) rows.push(row);
    else waiting.set(seq, [row]);
  };
  /** Applies the waiting changes every replica shows now, oldest first. */
  const releaseReplicated = async () => {
    if (!waiting.size) return;
    waitingSince ??= now();
    let visible = [...waiting.keys()].slice(0, BATCH);
    for (const replica of replicas) {
      if (!visible.length) break;
      visible = (await pageChangesIn(replica, visible)).map((r) => Number(r.seq));
    }
    for (const seq of visible.sort((a, b) => a - b)) {
      for (const row of waiting.get(seq)!) apply(row);
      waiting.delete(seq);
    }
    if (!waiting.size) {
      waitingSince = undefined;
      warned = false;
    } else if (!warned && now() - waitingSince > REPLICA_WARN_MS) {
      warned = true;
      log.warn(
        { waiting: waiting.size, seconds: Math.round((now() - waitingSince) / 1000) },
        'page changes wait for a read replica that does not show them yet',
      );
    }
  };
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
      if (gaps.size) {
        for (const row of await pageChangesIn(db, [...gaps.keys()].slice(0, BATCH))) {
          arrive(Number(row.seq), row);
          gaps.delete(Number(row.seq));
        }
        for (const [seq, since] of gaps) if (now() - since > GAP_WAIT_MS) gaps.delete(seq);
      }
      for (;;) {
        const rows = await pageChangesAfter(db, last, BATCH);
        for (const row of rows) {
          const seq = Number(row.seq);
          if (seq - last - 1 > MAX_GAPS - gaps.size) arrive(seq, { kind: 'all', entity_id: null });
          else for (let missing = last + 1; missing < seq; missing++) gaps.set(missing, now());
          arrive(seq, row);
          last = seq;
        }
        if (rows.length < BATCH || stopped) break;
      }
      await releaseReplicated();
    } catch (err) {
      if (last === undefined) missedStart = true;
      log.error({ err }, 'page-change poller failed; it retries on its next tick');
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
