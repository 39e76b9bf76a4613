import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { insertDirect, isDirectSqlite } from './sqlite-direct.ts';

/**
 * The SQLite side of a first load of companies (`npm run import -- <format> <file> --bulk`, see
 * import/bulk-companies.ts). While the file is read, each batch is appended to staging tables that
 * have no key and no index (`bulk_*`: the register's columns plus the record's line in the file), so
 * a row costs an append, not a dozen B-tree inserts at random keys. At the end, in one transaction,
 * the staged rows move into the register in each table's key order (SQLite's own sorter, bounded
 * memory), with the tables' secondary indexes dropped first and built again afterwards: every B-tree
 * is then written from left to right once. A staged company that appears again later in the file
 * gives way to the later record, as in the incremental writer, and is reported.
 */

/** The register's tables a company load writes, and their staging tables. */
const TABLES = ['companies', 'company_names', 'industry_codes', 'charges', 'search_docs', 'search_terms'] as const;
type Table = (typeof TABLES)[number];
const staging = (t: Table) => `bulk_${t}`;

/** The key order each table's rows are moved in: its primary key. */
const KEY_ORDER: Record<Table, string> = {
  companies: 'id',
  company_names: 'company_id, position',
  industry_codes: 'company_id, position',
  charges: 'company_id',
  search_docs: 'doc',
  search_terms: 'term, weight, doc',
};

/** The company id column of each staged table (search_terms follow their doc). */
const COMPANY_COLUMN: Partial<Record<Table, string>> = {
  companies: 'id',
  company_names: 'company_id',
  industry_codes: 'company_id',
  charges: 'company_id',
  search_docs: 'entity_id',
};

type Db = Kysely<Database>;

/** Whether this database is SQLite through node:sqlite (the engine this bulk path is written for). */
export function isBulkSqlite(db: Db): boolean {
  return isDirectSqlite(db);
}

/** The import run whose staged rows are there (an unfinished bulk load), if any. */
export async function bulkStagingRun(db: Db): Promise<string | undefined> {
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'bulk_run'`.execute(db);
  if (!Number(r.rows[0]?.n ?? 0)) return undefined;
  return (await sql<{ run_id: string }>`select run_id from bulk_run`.execute(db)).rows[0]?.run_id;
}

/** Whether the register holds no company yet (and so no company's own rows or search doc). */
export async function companiesEmpty(db: Db): Promise<boolean> {
  const r = await sql<{
    any: number;
  }>`select exists (select 1 from companies) or exists (select 1 from search_docs where kind = 'c') as any`.execute(db);
  return Number(r.rows[0]?.any ?? 1) === 0;
}

/** Creates the staging tables of an import run's bulk load. */
export async function createBulkStaging(db: Db, runId: string): Promise<void> {
  await sql`create table bulk_run (run_id text not null)`.execute(db);
  await sql`insert into bulk_run (run_id) values (${runId})`.execute(db);
  for (const t of TABLES) {
    const line = t === 'search_terms' ? sql`` : sql`, 0 as bulk_line`;
    await sql`create table ${sql.table(staging(t))} as select *${line} from ${sql.table(t)} where 0`.execute(db);
  }
}

/** Drops the staging tables (an abandoned load, or a finished one). */
export async function dropBulkStaging(db: Db): Promise<void> {
  for (const t of TABLES) await sql`drop table if exists ${sql.table(staging(t))}`.execute(db);
  await sql`drop table if exists bulk_losers`.execute(db);
  await sql`drop table if exists bulk_run`.execute(db);
}

/** Appends rows to a table's staging table; only inside a transaction (the batch's). */
export function stageRows(db: Db, table: Table, rows: ReadonlyArray<object>): void {
  if (!rows.length) return;
  if (!insertDirect(db, staging(table), Object.keys(rows[0]), rows, false))
    throw new Error('bulk rows are staged on SQLite inside a transaction only');
}

/**
 * Runs fn (the final move's transaction) with SQLite's sorts and temporary tables on disk: the
 * server's temp_store = MEMORY would hold a whole register's rows in memory while they are sorted.
 * The setting cannot change inside a transaction, so this wraps it.
 */
export async function withSortsOnDisk<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  await sql`pragma temp_store = FILE`.execute(db);
  try {
    return await fn();
  } finally {
    await sql`pragma temp_store = MEMORY`.execute(db);
  }
}

/** The first doc number free for new search docs, past those stored and those staged. */
export async function nextBulkDoc(db: Db): Promise<number> {
  const r = await sql<{
    last: number | null;
  }>`select max(m) as last from (select max(doc) as m from search_docs union all select max(doc) from bulk_search_docs)`.execute(db);
  return Number(r.rows[0]?.last ?? 0) + 1;
}

async function columnsOf(db: Db, table: Table): Promise<string[]> {
  const r = await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db);
  return r.rows.map((c) => c.name);
}

export interface BulkDuplicate {
  line: number;
  jurisdiction_code: string;
  company_number: string;
}

/**
 * Moves the staged rows into the register: duplicates dropped (the later record of a company wins),
 * the register tables' secondary indexes dropped, the rows inserted in key order, the indexes built
 * again, the staging tables dropped. Run it in one transaction: a kill on the way leaves the register
 * as it was and the staged rows in place, and the next start does it again. Returns the records that
 * gave way to a later one of the same company.
 */
export async function moveBulkStaging(db: Db, onStep?: (step: string) => void): Promise<BulkDuplicate[]> {
  onStep?.('duplicates');
  await sql`drop table if exists bulk_losers`.execute(db);
  await sql`create table bulk_losers as
      select c.id as id, c.bulk_line as bulk_line, c.jurisdiction_code as jurisdiction_code, c.company_number as company_number
      from bulk_companies c
      join (select id, max(bulk_line) as last from bulk_companies group by id having count(*) > 1) w on w.id = c.id
      where c.bulk_line < w.last`.execute(db);
  const losers = (
    await sql<BulkDuplicate>`select bulk_line as line, jurisdiction_code, company_number from bulk_losers order by bulk_line`.execute(db)
  ).rows;
  if (losers.length) {
    await sql`delete from bulk_search_terms where doc in (select doc from bulk_search_docs where (entity_id, bulk_line) in (select id, bulk_line from bulk_losers))`.execute(
      db,
    );
    for (const t of TABLES) {
      const column = COMPANY_COLUMN[t];
      if (column)
        await sql`delete from ${sql.table(staging(t))} where (${sql.ref(column)}, bulk_line) in (select id, bulk_line from bulk_losers)`.execute(
          db,
        );
    }
  }

  onStep?.('drop indexes');
  const indexes = (
    await sql<{
      name: string;
      sql: string;
    }>`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.join([...TABLES])})`.execute(db)
  ).rows;
  for (const ix of indexes) await sql`drop index ${sql.ref(ix.name)}`.execute(db);

  for (const t of TABLES) {
    onStep?.(`rows: ${t}`);
    const columns = sql.join((await columnsOf(db, t)).map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(t)} (${columns}) select ${columns} from ${sql.table(staging(t))} order by ${sql.raw(KEY_ORDER[t])}`.execute(
      db,
    );
  }
  for (const ix of indexes) {
    onStep?.(`index: ${ix.name}`);
    await sql.raw(ix.sql).execute(db);
  }
  await dropBulkStaging(db);
  return losers.map((l) => ({ ...l, line: Number(l.line) }));
}
