import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { companiesHouseCsv } from '../../src/server/import/formats/companies-house-csv.ts';
import { gleifLeiXml } from '../../src/server/import/formats/gleif-lei-xml.ts';
import { gleifRrXml } from '../../src/server/import/formats/gleif-rr-xml.ts';
import { runImport } from '../../src/server/import/runner.ts';
import type { ImportFormat } from '../../src/server/import/types.ts';
import { suggestCompanies } from '../../src/server/search/company-search.service.ts';
import type { Engine } from '../../src/server/db/client.ts';
import { ENGINES, freshDb, PG_URL, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const CH_SAMPLE = join(FIXTURES, 'companies-house/basic-company-data-sample.csv');
const LEI_SAMPLE = join(FIXTURES, 'gleif/lei-cdf-3-golden-copy-sample.xml');
const RR_SAMPLE = join(FIXTURES, 'gleif/rr-cdf-golden-copy-sample.xml');
const dir = mkdtempSync(join(tmpdir(), 'bulk-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function copy(source: string, name: string, edit?: (text: string) => string): string {
  const file = join(dir, name);
  if (edit) writeFileSync(file, edit(readFileSync(source, 'utf8')));
  else copyFileSync(source, file);
  // The same modification time for every copy: retrieved_at is the file's, and the copies must compare equal.
  utimesSync(file, new Date('2026-11-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'));
  return file;
}

/** Every row a company load writes, ordered by key, without the time of the run. */
async function loadedRows(db: Kysely<Database>) {
  return {
    companies: (await db.selectFrom('companies').selectAll().orderBy('id').execute()).map(({ updated_at: _u, ...r }) => r),
    names: await db.selectFrom('company_names').selectAll().orderBy('company_id').orderBy('position').execute(),
    codes: await db.selectFrom('industry_codes').selectAll().orderBy('company_id').orderBy('position').execute(),
    charges: await db.selectFrom('charges').selectAll().orderBy('company_id').execute(),
    docs: await db.selectFrom('search_docs').selectAll().orderBy('doc').execute(),
    terms: await db.selectFrom('search_terms').selectAll().orderBy('term').orderBy('weight').orderBy('doc').execute(),
  };
}

/** A Companies House CSV of n rows: the sample's rows again and again, each with a number and a name of its own. */
function largerCsv(name: string, n: number): string {
  return copy(CH_SAMPLE, name, (text) => {
    const [header, ...body] = text.trimEnd().split('\n');
    const out = [header];
    for (let i = 0; i < n; i++)
      out.push(
        body[i % body.length].replace(
          /^("(?:[^"]|"")*"),"[^"]*"/,
          (_m, v: string) => `${v.slice(0, -1)} ${i}","K${String(i).padStart(7, '0')}"`,
        ),
      );
    return `${out.join('\n')}\n`;
  });
}

/** The SQLite file of a test database. */
async function sqliteFile(db: Kysely<Database>): Promise<string> {
  return (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0].file;
}

/**
 * Whether the bulk load's staging is there: SQLite's file of its own beside the database
 * (`<database>-bulk`), PostgreSQL's `bulk_*` tables in the schema.
 */
async function stagingFileExists(t: TestDb): Promise<boolean> {
  if (t.engine === 'sqlite') return existsSync(`${await sqliteFile(t.db)}-bulk`);
  const r = await sql<{
    n: number;
  }>`select count(*) as n from pg_tables where schemaname = current_schema() and tablename like 'bulk\_%'`.execute(t.db);
  return Number(r.rows[0].n) > 0;
}

/** Tables, indexes and constraints with their definitions (schema names taken out on PostgreSQL). */
async function schemaObjects(t: TestDb) {
  if (t.engine === 'sqlite')
    return (
      await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master order by name`.execute(t.db)
    ).rows;
  const indexes = await sql<{ name: string; def: string }>`select indexname as name, replace(indexdef, current_schema() || '.', '') as def
      from pg_indexes where schemaname = current_schema() order by indexname`.execute(t.db);
  const constraints = await sql<{
    tbl: string;
    name: string;
    def: string;
  }>`select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() order by c.relname, k.conname`.execute(t.db);
  const tables = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(t.db);
  return { indexes: indexes.rows, constraints: constraints.rows, tables: tables.rows };
}

describe.each(ENGINES)('the bulk load on %s', (engine: Engine) => {
  it.each<[string, ImportFormat<never>, string]>([
    ['Companies House CSV', companiesHouseCsv as ImportFormat<never>, CH_SAMPLE],
    ['GLEIF LEI-CDF XML', gleifLeiXml as ImportFormat<never>, LEI_SAMPLE],
  ])('writes the same rows as the incremental path for the %s sample, with every index in place', async (_label, format, sample) => {
    const incremental = await freshDb(engine);
    const bulk = await freshDb(engine);
    try {
      const file = copy(sample, `${engine}-same-${format.name}`);
      const a = await runImport(incremental.db, format, file, { batchSize: 7 });
      const b = await runImport(bulk.db, format, file, { batchSize: 7, bulk: true });
      expect(b).toMatchObject({ rows_read: a.rows_read, rows_inserted: a.rows_inserted, rows_rejected: a.rows_rejected });
      expect(await loadedRows(bulk.db)).toEqual(await loadedRows(incremental.db));
      // The same tables and indexes, and no staging file left behind.
      expect(await schemaObjects(bulk)).toEqual(await schemaObjects(incremental));
      expect(await stagingFileExists(bulk)).toBe(false);
      // Searchable, and a later incremental import of the same file finds nothing to change.
      const first = (await loadedRows(bulk.db)).companies[0];
      expect(await suggestCompanies(bulk.db, first.name.slice(0, 6))).not.toHaveLength(0);
      expect(await runImport(bulk.db, format, file)).toMatchObject({ rows_unchanged: a.rows_inserted, rows_updated: 0, rows_inserted: 0 });
    } finally {
      await incremental.drop();
      await bulk.drop();
    }
  });

  it('keeps the later record of a company that appears twice, and rejects a broken row, with their lines', async () => {
    const t = await freshDb(engine);
    try {
      const lines = readFileSync(CH_SAMPLE, 'utf8').trimEnd().split('\n');
      const renamed = lines[2].replace('"! LTD"', '"! LIMITED AGAIN"');
      const file = copy(CH_SAMPLE, `${engine}-duplicates.csv`, () =>
        [...lines.slice(0, 5), '"BROKEN ROW","1234"', ...lines.slice(5), renamed, ''].join('\n'),
      );
      const rejectFile = join(dir, `${engine}-duplicates.tsv`);
      const summary = await runImport(t.db, companiesHouseCsv, file, { batchSize: 4, bulk: true, rejectFile });
      expect(summary).toMatchObject({ rows_read: 33, rows_inserted: 31, rows_rejected: 2 });
      // The duplicate is found at the end, so its line comes after the batches' rejects.
      const rejects = readFileSync(rejectFile, 'utf8')
        .trim()
        .split('\n')
        .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
      expect(rejects).toHaveLength(2);
      expect(rejects[0]).toMatch(/^3\tcompany gb\/08209948 appears again further on; the later record is kept$/);
      expect(rejects[1]).toMatch(/^6\t/);
      const id = companyId('gb', '08209948');
      expect(await t.db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
        name: '! LIMITED AGAIN',
      });
      const docs = await t.db.selectFrom('search_docs').select(['doc', 'names']).where('entity_id', '=', id).execute();
      expect(docs).toHaveLength(1);
      expect(docs[0].names).toMatch(/limited again/);
      // The earlier record's keys went with it.
      const orphans = await sql<{
        n: number;
      }>`select count(*) as n from search_terms where doc not in (select doc from search_docs)`.execute(t.db);
      expect(Number(orphans.rows[0].n)).toBe(0);
    } finally {
      await t.drop();
    }
  });

  it('resumes a killed bulk load from its staged rows and finishes it like an uninterrupted one', async () => {
    const killed = await freshDb(engine);
    const whole = await freshDb(engine);
    try {
      const file = copy(CH_SAMPLE, `${engine}-resume.csv`);
      await expect(runImport(killed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true, stopAfterBatches: 2 })).rejects.toThrow(
        'stopped',
      );
      // Nothing is in the register yet: it was staged.
      expect(await killed.db.selectFrom('companies').select('id').execute()).toEqual([]);
      // As if the kill fell between a batch's commit in the staging file and the register's copy of the
      // run's progress: the resume point kept with the staged rows is the one that counts.
      await killed.db.updateTable('import_runs').set({ resume_at: 10, rows_read: 10, rows_inserted: 10 }).execute();
      const summary = await runImport(killed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(summary).toMatchObject({ resumedFrom: 20, rows_read: 31, rows_inserted: 31 });
      await runImport(whole.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(await loadedRows(killed.db)).toEqual(await loadedRows(whole.db));
      expect(await stagingFileExists(killed)).toBe(false);
    } finally {
      await killed.drop();
      await whole.drop();
    }
  });

  it('leaves the register as it was when killed during the final move, and does the move again on the next start', async () => {
    const killed = await freshDb(engine);
    const whole = await freshDb(engine);
    try {
      const file = copy(CH_SAMPLE, `${engine}-kill-in-move.csv`);
      await expect(runImport(killed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true, stopInFinalMove: true })).rejects.toThrow(
        'stopped',
      );
      expect(await killed.db.selectFrom('companies').select('id').execute()).toEqual([]);
      expect(await stagingFileExists(killed)).toBe(true);
      const summary = await runImport(killed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(summary).toMatchObject({ resumedFrom: 31, rows_read: 31, rows_inserted: 31 });
      await runImport(whole.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(await loadedRows(killed.db)).toEqual(await loadedRows(whole.db));
      expect(await schemaObjects(killed)).toEqual(await schemaObjects(whole));
      expect(await stagingFileExists(killed)).toBe(false);
    } finally {
      await killed.drop();
      await whole.drop();
    }
  });

  it('resumes after the import process is killed with SIGKILL mid-load, and ends with the rows of an uninterrupted load', async () => {
    const killed = await freshDb(engine);
    const whole = await freshDb(engine);
    try {
      const rows = 12_000;
      const file = largerCsv(`${engine}-sigkill.csv`, rows);
      // `npm run import` as an operator runs it (the project's node, no npm in between: SIGKILL reaches the importer itself).
      const child = spawn(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'scripts/import.ts', 'companies-house-csv', file, '--bulk', '--batch', '250'],
        {
          env: {
            ...process.env,
            LOG_LEVEL: 'silent',
            ...(engine === 'postgres'
              ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: killed.schema ?? '' }
              : { DATABASE_URL: '', SQLITE_PATH: await sqliteFile(killed.db) }),
          },
          stdio: 'ignore',
        },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
      // Killed once a few batches are staged: the register's copy of the run's progress says so.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const run = await killed.db.selectFrom('import_runs').select('rows_read').executeTakeFirst();
        if (Number(run?.rows_read ?? 0) >= 1000) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('the import ended or stalled before it could be killed');
        await new Promise((r) => setTimeout(r, 20));
      }
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      // Killed while staging: nothing in the register yet, the staged rows kept.
      expect(await killed.db.selectFrom('companies').select('id').execute()).toEqual([]);
      expect(await stagingFileExists(killed)).toBe(true);

      const resumed = await runImport(killed.db, companiesHouseCsv, file, { batchSize: 250, bulk: true });
      expect(resumed.resumedFrom).toBeGreaterThanOrEqual(1000);
      expect(resumed.resumedFrom).toBeLessThan(rows);
      expect(resumed).toMatchObject({ rows_read: rows, rows_inserted: rows, rows_rejected: 0 });
      await runImport(whole.db, companiesHouseCsv, file, { batchSize: 250, bulk: true });
      expect(await loadedRows(killed.db)).toEqual(await loadedRows(whole.db));
      expect(await schemaObjects(killed)).toEqual(await schemaObjects(whole));
      expect(await stagingFileExists(killed)).toBe(false);
    } finally {
      await killed.drop();
      await whole.drop();
    }
  }, 180_000);

  it('reports a cut-off file on its line and loads the records before the cut, as the incremental path does', async () => {
    const incremental = await freshDb(engine);
    const bulk = await freshDb(engine);
    try {
      const text = readFileSync(LEI_SAMPLE, 'utf8');
      // Cut inside the fifth record.
      const cut = text.split('<lei:LEIRecord ').slice(0, 5).join('<lei:LEIRecord ') + '<lei:LEIRecord xmlns:lei="x">\n   <lei:LEI>529900';
      const file = copy(LEI_SAMPLE, `${engine}-cut.xml`, () => cut);
      const a = await runImport(incremental.db, gleifLeiXml, file, { rejectFile: join(dir, `${engine}-cut-a.tsv`) });
      const b = await runImport(bulk.db, gleifLeiXml, file, { bulk: true, rejectFile: join(dir, `${engine}-cut-b.tsv`) });
      expect(b).toMatchObject({ rows_read: a.rows_read, rows_inserted: 4, rows_rejected: 1 });
      expect(await loadedRows(bulk.db)).toEqual(await loadedRows(incremental.db));
      const rejects = readFileSync(join(dir, `${engine}-cut-b.tsv`), 'utf8');
      expect(rejects).toBe(readFileSync(join(dir, `${engine}-cut-a.tsv`), 'utf8'));
      expect(rejects).toMatch(/^\d+\t.*truncated\?/);
      expect(await stagingFileExists(bulk)).toBe(false);
    } finally {
      await incremental.drop();
      await bulk.drop();
    }
  });

  it.skipIf(engine !== 'postgres')('stages the file again when a server crash emptied the unlogged staging tables', async () => {
    const crashed = await freshDb(engine);
    const whole = await freshDb(engine);
    try {
      const file = copy(CH_SAMPLE, `${engine}-crash.csv`);
      await expect(runImport(crashed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true, stopAfterBatches: 2 })).rejects.toThrow(
        'stopped',
      );
      // What crash recovery does to UNLOGGED tables; bulk_run is logged and keeps its resume point.
      await sql`truncate bulk_companies, bulk_company_names, bulk_industry_codes, bulk_charges, bulk_search_docs, bulk_search_terms`.execute(
        crashed.db,
      );
      const summary = await runImport(crashed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(summary).toMatchObject({ resumedFrom: 0, rows_read: 31, rows_inserted: 31 });
      await runImport(whole.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(await loadedRows(crashed.db)).toEqual(await loadedRows(whole.db));
    } finally {
      await crashed.drop();
      await whole.drop();
    }
  });

  it('stops another import while a bulk load is unfinished, unless told to drop it', async () => {
    const t = await freshDb(engine);
    try {
      await expect(
        runImport(t.db, companiesHouseCsv, copy(CH_SAMPLE, `${engine}-unfinished.csv`), { batchSize: 10, bulk: true, stopAfterBatches: 1 }),
      ).rejects.toThrow('stopped');
      await expect(runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, `${engine}-meanwhile.xml`))).rejects.toThrow(
        /^a bulk load of .*unfinished\.csv \(companies-house-csv\) stopped before it finished: import that file again to finish it, or add --abandon-bulk to drop what it staged$/,
      );
      expect(await runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, `${engine}-meanwhile.xml`), { abandonBulk: true })).toMatchObject({
        rows_inserted: 13,
      });
      expect(await stagingFileExists(t)).toBe(false);
      // A file of another format given to a bulk load leaves nothing staged.
      const other = await freshDb(engine);
      try {
        await expect(runImport(other.db, companiesHouseCsv, copy(LEI_SAMPLE, `${engine}-not-csv.xml`), { bulk: true })).rejects.toThrow(
          /not a/,
        );
        expect(await stagingFileExists(other)).toBe(false);
      } finally {
        await other.drop();
      }
    } finally {
      await t.drop();
    }
  });

  it('is refused with the reason where it cannot run, and taken by itself only for large files', async () => {
    const t = await freshDb(engine);
    try {
      await expect(runImport(t.db, gleifRrXml, copy(RR_SAMPLE, `${engine}-rr.xml`), { bulk: true })).rejects.toThrow(
        '--bulk: the gleif-rr-xml format has no bulk path; import without --bulk',
      );
      // 'auto' on a small file: the incremental path (rows land batch by batch).
      await expect(
        runImport(t.db, companiesHouseCsv, copy(CH_SAMPLE, `${engine}-auto.csv`), { batchSize: 10, bulk: 'auto', stopAfterBatches: 1 }),
      ).rejects.toThrow('stopped');
      expect(await t.db.selectFrom('companies').select('id').execute()).toHaveLength(10);
      await expect(runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, `${engine}-lei.xml`), { bulk: true })).rejects.toThrow(
        '--bulk: the register already holds companies: --bulk is for a first load into empty tables (import without it to update them)',
      );
    } finally {
      await t.drop();
    }
  });
});
