import { sql, type Kysely } from 'kysely';
import { clientOf, copyRows } from './pg-copy.ts';
import type { Database } from './schema.ts';
import { log } from '../log.ts';
import { BULK_TABLES, COMPANY_COLUMN, KEY_ORDER, type BulkDuplicate, type BulkProgress, type BulkTable } from './bulk-load-tables.ts';

/**
 * The PostgreSQL side of a first load of companies (`npm run import -- <format> <file> --bulk`, see
 * import/bulk-companies.ts and db/bulk-load.ts). Each batch is streamed with COPY (pg-copy-streams,
 * on the batch's own transaction) into UNLOGGED staging tables beside the register (`bulk_*`: the
 * register's columns and the record's line, no key, no index, no WAL), with the load's resume point
 * in `bulk_run`, so a batch and its resume point commit together. At the end, in one transaction,
 * the register tables' secondary indexes, foreign keys and primary keys are dropped (all but the
 * companies' primary key, which other tables' foreign keys refer to; filled in key order, it costs
 * little), the staged rows are inserted in each table's key order, the indexes and keys are built
 * again (one sort each, not an index insert per row; a foreign key is one check over the table, not a
 * trigger per row), and the doc sequence is moved past the docs written. Then ANALYZE, and the
 * staging tables are dropped.
 *
 * UNLOGGED: a kill of the import loses nothing (its staged batches are committed), but a crash of the
 * PostgreSQL server empties the staging tables; bulk_run is logged, so the next start sees the loss
 * and stages the file again from its first record.
 */

type Db = Kysely<Database>;
const staging = (t: BulkTable) => `bulk_${t}`;

export async function pgBulkProgress(db: Db): Promise<BulkProgress | undefined> {
  const there = await sql<{ t: string | null }>`select to_regclass('bulk_run')::text as t`.execute(db);
  if (!there.rows[0]?.t) return undefined;
  const row = (await sql<BulkProgress>`select run_id, resume_at, rows_read, rows_inserted, rows_rejected from bulk_run`.execute(db))
    .rows[0];
  if (!row || !row.rows_inserted) return row;
  // bulk_run is logged, the staged rows are not: after a crash of the server the resume point is
  // still there and the rows it counts are gone. Then the load starts again from the first record.
  const staged = await sql<{ any: boolean }>`select exists (select 1 from bulk_companies) as any`.execute(db);
  if (staged.rows[0]?.any) return row;
  log.warn(
    { run: row.run_id, resumeAt: row.resume_at },
    'the staged rows of this bulk load were lost (a PostgreSQL crash empties unlogged tables): it starts again from the first record',
  );
  return { run_id: row.run_id, resume_at: 0, rows_read: 0, rows_inserted: 0, rows_rejected: 0 };
}

export async function pgSaveBulkProgress(db: Db, p: Omit<BulkProgress, 'run_id'>): Promise<void> {
  await sql`update bulk_run set resume_at = ${p.resume_at}, rows_read = ${p.rows_read}, rows_inserted = ${p.rows_inserted}, rows_rejected = ${p.rows_rejected}`.execute(
    db,
  );
}

export async function pgCreateBulkStaging(db: Db, runId: string): Promise<void> {
  await pgDropBulkStaging(db);
  for (const t of BULK_TABLES) {
    // LIKE copies the columns (types, collations, not-null), not the keys, indexes or defaults.
    await sql`create unlogged table ${sql.table(staging(t))} (like ${sql.table(t)})`.execute(db);
    if (t !== 'search_terms') await sql`alter table ${sql.table(staging(t))} add column bulk_line bigint not null`.execute(db);
  }
  // Logged, unlike the staged rows: a server crash that empties them is then seen (pgBulkProgress).
  await sql`create table bulk_run (run_id text not null, resume_at bigint not null, rows_read bigint not null, rows_inserted bigint not null, rows_rejected bigint not null)`.execute(
    db,
  );
  await sql`insert into bulk_run values (${runId}, 0, 0, 0, 0)`.execute(db);
}

