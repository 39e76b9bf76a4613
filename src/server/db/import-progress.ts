import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface ImportProgress {
  format: string;
  status: 'running' | 'done' | 'failed';
  rowsRead: number;
  rowsInserted: number;
  rejects: number;
  fileBytes: number;
}

/** The newest import run (npm run import writes its progress to import_runs as it commits), for the metrics. */
export async function latestImportRun(db: Kysely<Database>): Promise<ImportProgress | undefined> {
  const row = await db
    .selectFrom('import_runs')
    .select(['format', 'status', 'rows_read', 'rows_inserted', 'rows_rejected', 'file_size'])
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    row && {
      format: row.format,
      status: row.status,
      rowsRead: Number(row.rows_read),
      rowsInserted: Number(row.rows_inserted),
      rejects: Number(row.rows_rejected),
      fileBytes: Number(row.file_size),
    }
  );
}
