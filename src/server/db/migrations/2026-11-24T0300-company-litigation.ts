import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Whether the company is or was party to litigation (spec section 3, "has charges/litigation"): a
 * flag beside has_charges, null where the register says nothing. No index: it is only shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema.alterTable('companies').addColumn('has_litigation', c.flag).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('has_litigation').execute();
}
