import type { Kysely } from 'kysely';
import { bulkInsert } from '../../db/bulk-insert.ts';
import { forEachChunk } from '../../db/in-chunks.ts';
import type { Database, RecordChangesTable } from '../../db/schema.ts';

/** Records what an import changed in one row; a change already recorded under the same id is kept. */
export async function recordChange(db: Kysely<Database>, change: RecordChangesTable): Promise<void> {
  await db
    .insertInto('record_changes')
    .values(change)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Records many changes at once (bulkInsert's statements); a change already recorded under the same id is kept. */
export async function recordChanges(db: Kysely<Database>, changes: readonly RecordChangesTable[]): Promise<void> {
  await bulkInsert(db, 'record_changes', changes, { onConflictDoNothing: true });
}

/** The ids, among those given, of rows of `table` that this run has already changed. */
export async function changedInRun(db: Kysely<Database>, runId: string, table: string, ids: readonly string[]): Promise<Set<string>> {
  const changed = new Set<string>();
  await forEachChunk(ids, async (slice) => {
    const rows = await db
      .selectFrom('record_changes')
      .select('record_id')
      .where('run_id', '=', runId)
      .where('table_name', '=', table)
      .where('record_id', 'in', slice)
      .execute();
    for (const r of rows) changed.add(r.record_id);
  });
  return changed;
}
