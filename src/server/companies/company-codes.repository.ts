import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** SQL of the companies-by-codes lookup: a bounded list of ids (the schema caps it), by primary key. */
export function companiesByIds(db: Kysely<Database>, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'jurisdiction_code', 'company_number', 'current_status', 'inactive'])
    .where('id', 'in', ids)
    .execute();
}
