import { env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { advanceFanOut, chunkEnd, fanOutChunk, runsToFanOut, startFanOut } from './alerts.repository.ts';

/** Changes per chunk: each chunk is one transaction (notifications, e-mails, the mark), so a crash loses at most one chunk's work, redone on the next run. */
export const FANOUT_CHUNK = 10_000;

/** The digest an alert fanned out at `now` goes into: the next ALERT_DIGEST_HOUR (UTC) after now, by its day. */
export function digestSlot(now: Date, hour = env.ALERT_DIGEST_HOUR): { day: string; dueAt: string } {
  const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (due.getTime() <= now.getTime()) due.setUTCDate(due.getUTCDate() + 1);
  return { day: due.toISOString().slice(0, 10), dueAt: due.toISOString() };
}

export interface FanOutResult {
  runs: number;
  notifications: number;
}

/**
 * Turns what finished imports changed into notifications and outbox e-mails: run by run, chunk by
 * chunk in change id order, from each run's mark. Safe to run twice at once (every insert is
 * idempotent, the mark only moves forward) and after a crash (the unfinished chunk is done again).
 */
export async function fanOut(db: Db['db'], now = () => new Date(), chunk = FANOUT_CHUNK): Promise<FanOutResult> {
  const out: FanOutResult = { runs: 0, notifications: 0 };
  for (const run of await runsToFanOut(db)) {
    out.runs++;
    await startFanOut(db, run.id, now().toISOString());
    let after = run.last_change_id ?? '';
    for (;;) {
      const upTo = await chunkEnd(db, run.id, after, chunk);
      const at = now();
      const stamp = at.toISOString();
      const digest = digestSlot(at);
      await db.transaction().execute(async (tx) => {
        out.notifications += await fanOutChunk(tx, {
          runId: run.id,
          after,
          upTo,
          at: stamp,
          immediatePrefix: `i:${run.id}:`,
          digestPrefix: `d:${digest.day}:`,
          digestDue: digest.dueAt,
        });
        await advanceFanOut(tx, run.id, upTo, stamp);
      });
      if (upTo === undefined) break;
      after = upTo;
    }
  }
  return out;
}
