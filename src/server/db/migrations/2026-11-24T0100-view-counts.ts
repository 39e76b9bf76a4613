import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Views of a record per day, for what is most viewed (search/hotdata/list): one row per record and
 * day with its count, instead of a row per reported view. Only views within the caps of limits.ts
 * are counted (one per visitor and record a day, a few per address and record), so a script that
 * reports thousands of views moves a record by no more than the cap. Recent browsing keeps its own
 * table (recent_views, one row per visitor and record). Hot data counts from here on: views before
 * this migration are not carried over (the list is filled from the largest groups meanwhile).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('view_counts')
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('entity_id', c.text, (col) => col.notNull())
    .addColumn('day', c.date, (col) => col.notNull())
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('jurisdiction_code', c.text)
    .addColumn('views', c.int, (col) => col.notNull())
    .addPrimaryKeyConstraint('view_counts_pk', ['kind', 'entity_id', 'day'])
    .execute();
  await db.schema.createIndex('view_counts_kind_day').on('view_counts').columns(['kind', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('view_counts').execute();
}
