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
import { ENGINES, freshDb } from './engines.ts';
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

/** Whether the bulk load's staging file (beside the database, `<database>-bulk`) is there. */
async function stagingFileExists(db: Kysely<Database>): Promise<boolean> {
  const main = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0].file;
  return existsSync(`${main}-bulk`);
}

async function schemaObjects(db: Kysely<Database>) {
  return (
    await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master order by name`.execute(db)
  ).rows;
}

describe('the bulk load on SQLite', () => {
  it.each<[string, ImportFormat<never>, string]>([
    ['Companies House CSV', companiesHouseCsv as ImportFormat<never>, CH_SAMPLE],
    ['GLEIF LEI-CDF XML', gleifLeiXml as ImportFormat<never>, LEI_SAMPLE],
  ])('writes the same rows as the incremental path for the %s sample, with every index in place', async (_label, format, sample) => {
    const incremental = await freshDb('sqlite');
    const bulk = await freshDb('sqlite');
    try {
      const file = copy(sample, `same-${format.name}`);
      const a = await runImport(incremental.db, format, file, { batchSize: 7 });
      const b = await runImport(bulk.db, format, file, { batchSize: 7, bulk: true });
      expect(b).toMatchObject({ rows_read: a.rows_read, rows_inserted: a.rows_inserted, rows_rejected: a.rows_rejected });
      expect(await loadedRows(bulk.db)).toEqual(await loadedRows(incremental.db));
      // The same tables and indexes, and no staging file left behind.
      expect(await schemaObjects(bulk.db)).toEqual(await schemaObjects(incremental.db));
      expect(await stagingFileExists(bulk.db)).toBe(false);
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
    const t = await freshDb('sqlite');
    try {
      const lines = readFileSync(CH_SAMPLE, 'utf8').trimEnd().split('\n');
      const renamed = lines[2].replace('"! LTD"', '"! LIMITED AGAIN"');
      const file = copy(CH_SAMPLE, 'duplicates.csv', () =>
        [...lines.slice(0, 5), '"BROKEN ROW","1234"', ...lines.slice(5), renamed, ''].join('\n'),
      );
      const rejectFile = join(dir, 'duplicates.tsv');
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
    const killed = await freshDb('sqlite');
    const whole = await freshDb('sqlite');
    try {
      const file = copy(CH_SAMPLE, 'resume.csv');
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
      expect(await stagingFileExists(killed.db)).toBe(false);
    } finally {
      await killed.drop();
      await whole.drop();
    }
  });

  it('leaves the register as it was when killed during the final move, and does the move again on the next start', async () => {
    const killed = await freshDb('sqlite');
    const whole = await freshDb('sqlite');
    try {
      const file = copy(CH_SAMPLE, 'kill-in-move.csv');
      await expect(runImport(killed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true, stopInFinalMove: true })).rejects.toThrow(
        'stopped',
      );
      expect(await killed.db.selectFrom('companies').select('id').execute()).toEqual([]);
      expect(await stagingFileExists(killed.db)).toBe(true);
      const summary = await runImport(killed.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(summary).toMatchObject({ resumedFrom: 31, rows_read: 31, rows_inserted: 31 });
      await runImport(whole.db, companiesHouseCsv, file, { batchSize: 10, bulk: true });
      expect(await loadedRows(killed.db)).toEqual(await loadedRows(whole.db));
      expect(await schemaObjects(killed.db)).toEqual(await schemaObjects(whole.db));
      expect(await stagingFileExists(killed.db)).toBe(false);
    } finally {
      await killed.drop();
      await whole.drop();
    }
  });

  it('stops another import while a bulk load is unfinished, unless told to drop it', async () => {
    const t = await freshDb('sqlite');
    try {
      await expect(
        runImport(t.db, companiesHouseCsv, copy(CH_SAMPLE, 'unfinished.csv'), { batchSize: 10, bulk: true, stopAfterBatches: 1 }),
      ).rejects.toThrow('stopped');
      await expect(runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, 'meanwhile.xml'))).rejects.toThrow(
        /^a bulk load of .*unfinished\.csv \(companies-house-csv\) stopped before it finished: import that file again to finish it, or add --abandon-bulk to drop what it staged$/,
      );
      expect(await runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, 'meanwhile.xml'), { abandonBulk: true })).toMatchObject({
        rows_inserted: 13,
      });
      expect(await stagingFileExists(t.db)).toBe(false);
      // A file of another format given to a bulk load leaves nothing staged.
      const other = await freshDb('sqlite');
      try {
        await expect(runImport(other.db, companiesHouseCsv, copy(LEI_SAMPLE, 'not-csv.xml'), { bulk: true })).rejects.toThrow(/not a/);
        expect(await stagingFileExists(other.db)).toBe(false);
      } finally {
        await other.drop();
      }
    } finally {
      await t.drop();
    }
  });

  it('is refused with the reason where it cannot run, and taken by itself only for large files', async () => {
    const t = await freshDb('sqlite');
    try {
      await expect(runImport(t.db, gleifRrXml, copy(RR_SAMPLE, 'rr.xml'), { bulk: true })).rejects.toThrow(
        '--bulk: the gleif-rr-xml format has no bulk path; import without --bulk',
      );
      // 'auto' on a small file: the incremental path (rows land batch by batch).
      await expect(
        runImport(t.db, companiesHouseCsv, copy(CH_SAMPLE, 'auto.csv'), { batchSize: 10, bulk: 'auto', stopAfterBatches: 1 }),
      ).rejects.toThrow('stopped');
      expect(await t.db.selectFrom('companies').select('id').execute()).toHaveLength(10);
      await expect(runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, 'lei.xml'), { bulk: true })).rejects.toThrow(
        '--bulk: the register already holds companies: --bulk is for a first load into empty tables (import without it to update them)',
      );
    } finally {
      await t.drop();
    }
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('the bulk load on PostgreSQL', () => {
  it('is refused with a clear message (not written for PostgreSQL yet)', async () => {
    const t = await freshDb('postgres');
    try {
      await expect(runImport(t.db, companiesHouseCsv, copy(CH_SAMPLE, 'pg.csv'), { bulk: true })).rejects.toThrow(
        '--bulk: the bulk load is written for SQLite so far: on PostgreSQL, import without --bulk',
      );
      expect(await runImport(t.db, companiesHouseCsv, copy(CH_SAMPLE, 'pg-auto.csv'), { bulk: 'auto' })).toMatchObject({
        rows_inserted: 31,
      });
    } finally {
      await t.drop();
    }
  });
});
