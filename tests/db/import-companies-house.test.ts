import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../../src/server/import/company-writer.ts';
import { companiesHouseCsv } from '../../src/server/import/formats/companies-house-csv.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { WrongFormatError } from '../../src/server/import/types.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const SAMPLE = join(FIXTURES, 'companies-house/basic-company-data-sample.csv');
const dir = mkdtempSync(join(tmpdir(), 'ch-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function copy(name: string, edit?: (text: string) => string): string {
  const file = join(dir, name);
  if (edit) writeFileSync(file, edit(readFileSync(SAMPLE, 'utf8')));
  else copyFileSync(SAMPLE, file);
  return file;
}

describe.each(ENGINES)('Companies House BasicCompanyData import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('imports every row of the real sample with its names, SIC codes, charges and dates', async () => {
    const file = copy(`sample-${engine}.csv`);
    const summary = await runImport(t.db, companiesHouseCsv, file, { batchSize: 7 });
    expect(summary).toMatchObject({ rows_read: 31, rows_inserted: 31, rows_updated: 0, rows_rejected: 0 });
    const c = await t.db.selectFrom('companies').selectAll().where('id', '=', companyId('gb', '08209948')).executeTakeFirstOrThrow();
    expect(c).toMatchObject({
      name: '! LTD',
      normalised_name: 'ltd',
      jurisdiction_code: 'gb',
      current_status: 'Active',
      inactive: 0,
      incorporation_date: '2012-09-11',
      accounts_next_due: '2021-06-30',
      accounts_last_made_up: '2019-09-30',
      accounts_category: 'DORMANT',
      accounts_reference_date: '--09-30',
      annual_return_next_due: '2021-09-25',
      annual_return_last_made_up: '2020-09-11',
      postal_code: 'LS10 2RU',
      country_code: 'GB',
      has_charges: 0,
      has_litigation: null,
      source: 'companies-house-csv',
    });
    expect(c.registered_address_in_full).toBe('METROHOUSE 57 PEPPER ROAD, HUNSLET, LEEDS, YORKSHIRE, LS10 2RU');
    const codes = await t.db
      .selectFrom('industry_codes')
      .select(['scheme', 'code', 'description'])
      .where('company_id', '=', c.id)
      .execute();
    expect(codes).toEqual([{ scheme: 'uk_sic_2007', code: '99999', description: 'Dormant Company' }]);
    expect(await t.db.selectFrom('charges').select(['total', 'outstanding']).where('company_id', '=', c.id).execute()).toEqual([
      { total: 0, outstanding: 0 },
    ]);
    const withPrevious = await t.db
      .selectFrom('company_names')
      .select(['name', 'kind', 'end_date'])
      .where('kind', '=', 'previous')
      .execute();
    expect(withPrevious.length).toBeGreaterThan(0);
    expect(withPrevious.every((n) => /^\d{4}-\d{2}-\d{2}$/.test(n.end_date ?? ''))).toBe(true);
  });

  it('changes nothing when the same file is imported again', async () => {
    const summary = await runImport(t.db, companiesHouseCsv, join(dir, `sample-${engine}.csv`), { batchSize: 7 });
    expect(summary).toMatchObject({ rows_read: 31, rows_inserted: 0, rows_updated: 0, rows_unchanged: 31 });
  });

  it('updates a changed company from a newer file and records what changed', async () => {
    const file = copy(`newer-${engine}.csv`, (s) =>
      s.replace(
        '"! LTD","08209948","","","METROHOUSE 57 PEPPER ROAD","HUNSLET","LEEDS","YORKSHIRE","","LS10 2RU","Private Limited Company","Active"',
        '"! LTD","08209948","","","METROHOUSE 57 PEPPER ROAD","HUNSLET","LEEDS","YORKSHIRE","","LS10 2RU","Private Limited Company","Dissolved"',
      ),
    );
    const summary = await runImport(t.db, companiesHouseCsv, file);
    expect(summary).toMatchObject({ rows_updated: 1, rows_unchanged: 30 });
    const id = companyId('gb', '08209948');
    const change = await t.db.selectFrom('record_changes').selectAll().where('record_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(change.diff)).toMatchObject({ current_status: ['Active', 'Dissolved'], inactive: [0, 1] });
    expect((await t.db.selectFrom('industry_codes').select('code').where('company_id', '=', id).execute()).map((r) => r.code)).toEqual([
      '99999',
    ]);
  });

  it('writes malformed rows to the reject file with their line and goes on', async () => {
    const file = copy(`bad-${engine}.csv`, (s) => {
      const lines = s.split('\n');
      lines[1] = lines[1].replace('"29/07/2020"', '"31/02/2020"'); // impossible date
      lines[4] = lines[4].replace(/^"[^"]*","[^"]*"/, '"NO NUMBER LTD",""'); // no company number
      lines[6] = '"TOO","FEW","FIELDS"'; // wrong field count
      lines[2] = lines[2].replace(/^("(?:[^"]|"")*","[^"]*","[^"]*","[^"]*",")/, '$1FLAT 1\nTHE YARD '); // a line break inside a field
      lines[8] = lines[8].replace(/^"/, '"STRAY"QUOTE '); // a stray quote
      return lines.join('\n');
    });
    const rejectFile = join(dir, `bad-${engine}.rejects.tsv`);
    const summary = await runImport(t.db, companiesHouseCsv, file, { rejectFile });
    expect(summary.rows_rejected).toBe(4);
    expect(summary.rows_read).toBe(31);
    const rejects = readFileSync(rejectFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    // Rows after the one with a line break inside a field are one line further down the file.
    expect(rejects.map((r) => r[0])).toEqual(['2', '6', '8', '10']);
    expect(rejects[0][1]).toContain('impossible date');
    expect(rejects[1][1]).toContain('CompanyNumber is empty');
    // The stray quote costs its own row only: the next row is read and imported (finding 11).
    expect(rejects[3][1]).toContain('quoted field');
    const next = readFileSync(file, 'utf8').split('\n')[10];
    const number = /^"(?:[^"]|"")*","([^"]*)"/.exec(next)![1];
    expect(await t.db.selectFrom('companies').select('id').where('id', '=', companyId('gb', number)).executeTakeFirst()).toBeDefined();
  });

  it('rejects a 1 MB company name, cuts a 1 MB address with a note, and never stores a NUL byte', async () => {
    const fresh = await freshDb(engine);
    try {
      let nul = '';
      let long = '';
      const file = copy(`limits-${engine}.csv`, (s) => {
        const lines = s.split('\n');
        lines[1] = lines[1].replace(/^"[^"]*"/, `"${'A'.repeat(1 << 20)}"`);
        lines[2] = lines[2].replace(/^"/, '"NUL\u0000 ');
        nul = /^"(?:[^"]|"")*","([^"]*)"/.exec(lines[2])![1];
        lines[3] = lines[3].replace(/^("(?:[^"]|"")*","[^"]*","[^"]*","[^"]*",")/, `$1${'B'.repeat(1 << 20)}`);
        long = /^"(?:[^"]|"")*","([^"]*)"/.exec(lines[3])![1];
        return lines.join('\n');
      });
      const rejectFile = join(dir, `limits-${engine}.rejects.tsv`);
      const summary = await runImport(fresh.db, companiesHouseCsv, file, { rejectFile });
      expect(summary).toMatchObject({ rows_read: 31, rows_inserted: 30, rows_rejected: 1, rows_truncated: 1 });
      const lines = readFileSync(rejectFile, 'utf8').trim().split('\n');
      expect(lines[0]).toBe(`2\tcompany.name is ${1 << 20} characters long; at most 500 are accepted`);
      expect(lines[1]).toMatch(/^4\tkept, shortened: company\.registered_address_in_full cut from \d+ to 1000 characters$/);
      const withNul = await fresh.db.selectFrom('companies').selectAll().where('id', '=', companyId('gb', nul)).executeTakeFirstOrThrow();
      expect(withNul.name).toMatch(/^NUL /);
      expect(JSON.stringify(withNul)).not.toContain('\\u0000');
      const cut = await fresh.db.selectFrom('companies').selectAll().where('id', '=', companyId('gb', long)).executeTakeFirstOrThrow();
      expect(cut.registered_address_in_full).toHaveLength(1000);
      const names = await fresh.db.selectFrom('companies').select('name').execute();
      expect(Math.max(...names.map((n) => n.name.length))).toBeLessThanOrEqual(500);
    } finally {
      await fresh.drop();
    }
  });

  it('keeps the later of two rows for the same company and reports the earlier one', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = copy(`twice-${engine}.csv`, (s) => {
        const lines = s.trim().split('\n');
        return [...lines, lines[3].replace(/^"[^"]*"/, '"RENAMED LATER LTD"')].join('\n');
      });
      const rejectFile = join(dir, `twice-${engine}.rejects.tsv`);
      const summary = await runImport(fresh.db, companiesHouseCsv, file, { rejectFile });
      expect(summary).toMatchObject({ rows_read: 32, rows_inserted: 31, rows_rejected: 1 });
      expect(readFileSync(rejectFile, 'utf8')).toMatch(/^4\tcompany gb\/\S+ appears again further on; the later record is kept\n$/);
      expect(await fresh.db.selectFrom('companies').select('name').where('name', '=', 'RENAMED LATER LTD').execute()).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });

  it('records each change when one run changes a company in two batches', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = copy(`twice-apart-${engine}.csv`, (s) => {
        const lines = s.trim().split('\n');
        return [...lines, lines[3].replace(/^"[^"]*"/, '"RENAMED ONCE LTD"'), lines[3].replace(/^"[^"]*"/, '"RENAMED TWICE LTD"')].join(
          '\n',
        );
      });
      const summary = await runImport(fresh.db, companiesHouseCsv, file, { batchSize: 1 });
      expect(summary).toMatchObject({ rows_read: 33, rows_inserted: 31, rows_updated: 2, rows_rejected: 0 });
      const changes = await fresh.db.selectFrom('record_changes').select('diff').execute();
      expect(changes.map((c) => JSON.parse(c.diff).name[1]).sort()).toEqual(['RENAMED ONCE LTD', 'RENAMED TWICE LTD']);
    } finally {
      await fresh.drop();
    }
  });

  it('stops at once on a JSON Lines file, without a reject for each of its lines', async () => {
    const rejectFile = join(dir, `jsonl-${engine}.rejects.tsv`);
    await expect(
      runImport(t.db, companiesHouseCsv, fileURLToPath(new URL('../fixtures/jsonl/mixed.jsonl', import.meta.url)), { rejectFile }),
    ).rejects.toThrow(WrongFormatError);
    expect(existsSync(rejectFile)).toBe(false);
  });

  it('stops at once on a file of another format, without touching the database', async () => {
    const before = await t.db.selectFrom('import_runs').select('id').execute();
    await expect(runImport(t.db, companiesHouseCsv, join(FIXTURES, 'gleif/lei-cdf-3-golden-copy-sample.xml'))).rejects.toThrow(
      WrongFormatError,
    );
    await expect(runImport(t.db, companiesHouseCsv, join(FIXTURES, 'gleif/lei-cdf-3-golden-copy-sample.xml'))).rejects.toThrow(
      /not a Companies House BasicCompanyData CSV file/,
    );
    expect(await t.db.selectFrom('import_runs').select('id').execute()).toEqual(before);
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = copy(`resume-${engine}.csv`);
      await expect(runImport(fresh.db, companiesHouseCsv, file, { batchSize: 10, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect((await fresh.db.selectFrom('companies').select('id').execute()).length).toBe(20);
      const summary = await runImport(fresh.db, companiesHouseCsv, file, { batchSize: 10 });
      expect(summary.resumedFrom).toBe(20);
      expect((await fresh.db.selectFrom('companies').select('id').execute()).length).toBe(31);
      // A later change to the file is a new run from the start.
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await runImport(fresh.db, companiesHouseCsv, file)).resumedFrom).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});
