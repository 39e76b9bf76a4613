import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * What the detail pages need beyond the register:
 * - licences: a company's regulatory licences (regulator, kind, number, status and dates);
 * - page_changes: an append-only log of records whose pages changed. Importers write to it in the
 *   same transaction as the change; every server process reads it from where it last stopped and
 *   marks its cached pages of those records stale (several processes, even several machines on
 *   PostgreSQL, learn of a change without talking to each other). kind 'all' marks every page stale.
 * - officers.other_names: a person's previous and alternative names (JSON array of {name, kind}),
 *   e.g. the romanised name a Hong Kong or Korean register gives beside the one in Han or Hangul;
 * - investors by name: "investment examples" are the companies whose investor lists name this one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('licences')
    .addColumn('company_id', c.text, (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', c.int, (col) => col.notNull())
    .addColumn('regulator', c.text, (col) => col.notNull())
    .addColumn('regulator_country', c.text)
    .addColumn('licence_type', c.text, (col) => col.notNull())
    .addColumn('licence_number', c.text)
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('granted_on', c.date)
    .addColumn('expires_on', c.date)
    .addColumn('source', c.text, (col) => col.notNull())
    .addColumn('source_url', c.text)
    .addColumn('retrieved_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('licences_pk', ['company_id', 'position'])
    .execute();
  await s
    .createTable('page_changes')
    .addColumn('seq', c.engine === 'postgres' ? 'bigserial' : 'integer', (col) => col.primaryKey())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('entity_id', c.text)
    .addColumn('changed_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.alterTable('officers').addColumn('other_names', c.text).execute();
  await s.createIndex('investors_name').on('investors').column('name').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('investors_name').execute();
  await db.schema.alterTable('officers').dropColumn('other_names').execute();
  await db.schema.dropTable('page_changes').execute();
  await db.schema.dropTable('licences').execute();
}
