import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { reusableQuery } from '../db/reusable-query.ts';

type Db = Kysely<Database>;

/**
 * What imports recorded about one company, newest first, each read capped. A change is keyed by
 * the row it changed: the company itself, or one of its rows (a person's appointment, a link to
 * another company, a financial summary), reached from the company through that table's company
 * index and then the change's own (table_name, record_id) index. The source is the import's format
 * and, for a feed that names its own source per line, the record's source.
 *
 * The child tables are CROSS JOINed to record_changes on purpose: SQLite then keeps the company's own
 * rows as the outer loop. With an inner join it may walk record_changes_latest (every change of that
 * table in the register, newest first) looking for this company's, which for a company with no recent
 * change is the whole table. PostgreSQL plans a CROSS JOIN with a WHERE like an inner join.
 */

/**
 * Changes of the company row itself, all of them (a company changes a few times a year: the caller
 * sorts and caps). No ORDER BY … LIMIT here on purpose: with one, SQLite walks record_changes_latest
 * (every company change, newest first) instead of this company's few rows in record_changes_record.
 */
export const companyRowChanges = reusableQuery((db: Db, id: string) =>
  db
    .selectFrom('record_changes as rc')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .select(['rc.table_name', 'rc.record_id', 'rc.changed_at', 'rc.diff', 'run.format'])
    .where('rc.table_name', '=', 'companies')
    .where('rc.record_id', '=', id),
);

/** Changes of the company's licences (record_id is the company: the (table_name, record_id) index). */
export const licenceChanges = reusableQuery((db: Db, id: string, limit: number) =>
  db
    .selectFrom('record_changes as rc')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .select(['rc.table_name', 'rc.record_id', 'rc.changed_at', 'rc.diff', 'run.format'])
    .where('rc.table_name', '=', 'licences')
    .where('rc.record_id', '=', id)
    .orderBy('rc.changed_at', 'desc')
    .limit(limit),
);

/** Changes of the people appointed to the company, with the person's name (appointments_company, then each person's changes). */
export const officerChanges = reusableQuery((db: Db, id: string, limit: number) =>
  db
    .selectFrom('appointments as a')
    .crossJoin('record_changes as rc')
    .innerJoin('officers as o', 'o.id', 'a.officer_id')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .select(['rc.table_name', 'rc.record_id', 'rc.changed_at', 'rc.diff', 'run.format', 'o.name', 'o.source'])
    .where('a.company_id', '=', id)
    .whereRef('rc.record_id', '=', 'a.officer_id')
    .where('rc.table_name', '=', 'officers')
    .orderBy('rc.changed_at', 'desc')
    .limit(limit),
);

/** Changes of the company's links to its parents (relationships_child), with the parent's name. */
export const parentLinkChanges = reusableQuery((db: Db, id: string, limit: number) =>
  db
    .selectFrom('relationships as r')
    .crossJoin('record_changes as rc')
    .innerJoin('companies as p', 'p.id', 'r.parent_company_id')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .select(['rc.table_name', 'rc.record_id', 'rc.changed_at', 'rc.diff', 'run.format', 'p.name', 'r.source'])
    .where('r.child_company_id', '=', id)
    .whereRef('rc.record_id', '=', 'r.id')
    .where('rc.table_name', '=', 'relationships')
    .orderBy('rc.changed_at', 'desc')
    .limit(limit),
);

/** Changes of the company's financial summaries (financial_summaries_company), with the period each covers. */
export const financialChanges = reusableQuery((db: Db, id: string, limit: number) =>
  db
    .selectFrom('financial_summaries as f')
    .crossJoin('record_changes as rc')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .select(['rc.table_name', 'rc.record_id', 'rc.changed_at', 'rc.diff', 'run.format', 'f.period_end', 'f.source'])
    .where('f.company_id', '=', id)
    .whereRef('rc.record_id', '=', 'f.id')
    .where('rc.table_name', '=', 'financial_summaries')
    .orderBy('rc.changed_at', 'desc')
    .limit(limit),
);

/** Names of companies by id (a changed parent link names the companies it moved between). */
export function companyNamesById(db: Db, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).execute();
}
