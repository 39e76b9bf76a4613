import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inChunks } from '../db/in-chunks.ts';

type Db = Kysely<Database>;

/**
 * The newest changes imports recorded in companies, newest first (index record_changes_latest), with
 * the format of the import that recorded each (one primary-key look-up per row read).
 */
export function latestCompanyChanges(db: Db, limit: number) {
  return db
    .selectFrom('record_changes as rc')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .select(['rc.table_name', 'rc.record_id', 'rc.changed_at', 'rc.diff', 'run.format'])
    .where('rc.table_name', '=', 'companies')
    .orderBy('rc.changed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Name and jurisdiction of the companies with these ids (those that still exist). */
export function companyNames(db: Db, ids: readonly string[]) {
  return inChunks(ids, (slice) =>
    db.selectFrom('companies').select(['id', 'name', 'jurisdiction_code', 'source']).where('id', 'in', slice).execute(),
  );
}

/** Companies per jurisdiction: one grouped read of the (jurisdiction_code, company_number) index. */
export function companiesPerJurisdiction(db: Db) {
  return db
    .selectFrom('companies')
    .select(['jurisdiction_code', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('jurisdiction_code')
    .execute();
}
