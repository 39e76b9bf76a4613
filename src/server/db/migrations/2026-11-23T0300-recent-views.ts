import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Detail pages a visitor opened (one row per visitor and record, the latest view), for recent
 * browsing (spec: search/latelybrowse/list) and for what is most viewed (search/hotdata/list). The
 * visitor is an anonymous random id from a cookie; the name is kept so the lists need no join.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('recent_views')
    .addColumn('visitor_id', c.text, (col) => col.notNull())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('entity_id', c.text, (col) => col.notNull())
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('jurisdiction_code', c.text)
    .addColumn('viewed_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('recent_views_pk', ['visitor_id', 'kind', 'entity_id'])
    .execute();
  await db.schema.createIndex('recent_views_visitor_time').on('recent_views').columns(['visitor_id', 'kind', 'viewed_at']).execute();
  await db.schema.createIndex('recent_views_kind_time').on('recent_views').columns(['kind', 'viewed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recent_views').execute();
}
