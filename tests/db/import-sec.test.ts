import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, writeCompanies } from '../../src/server/import/company-writer.ts';
import { financialSummaryId } from '../../src/server/import/financial-writer.ts';
import { secCompanyFacts } from '../../src/server/import/formats/sec-companyfacts.ts';
import { secCompanyTickers } from '../../src/server/import/formats/sec-company-tickers.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { WrongFormatError } from '../../src/server/import/types.ts';
import { bundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const TICKERS = join(FIXTURES, 'sec-edgar/company-tickers-sample.json');
const FACTS = join(FIXTURES, 'sec-edgar/companyfacts-assets-current-sample.json');
const CONCEPTS = fileURLToPath(new URL('../fixtures/sec/companyfacts-concepts.json', import.meta.url));
const CH_CSV = join(FIXTURES, 'companies-house/basic-company-data-sample.csv');
const dir = mkdtempSync(join(tmpdir(), 'sec-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ctx = { runId: 'setup', source: 'test', sourceUrl: null, retrievedAt: '2026-11-01T00:00:00.000Z', now: '2026-11-01T00:00:00.000Z' };

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function rejects(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));
}

describe.each(ENGINES)('SEC company_tickers import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('makes every filer a US company under its 10-digit CIK, with its ticker as a listing', async () => {
    const summary = await runImport(t.db, secCompanyTickers, TICKERS, { batchSize: 20 });
    expect(summary).toMatchObject({ rows_read: 51, rows_inserted: 51, rows_updated: 0, rows_rejected: 0 });
    const msft = await t.db.selectFrom('companies').selectAll().where('id', '=', companyId('us', '0000789019')).executeTakeFirstOrThrow();
    expect(msft).toMatchObject({
      jurisdiction_code: 'us',
      company_number: '0000789019',
      name: 'MICROSOFT CORP',
      normalised_name: 'microsoft corp',
      source: 'sec-company-tickers',
    });
    expect(JSON.parse(msft.extra!)).toEqual({ cik: 789019, ticker: 'MSFT' });
    const usb = await t.db
      .selectFrom('companies')
      .select(['name', 'company_number'])
      .where('id', '=', companyId('us', '0000036104'))
      .executeTakeFirstOrThrow();
    expect(usb).toEqual({ name: 'US BANCORP \\DE\\', company_number: '0000036104' });
    const listing = await t.db.selectFrom('ipos').selectAll().where('company_id', '=', msft.id).execute();
    expect(listing).toEqual([
      expect.objectContaining({
        stock_code: 'MSFT',
        exchange: null,
        source: 'sec-company-tickers',
        source_url: 'https://www.sec.gov/files/company_tickers.json',
      }),
    ]);
    expect(await t.db.selectFrom('ipos').select('id').execute()).toHaveLength(51);
  });

  it('changes nothing on a second import, and records a renamed filer and a new ticker as changes', async () => {
    expect(await runImport(t.db, secCompanyTickers, TICKERS)).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 51 });
    const newer = write(
      `newer-${engine}.json`,
      readFileSync(TICKERS, 'utf8')
        .replace('"title":"Meta Platforms, Inc."', '"title":"Meta Platforms Holdings, Inc."')
        .replace('"ticker":"V","title":"VISA INC."', '"ticker":"VISA","title":"VISA INC."'),
    );
    const summary = await runImport(t.db, secCompanyTickers, newer);
    // Meta's company changed; Visa's company changed too (its ticker is in the company's extra) and gained a listing.
    expect(summary).toMatchObject({ rows_updated: 1, rows_inserted: 1, rows_unchanged: 49 });
    const meta = companyId('us', '0001326801');
    const change = await t.db.selectFrom('record_changes').select('diff').where('record_id', '=', meta).executeTakeFirstOrThrow();
    expect(JSON.parse(change.diff)).toMatchObject({ name: ['Meta Platforms, Inc.', 'Meta Platforms Holdings, Inc.'] });
    const visa = await t.db
      .selectFrom('ipos')
      .select('stock_code')
      .where('company_id', '=', companyId('us', '0001403161'))
      .orderBy('stock_code')
      .execute();
    expect(visa.map((v) => v.stock_code)).toEqual(['V', 'VISA']);
  });

  it('keeps one company for a filer with several share classes, written from its first entry', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = write(
        `classes-${engine}.json`,
        JSON.stringify({
          0: { cik_str: 1652044, ticker: 'GOOGL', title: 'Alphabet Inc.' },
          1: { cik_str: 789019, ticker: 'MSFT', title: 'MICROSOFT CORP' },
          2: { cik_str: 1652044, ticker: 'GOOG', title: 'Alphabet Inc.' },
        }),
      );
      const rejectFile = join(dir, `classes-${engine}.tsv`);
      expect(await runImport(fresh.db, secCompanyTickers, file, { batchSize: 2, rejectFile })).toMatchObject({
        rows_inserted: 3,
        rows_rejected: 0,
      });
      const alphabet = companyId('us', '0001652044');
      expect(
        JSON.parse((await fresh.db.selectFrom('companies').select('extra').where('id', '=', alphabet).executeTakeFirstOrThrow()).extra!),
      ).toEqual({ cik: 1652044, ticker: 'GOOGL' });
      expect(
        (await fresh.db.selectFrom('ipos').select('stock_code').where('company_id', '=', alphabet).orderBy('stock_code').execute()).map(
          (r) => r.stock_code,
        ),
      ).toEqual(['GOOG', 'GOOGL']);
      expect(await runImport(fresh.db, secCompanyTickers, file, { batchSize: 2 })).toMatchObject({
        rows_inserted: 0,
        rows_updated: 0,
        rows_unchanged: 3,
      });
    } finally {
      await fresh.drop();
    }
  });

  it('rejects malformed entries by their key, and keeps the entries before a cut-off', async () => {
    const fresh = await freshDb(engine);
    try {
      const bad = write(
        `bad-${engine}.json`,
        readFileSync(TICKERS, 'utf8')
          .replace('"cik_str":1045810', '"cik_str":"NVDA"')
          .replace('"ticker":"AMZN"', '"ticker":""')
          .replace('"title":"Tesla, Inc."', '"name":"Tesla, Inc."'),
      );
      const rejectFile = join(dir, `bad-${engine}.tsv`);
      const summary = await runImport(fresh.db, secCompanyTickers, bad, { rejectFile });
      expect(summary).toMatchObject({ rows_read: 51, rows_inserted: 48, rows_rejected: 3 });
      expect(rejects(rejectFile)).toEqual([
        ['2', expect.stringMatching(/^entry "2": cik_str: /)],
        ['4', 'entry "4": ticker: ticker is empty'],
        ['13', expect.stringMatching(/^entry "13": title: /)],
      ]);

      const text = readFileSync(TICKERS, 'utf8');
      const truncated = write(`truncated-${engine}.json`, text.slice(0, text.indexOf('"45":') + 30));
      const cutFile = join(dir, `truncated-${engine}.tsv`);
      const cut = await runImport(fresh.db, secCompanyTickers, truncated, { rejectFile: cutFile });
      expect(cut).toMatchObject({ rows_read: 46, rows_rejected: 1 });
      expect(rejects(cutFile)).toEqual([['45', expect.stringMatching(/^the JSON breaks off after entry "44" .*truncated or corrupt/)]]);
      // The cut file holds entries 2, 4 and 13 whole, so they land now: every filer is in.
      expect(cut).toMatchObject({ rows_inserted: 3, rows_unchanged: 42 });
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(51);
    } finally {
      await fresh.drop();
    }
  });

  it('stops at once on a file of another shape, saying what it is', async () => {
    const before = await t.db.selectFrom('import_runs').select('id').execute();
    await expect(runImport(t.db, secCompanyTickers, CH_CSV)).rejects.toThrow(WrongFormatError);
    await expect(runImport(t.db, secCompanyTickers, CH_CSV)).rejects.toThrow(/is not an SEC company_tickers.json file: it is not JSON/);
    await expect(runImport(t.db, secCompanyTickers, FACTS)).rejects.toThrow(
      /its first key is "cik", not an entry number \(it looks like an SEC companyfacts file\)/,
    );
    await expect(runImport(t.db, secCompanyTickers, write('array.json', '[{"cik_str":1,"ticker":"A","title":"A"}]'))).rejects.toThrow(
      /the top level is an array/,
    );
    await expect(runImport(t.db, secCompanyTickers, write('other.json', '{"0":{"lei":"X"}}'))).rejects.toThrow(
      /entry "0" is not \{cik_str, ticker, title\}/,
    );
    expect(await t.db.selectFrom('import_runs').select('id').execute()).toEqual(before);
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = join(dir, `resume-${engine}.json`);
      copyFileSync(TICKERS, file);
      await expect(runImport(fresh.db, secCompanyTickers, file, { batchSize: 10, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(20);
      const summary = await runImport(fresh.db, secCompanyTickers, file, { batchSize: 10 });
      expect(summary).toMatchObject({ resumedFrom: 20, rows_read: 51, rows_inserted: 51 });
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(51);
      expect(await fresh.db.selectFrom('ipos').select('id').execute()).toHaveLength(51);
    } finally {
      await fresh.drop();
    }
  });
});

