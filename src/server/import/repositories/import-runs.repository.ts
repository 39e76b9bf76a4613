import type { Kysely } from 'kysely';
import type { Database, ImportRunsTable } from '../../db/schema.ts';

/** The run of this file (format, path, size and modification time) that stopped before it finished, if any. */
export function unfinishedRun(
  db: Kysely<Database>,
  file: Pick<ImportRunsTable, 'format' | 'file' | 'file_size' | 'file_mtime'>,
): Promise<ImportRunsTable | undefined> {
  return db
    .selectFrom('import_runs')
    .selectAll()
    .where('format', '=', file.format)
    .where('file', '=', file.file)
    .where('file_size', '=', file.file_size)
    .where('file_mtime', '=', file.file_mtime)
    .where('status', '=', 'running')
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
}

/** A run by its id, if recorded. */
export function runById(db: Kysely<Database>, id: string): Promise<ImportRunsTable | undefined> {
  return db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a new run. */
export async function insertRun(db: Kysely<Database>, run: ImportRunsTable): Promise<void> {
  await db.insertInto('import_runs').values(run).execute();
}

/** Saves a run's counters and resume point (with its batch, in the batch's transaction). */
export async function saveRunProgress(db: Kysely<Database>, run: ImportRunsTable): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({
      resume_at: run.resume_at,
      rows_read: run.rows_read,
      rows_inserted: run.rows_inserted,
      rows_updated: run.rows_updated,
      rows_unchanged: run.rows_unchanged,
      rows_rejected: run.rows_rejected,
    })
    .where('id', '=', run.id)
    .execute();
}

/** Marks a run finished. */
export async function finishRun(db: Kysely<Database>, id: string, finishedAt: string): Promise<void> {
  await db.updateTable('import_runs').set({ status: 'done', finished_at: finishedAt }).where('id', '=', id).execute();
}
