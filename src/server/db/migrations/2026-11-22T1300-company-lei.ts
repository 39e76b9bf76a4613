import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The Legal Entity Identifier (ISO 17442) of a company, where one is known. GLEIF's relationship
 * records name both ends by LEI alone, so the importer looks companies up by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema.alterTable('companies').addColumn('lei', c.text).execute();
  // Partial: most registers have no LEI, and their imports should not pay for an index entry.
  await db.schema.createIndex('companies_lei').on('companies').column('lei').where('lei', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('companies_lei').execute();
  await db.schema.alterTable('companies').dropColumn('lei').execute();
}