describe.each(ENGINES)('SEC companyfacts import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });
  const worlds = companyId('us', '0000001961');

  it('rejects the summaries of a filer that is not in the register, saying why', async () => {
    const rejectFile = join(dir, `unknown-facts-${engine}.tsv`);
    const summary = await runImport(t.db, secCompanyFacts, FACTS, { rejectFile });
    expect(summary).toMatchObject({ rows_read: 23, rows_inserted: 0, rows_rejected: 23 });
    expect(rejects(rejectFile)[0]).toEqual([
      '1',
      'company us/0000001961 is not in the register; import its company file first (financial summary for 2010-12-31)',
    ]);
  });

  it('writes one summary per period end from the latest periodic filing that reports it', async () => {
    await t.db
      .transaction()
      .execute((tx) => writeCompanies(tx, [bundle('us', '0000001961', 'WORLDS INC.'), bundle('us', '0000320193', 'Apple Inc.')], ctx));
    const summary = await runImport(t.db, secCompanyFacts, FACTS, { batchSize: 5 });
    expect(summary).toMatchObject({ rows_read: 23, rows_inserted: 23, rows_rejected: 0 });
    const rows = await t.db.selectFrom('financial_summaries').selectAll().where('company_id', '=', worlds).orderBy('period_end').execute();
    expect(rows).toHaveLength(23);
    // 2011-12-31 is reported by three filings (10-K/A 2012, 10-K 2013, 10-K/A 2015): one row.
    expect(rows.find((r) => r.period_end === '2011-12-31')).toMatchObject({
      id: financialSummaryId(worlds, '2011-12-31'),
      current_assets: 278978,
      bank_funds: null,
      current_liabilities: null,
      currency: 'USD',
      period_start: null,
      source: 'sec-companyfacts',
      source_url: 'https://data.sec.gov/api/xbrl/companyfacts/CIK0000001961.json',
    });
    expect(rows.at(-1)).toMatchObject({ period_end: '2021-03-31', current_assets: 582783 });
  });

  it('prefers 10-K figures to other filings and the balance-sheet cash line to other cash concepts', async () => {
    expect(await runImport(t.db, secCompanyFacts, CONCEPTS)).toMatchObject({ rows_read: 3, rows_inserted: 3 });
    const rows = await t.db
      .selectFrom('financial_summaries')
      .select(['period_end', 'current_assets', 'bank_funds', 'current_liabilities'])
      .where('company_id', '=', companyId('us', '0000320193'))
      .orderBy('period_end')
      .execute();
    expect(rows).toEqual([
      { period_end: '2021-09-25', current_assets: null, bank_funds: 35929000000, current_liabilities: null },
      { period_end: '2022-09-24', current_assets: 135405000000, bank_funds: 23646000000, current_liabilities: 153982000000 },
      { period_end: '2023-09-30', current_assets: 143566000000, bank_funds: 29965000000, current_liabilities: 145308000000 },
    ]);
  });

  it('changes nothing on a second import, and records a restated figure as a change', async () => {
    expect(await runImport(t.db, secCompanyFacts, FACTS)).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 23 });
    const restated = write(`restated-${engine}.json`, readFileSync(FACTS, 'utf8').replaceAll('"val":278978', '"val":280000'));
    expect(await runImport(t.db, secCompanyFacts, restated)).toMatchObject({ rows_updated: 1, rows_unchanged: 22 });
    const id = financialSummaryId(worlds, '2011-12-31');
    const change = await t.db.selectFrom('record_changes').selectAll().where('record_id', '=', id).executeTakeFirstOrThrow();
    expect(change.table_name).toBe('financial_summaries');
    expect(JSON.parse(change.diff)).toEqual({ current_assets: [278978, 280000] });
  });

  it('rejects malformed facts by their index with the path, and writes nothing from a truncated file', async () => {
    const fresh = await freshDb(engine);
    try {
      await fresh.db.transaction().execute((tx) => writeCompanies(tx, [bundle('us', '0000001961', 'WORLDS INC.')], ctx));
      const bad = write(
        `bad-facts-${engine}.json`,
        readFileSync(FACTS, 'utf8')
          .replace('"val":26298', '"val":"26298"')
          .replace(
            '"end":"2013-12-31","val":321044,"accn":"0001264931-14-000125"',
            '"end":"2013-13-31","val":321044,"accn":"0001264931-14-000125"',
          ),
      );
      const rejectFile = join(dir, `bad-facts-${engine}.tsv`);
      const summary = await runImport(fresh.db, secCompanyFacts, bad, { rejectFile });
      expect(rejects(rejectFile)).toEqual([
        ['9', 'facts.us-gaap.AssetsCurrent.units.USD[9]: end: not a YYYY-MM-DD date'],
        ['11', expect.stringMatching(/^facts\.us-gaap\.AssetsCurrent\.units\.USD\[11\]: val: /)],
      ]);
      // 2013-12-31 and 2015-12-31 are still reported by other filings; only the broken facts are lost.
      expect(summary).toMatchObject({ rows_inserted: 23, rows_rejected: 2 });

      const text = readFileSync(FACTS, 'utf8');
      const truncated = write(`truncated-facts-${engine}.json`, text.slice(0, Math.floor(text.length * 0.6)));
      const cutFile = join(dir, `truncated-facts-${engine}.tsv`);
      const before = await fresh.db.selectFrom('financial_summaries').selectAll().orderBy('id').execute();
      expect(await runImport(fresh.db, secCompanyFacts, truncated, { rejectFile: cutFile })).toMatchObject({
        rows_read: 1,
        rows_rejected: 1,
        rows_inserted: 0,
        rows_updated: 0,
      });
      expect(rejects(cutFile)).toEqual([
        ['0', expect.stringMatching(/^the JSON breaks off .*truncated or corrupt, so none of its \d+ periods is written$/)],
      ]);
      expect(await fresh.db.selectFrom('financial_summaries').selectAll().orderBy('id').execute()).toEqual(before);
    } finally {
      await fresh.drop();
    }
  });

  it('stops at once on a file of another shape, saying what it is', async () => {
    const before = await t.db.selectFrom('import_runs').select('id').execute();
    await expect(runImport(t.db, secCompanyFacts, CH_CSV)).rejects.toThrow(/is not an SEC companyfacts JSON file: it is not JSON/);
    await expect(runImport(t.db, secCompanyFacts, TICKERS)).rejects.toThrow(
      /its first key is "0", not cik, entityName or facts \(it looks like an SEC company_tickers.json file\)/,
    );
    await expect(runImport(t.db, secCompanyFacts, join(FIXTURES, 'companies-house/psc-snapshot-sample.jsonl'))).rejects.toThrow(
      WrongFormatError,
    );
    expect(await t.db.selectFrom('import_runs').select('id').execute()).toEqual(before);
  });

  it('reads a directory of companyfacts files (the unpacked bulk archive) as one run, naming the file of each reject', async () => {
    const fresh = await freshDb(engine);
    try {
      await fresh.db
        .transaction()
        .execute((tx) => writeCompanies(tx, [bundle('us', '0000001961', 'WORLDS INC.'), bundle('us', '0000320193', 'Apple Inc.')], ctx));
      const archive = join(dir, `archive-${engine}`);
      mkdirSync(archive);
      copyFileSync(FACTS, join(archive, 'CIK0000001961.json'));
      copyFileSync(CONCEPTS, join(archive, 'CIK0000320193.json'));
      writeFileSync(join(archive, 'CIK0000999999.json'), '{"0":{"cik_str":1,"ticker":"A","title":"A"}}');
      writeFileSync(join(archive, 'README.txt'), 'not read');
      const rejectFile = join(dir, `archive-${engine}.tsv`);
      const summary = await runImport(fresh.db, secCompanyFacts, archive, { rejectFile, batchSize: 7 });
      expect(summary).toMatchObject({ rows_read: 27, rows_inserted: 26, rows_rejected: 1 });
      expect(rejects(rejectFile)).toEqual([
        ['0', expect.stringMatching(/^CIK0000999999\.json: .* is not an SEC companyfacts JSON file: its first key is "0"/)],
      ]);
      expect(await runImport(fresh.db, secCompanyFacts, archive, { batchSize: 7 })).toMatchObject({ rows_inserted: 0, rows_unchanged: 26 });
    } finally {
      await fresh.drop();
    }
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      await fresh.db.transaction().execute((tx) => writeCompanies(tx, [bundle('us', '0000001961', 'WORLDS INC.')], ctx));
      const file = join(dir, `resume-facts-${engine}.json`);
      copyFileSync(FACTS, file);
      await expect(runImport(fresh.db, secCompanyFacts, file, { batchSize: 5, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect(await fresh.db.selectFrom('financial_summaries').select('id').execute()).toHaveLength(10);
      const summary = await runImport(fresh.db, secCompanyFacts, file, { batchSize: 5 });
      expect(summary).toMatchObject({ resumedFrom: 10, rows_read: 23, rows_inserted: 23 });
      expect(await fresh.db.selectFrom('financial_summaries').select('id').execute()).toHaveLength(23);
    } finally {
      await fresh.drop();
    }
  });
});