export async function pgDropBulkStaging(db: Db): Promise<void> {
  for (const t of [...BULK_TABLES.map(staging), 'bulk_run']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
}

/** The first doc number free: past the docs stored and staged, and past what the doc sequence handed out. */
export async function pgNextBulkDoc(db: Db): Promise<number> {
  const r = await sql<{ last: number | null }>`select greatest(
      (select max(doc) from search_docs),
      (select max(doc) from bulk_search_docs),
      pg_sequence_last_value(pg_get_serial_sequence('search_docs', 'doc')::regclass)
    ) as last`.execute(db);
  return Number(r.rows[0]?.last ?? 0) + 1;
}

/** Streams one batch's rows of each table into its staging table; inside the batch's transaction. */
export async function pgStageBatch(db: Db, rows: Partial<Record<BulkTable, object[]>>): Promise<void> {
  // The batch's commit need not wait for its WAL to reach the disk: a server crash that could lose
  // the commit empties the unlogged staging tables anyway, and the load then starts again (pgBulkProgress).
  await sql`set local synchronous_commit = off`.execute(db);
  const client = await clientOf(db);
  for (const t of BULK_TABLES) if (rows[t]?.length) await copyRows(client, staging(t), rows[t]);
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const r = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return r.rows.map((c) => c.name);
}

/**
 * Moves the staged rows into the register (see above); run it in one transaction, which a kill
 * rolls back whole, leaving the staged rows for the next start. Returns the records that gave way to
 * a later record of the same company.
 */
export async function pgMoveBulkStaging(db: Db): Promise<BulkDuplicate[]> {
  // Sorts and index builds get room (this transaction only); past it they spill to disk.
  await sql`set local work_mem = '64MB'`.execute(db);
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`create temp table bulk_losers on commit drop as
      select c.id as id, c.bulk_line as bulk_line, c.jurisdiction_code as jurisdiction_code, c.company_number as company_number
      from bulk_companies c
      join (select id, max(bulk_line) as last from bulk_companies group by id having count(*) > 1) w on w.id = c.id
      where c.bulk_line < w.last`.execute(db);
  const losers = (
    await sql<BulkDuplicate>`select bulk_line as line, jurisdiction_code, company_number from bulk_losers order by bulk_line`.execute(db)
  ).rows;
  const kept = (t: BulkTable) => {
    if (!losers.length) return sql``;
    const column = COMPANY_COLUMN[t];
    if (column) return sql`where (${sql.ref(column)}, bulk_line) not in (select id, bulk_line from bulk_losers)`;
    return sql`where doc not in (select doc from bulk_search_docs where (entity_id, bulk_line) in (select id, bulk_line from bulk_losers))`;
  };

  const tables = sql.join([...BULK_TABLES]);
  // Indexes that do not back a constraint; the foreign keys of these tables; and their primary keys
  // that no foreign key refers to (all but the companies'): each is built again with one sort.
  const indexes = (
    await sql<{ name: string; def: string }>`
      select quote_ident(n.nspname) || '.' || quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      join pg_class t on t.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in (${tables})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by ic.relname`.execute(db)
  ).rows;
  const constraints = (
    await sql<{ tbl: string; name: string; def: string }>`
      select t.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k
      join pg_class t on t.oid = k.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in (${tables})
        and (k.contype = 'f' or (k.contype = 'p' and not exists (select 1 from pg_constraint r where r.contype = 'f' and r.confrelid = t.oid)))
      order by k.contype desc, k.conname`.execute(db)
  ).rows;
  for (const fk of constraints) await sql`alter table ${sql.table(fk.tbl)} drop constraint ${sql.ref(fk.name)}`.execute(db);
  for (const ix of indexes) await sql`drop index ${sql.raw(ix.name)}`.execute(db);
  for (const t of BULK_TABLES) {
    const columns = sql.join((await columnsOf(db, t)).map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(t)} (${columns}) select ${columns} from ${sql.table(staging(t))} ${kept(t)} order by ${sql.raw(KEY_ORDER[t])}`.execute(
      db,
    );
  }
  for (const ix of indexes) await sql.raw(ix.def).execute(db);
  for (const fk of constraints)
    await sql`alter table ${sql.table(fk.tbl)} add constraint ${sql.ref(fk.name)} ${sql.raw(fk.def)}`.execute(db);
  // The docs were numbered here, not by the sequence: the next doc an incremental import adds comes after them.
  await sql`select setval(pg_get_serial_sequence('search_docs', 'doc'), max(doc)) from search_docs having max(doc) is not null`.execute(db);
  return losers.map((l) => ({ ...l, line: Number(l.line) }));
}

/** After the move's commit: fresh planner statistics for the tables it filled. */
export async function pgAnalyzeRegister(db: Db): Promise<void> {
  for (const t of BULK_TABLES) await sql`analyze ${sql.table(t)}`.execute(db);
}
