import { existsSync, rmSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { insertDirect, isDirectSqlite } from './sqlite-direct.ts';
import {
  BULK_TABLES as TABLES,
  COMPANY_COLUMN,
  KEY_ORDER,
  type BulkDuplicate,
  type BulkProgress,
  type BulkTable as Table,
} from './bulk-load-tables.ts';

/**
 * The SQLite side of a first load of companies (`npm run import -- <format> <file> --bulk`, see
 * import/bulk-companies.ts). While the file is read, each batch is appended to staging tables that
 * have no key and no index (`bulk_*`: the register's columns plus the record's line in the file), so
 * a row costs an append, not a dozen B-tree inserts at random keys. The staging tables live in a file
 * of their own beside the database (`<database>-bulk`, attached as `bulk`): the register's file never
 * holds them, so it is no larger after the load than after an incremental one. Each batch's
 * transaction writes that file only (the load's resume point is kept there too), so a batch and its
 * resume point commit together. At the end, in one transaction on the register, the staged rows move
 * into the register in each table's key order (SQLite's own sorter, spilling to disk), with the
 * tables' secondary indexes dropped first and built again afterwards: every B-tree is written from
 * left to right once. A company that appears again later in the file gives way to the later record,
 * as in the incremental writer, and is reported. Then the staging file is deleted.
 */

const staging = (t: Table) => `bulk.bulk_${t}`;

type Db = Kysely<Database>;

/** Whether this database is SQLite through node:sqlite (the engine this bulk path is written for). */
export function isBulkSqlite(db: Db): boolean {
  return isDirectSqlite(db);
}

async function stagingFile(db: Db): Promise<string> {
  const r = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = r.rows[0]?.file;
  if (!file) throw new Error('a bulk load needs a database file (not an in-memory database)');
  return `${file}-bulk`;
}

async function attached(db: Db): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*) as n from pragma_database_list where name = 'bulk'`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/** Attaches the staging file (creating it when asked); false when it does not exist. */
async function attach(db: Db, create: boolean): Promise<boolean> {
  if (await attached(db)) return true;
  const file = await stagingFile(db);
  if (!create && !existsSync(file)) return false;
  await sql`attach database ${file} as bulk`.execute(db);
  await sql`pragma bulk.journal_mode = WAL`.execute(db);
  await sql`pragma bulk.synchronous = NORMAL`.execute(db);
  return true;
}

/** Where the unfinished bulk load whose staged rows are here stands, if there is one. */
export async function bulkStagingProgress(db: Db): Promise<BulkProgress | undefined> {
  if (!(await attach(db, false))) return undefined;
  const tables = await sql<{ n: number }>`select count(*) as n from bulk.sqlite_master where name = 'bulk_run'`.execute(db);
  if (!Number(tables.rows[0]?.n ?? 0)) return undefined;
  const row = (await sql<BulkProgress>`select run_id, resume_at, rows_read, rows_inserted, rows_rejected from bulk.bulk_run`.execute(db))
    .rows[0];
  return (
    row && {
      ...row,
      resume_at: Number(row.resume_at),
      rows_read: Number(row.rows_read),
      rows_inserted: Number(row.rows_inserted),
      rows_rejected: Number(row.rows_rejected),
    }
  );
}

/** Saves the load's resume point and counters with its batch (in the batch's transaction). */
export async function saveBulkProgress(db: Db, p: Omit<BulkProgress, 'run_id'>): Promise<void> {
  await sql`update bulk.bulk_run set resume_at = ${p.resume_at}, rows_read = ${p.rows_read}, rows_inserted = ${p.rows_inserted}, rows_rejected = ${p.rows_rejected}`.execute(
    db,
  );
}

/** Whether the register holds no company yet (and so no company's own rows or search doc). */
export async function companiesEmpty(db: Db): Promise<boolean> {
  // Both engines: SQLite answers 0/1, PostgreSQL a boolean.
  const r = await sql<{
    taken: number | boolean;
  }>`select exists (select 1 from companies) or exists (select 1 from search_docs where kind = 'c') as taken`.execute(db);
  return Number(r.rows[0]?.taken ?? 1) === 0;
}

/** Creates the staging file and tables of an import run's bulk load. Not inside a transaction. */
export async function createBulkStaging(db: Db, runId: string): Promise<void> {
  await dropBulkStaging(db);
  await attach(db, true);
  for (const t of TABLES) {
    const line = t === 'search_terms' ? sql`` : sql`, 0 as bulk_line`;
    await sql`create table ${sql.table(staging(t))} as select *${line} from ${sql.table(`main.${t}`)} where 0`.execute(db);
  }
  await sql`create table bulk.bulk_run (run_id text not null, resume_at integer not null, rows_read integer not null, rows_inserted integer not null, rows_rejected integer not null)`.execute(
    db,
  );
  await sql`insert into bulk.bulk_run values (${runId}, 0, 0, 0, 0)`.execute(db);
}

/** Detaches and deletes the staging file (an abandoned load, or a finished one). Not inside a transaction. */
export async function dropBulkStaging(db: Db): Promise<void> {
  if (await attached(db)) await sql`detach database bulk`.execute(db);
  const file = await stagingFile(db);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

/** Appends rows to a table's staging table; only inside a transaction (the batch's). */
export function stageRows(db: Db, table: Table, rows: ReadonlyArray<object>): void {
  if (!rows.length) return;
  if (!insertDirect(db, staging(table), Object.keys(rows[0]), rows, false))
    throw new Error('bulk rows are staged on SQLite inside a transaction only');
}

/** Appends one batch's rows of each table to its staging table; inside the batch's transaction. */
export function stageBatch(db: Db, rows: Partial<Record<Table, object[]>>): void {
  for (const t of TABLES) if (rows[t]?.length) stageRows(db, t, rows[t]);
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
  }>`select max(m) as last from (select max(doc) as m from main.search_docs union all select max(doc) from bulk.bulk_search_docs)`.execute(
    db,
  );
  return Number(r.rows[0]?.last ?? 0) + 1;
}

async function columnsOf(db: Db, table: Table): Promise<string[]> {
  const r = await sql<{ name: string }>`select name from pragma_table_info(${table}, 'main') order by cid`.execute(db);
  return r.rows.map((c) => c.name);
}

/**
 * Moves the staged rows into the register: duplicates dropped (the later record of a company wins),
 * the register tables' secondary indexes dropped, the rows inserted in key order, the indexes built
 * again. Run it in one transaction: a kill on the way leaves the register as it was and the staged
 * rows in place, and the next start does it again. Returns the records that gave way to a later one
 * of the same company. The staging file is dropped after the commit (dropBulkStaging).
 */
export async function moveBulkStaging(db: Db): Promise<BulkDuplicate[]> {
  // Only the register is written here (and a temporary table): a transaction over both files would
  // not be atomic across them.
  await sql`drop table if exists temp.bulk_losers`.execute(db);
  await sql`create temp table bulk_losers as
      select c.id as id, c.bulk_line as bulk_line, c.jurisdiction_code as jurisdiction_code, c.company_number as company_number
      from bulk.bulk_companies c
      join (select id, max(bulk_line) as last from bulk.bulk_companies group by id having count(*) > 1) w on w.id = c.id
      where c.bulk_line < w.last`.execute(db);
  const losers = (
    await sql<BulkDuplicate>`select bulk_line as line, jurisdiction_code, company_number from temp.bulk_losers order by bulk_line`.execute(
      db,
    )
  ).rows;
  const kept = (t: Table) => {
    if (!losers.length) return sql``;
    const column = COMPANY_COLUMN[t];
    if (column) return sql`where (${sql.ref(column)}, bulk_line) not in (select id, bulk_line from temp.bulk_losers)`;
    return sql`where doc not in (select doc from bulk.bulk_search_docs where (entity_id, bulk_line) in (select id, bulk_line from temp.bulk_losers))`;
  };

  const indexes = (
    await sql<{
      name: string;
      sql: string;
    }>`select name, sql from main.sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.join([
      ...TABLES,
    ])})`.execute(db)
  ).rows;
  for (const ix of indexes) await sql`drop index ${sql.table(`main.${ix.name}`)}`.execute(db);
  for (const t of TABLES) {
    const columns = sql.join((await columnsOf(db, t)).map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(`main.${t}`)} (${columns}) select ${columns} from ${sql.table(staging(t))} ${kept(t)} order by ${sql.raw(KEY_ORDER[t])}`.execute(
      db,
    );
  }
  for (const ix of indexes) await sql.raw(ix.sql).execute(db);
  await sql`drop table temp.bulk_losers`.execute(db);
  return losers.map((l) => ({ ...l, line: Number(l.line) }));
}
