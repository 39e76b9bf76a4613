import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Whole-register group counts for the filter options: companies per jurisdiction and per status
 * wording and inactive flag (a few dozen groups, mapped to states by the caller), main industry codes per scheme and two-digit division, and the 30 commonest company types.
 * The four statements run side by side.
 */
export async function registerGroupCounts(db: Kysely<Database>) {
  const [jurisdictions, statuses, codes, types] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['jurisdiction_code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('jurisdiction_code')
      .execute(),
    db
      .selectFrom('companies')
      .select(['current_status', 'inactive', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['current_status', 'inactive'])
      .execute(),
    db
      .selectFrom('industry_codes')
      .where('position', '=', 0)
      .select(['scheme', sql<string>`substr(code, 1, 2)`.as('division'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['scheme', sql`substr(code, 1, 2)`])
      .execute(),
    db
      .selectFrom('companies')
      .where('company_type', 'is not', null)
      .select(['company_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('company_type')
      .orderBy(sql`count(*)`, 'desc')
      .limit(30)
      .execute(),
  ]);
  return { jurisdictions, statuses, codes, types };
}
