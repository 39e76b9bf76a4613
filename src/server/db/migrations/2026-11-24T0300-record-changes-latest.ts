import type { Kysely } from 'kysely';

/**
 * The home page lists the latest register changes (record_changes of companies, newest first). The
 * table had only an index by record; this one lets "newest first, a few rows" read the end of an
 * index instead of sorting every change an import ever recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('record_changes_latest').on('record_changes').columns(['table_name', 'changed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('record_changes_latest').execute();
}
