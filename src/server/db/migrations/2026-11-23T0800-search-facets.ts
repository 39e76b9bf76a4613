import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The fields a result page filters, counts and sorts its candidates by, kept on each company's
 * search doc next to its names: a page then reads only the docs its probes found, not also each
 * candidate's company row and main industry code (600 random reads per page at 1,000,000 companies).
 * Filled by the index rebuild that SEARCH_KEYS_VERSION '2' asks for; null for officers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  for (const [column, type] of [
    ['company_type', c.text],
    ['current_status', c.text],
    ['register_inactive', c.flag],
    ['incorporation_date', c.date],
    ['industry_section', c.text],
  ] as const) {
    await db.schema.alterTable('search_docs').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['company_type', 'current_status', 'register_inactive', 'incorporation_date', 'industry_section']) {
    await db.schema.alterTable('search_docs').dropColumn(column).execute();
  }
}
