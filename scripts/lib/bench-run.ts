import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';

/** A finished import run named 'bench', which the benchmarks' made-up record_changes rows belong to. */
export async function insertBenchRun(db: Kysely<Database>, now: string): Promise<void> {
  const counters = { resume_at: 0, rows_read: 0, rows_inserted: 0, rows_updated: 0, rows_unchanged: 0, rows_rejected: 0 };
  await db
    .insertInto('import_runs')
    .values({
      id: 'bench',
      format: 'bench',
      file: 'bench',
      file_size: 0,
      file_mtime: now,
      started_at: now,
      finished_at: now,
      status: 'done',
      ...counters,
    })
    .execute();
}
