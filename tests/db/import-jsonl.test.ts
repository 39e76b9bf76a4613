import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl, jsonlLine } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { WrongFormatError } from '../../src/server/import/types.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const MIXED = fileURLToPath(new URL('../fixtures/jsonl/mixed.jsonl', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'jsonl-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ACME = companyId('gb', '00000001');
const HOLDINGS = companyId('us_de', '7654321');

function write(name: string, lines: Array<string | object>): string {
  const file = join(dir, name);
  writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return file;
}

const mixedLines = () => readFileSync(MIXED, 'utf8').trim().split('\n');
const rejects = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));
const company = (n: number, extra: object = {}) => ({
  type: 'company',
  jurisdiction_code: 'gb',
  company_number: `N${n}`,
  name: `Company ${n}`,
  ...extra,
});

describe('JSON Lines format documentation', () => {
  it('gives an example line of every type, and every example is a valid line', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../docs/import-jsonl.md', import.meta.url)), 'utf8');
    const examples = [...doc.matchAll(/```json\n(.*)\n```/g)].map((m) => JSON.parse(m[1]) as { type: string });
    expect(examples.map((e) => e.type)).toEqual([
      'company',
      'officer',
      'relationship',
      'financial_summary',
      'financing_round',
      'ipo',
      'acquisition',
      'investor',
    ]);
    for (const e of examples) expect(() => jsonlLine(e)).not.toThrow();
  });
});

describe.each(ENGINES)('JSON Lines import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('writes every type of line, in file order, with every field where it belongs', async () => {
    const summary = await runImport(t.db, jsonl, MIXED, { batchSize: 4 });
    expect(summary).toMatchObject({ rows_read: 9, rows_inserted: 9, rows_updated: 0, rows_rejected: 0 });

    const acme = await t.db.selectFrom('companies').selectAll().where('id', '=', ACME).executeTakeFirstOrThrow();
    expect(acme).toMatchObject({
      name: 'Acme Widgets Ltd',
      normalised_name: 'acme widgets ltd',
      company_type: 'Private Limited Company',
      current_status: 'Active',
      inactive: 0,
      incorporation_date: '2001-02-03',
      registered_address_in_full: '1 High Street, Leeds, LS1 1AA',
      postal_code: 'LS1 1AA',
      country_code: 'GB',
      lei: '5493001KJTIIGC8Y1R12',
      website: 'https://acme.example',
      accounts_reference_date: '--12-31',
      has_charges: 1,
      has_litigation: 1,
      source: 'jsonl',
      source_url: null,
    });
    expect(JSON.parse(acme.extra!)).toEqual({ employees: 42 });
    expect(
      await t.db
        .selectFrom('company_names')
        .select(['name', 'kind', 'start_date', 'end_date'])
        .where('company_id', '=', ACME)
        .orderBy('name')
        .execute(),
    ).toEqual([
      { name: 'ACME', kind: 'trading', start_date: null, end_date: null },
      { name: 'Acme Ltd', kind: 'previous', start_date: '2001-02-03', end_date: '2010-05-01' },
    ]);
    expect(
      await t.db.selectFrom('industry_codes').select(['scheme', 'code']).where('company_id', '=', ACME).orderBy('code').execute(),
    ).toEqual([
      { scheme: 'uk_sic_2007', code: '62020' },
      { scheme: 'us_sic', code: '7372' },
    ]);
    expect(await t.db.selectFrom('charges').select(['total', 'outstanding', 'satisfied']).where('company_id', '=', ACME).execute()).toEqual(
      [{ total: 2, outstanding: 1, satisfied: 1 }],
    );

    // A flag the line leaves out is unknown (null), not "no".
    expect(
      (await t.db.selectFrom('companies').select('has_litigation').where('id', '=', HOLDINGS).executeTakeFirstOrThrow()).has_litigation,
    ).toBeNull();

    // A line's own source overrides the format's.
    expect(
      await t.db
        .selectFrom('companies')
        .select(['source', 'source_url', 'registered_address_in_full'])
        .where('id', '=', HOLDINGS)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      source: 'Delaware Division of Corporations',
      source_url: 'https://icis.corp.delaware.gov/',
      registered_address_in_full: '251 Little Falls Drive, Wilmington, DE 19808',
    });

    const jane = await t.db
      .selectFrom('officers')
      .innerJoin('appointments', 'appointments.officer_id', 'officers.id')
      .select([
        'name',
        'nationality',
        'birth_year',
        'birth_month',
        'address_in_full',
        'company_id',
        'position',
        'start_date',
        'end_date',
        'status',
      ])
      .where('name', '=', 'Jane Doe')
      .orderBy('position')
      .execute();
    expect(jane).toEqual([
      {
        name: 'Jane Doe',
        nationality: 'British',
        birth_year: 1970,
        birth_month: 4,
        address_in_full: 'Leeds, United Kingdom',
        company_id: ACME,
        position: 'director',
        start_date: '2015-01-01',
        end_date: null,
        status: 'active',
      },
      {
        name: 'Jane Doe',
        nationality: 'British',
        birth_year: 1970,
        birth_month: 4,
        address_in_full: 'Leeds, United Kingdom',
        company_id: HOLDINGS,
        position: 'secretary',
        start_date: '2016-06-01',
        end_date: '2020-01-31',
        status: 'resigned',
      },
    ]);

    expect(
      await t.db.selectFrom('relationships').select(['parent_company_id', 'child_company_id', 'kind', 'start_date']).execute(),
    ).toEqual([{ parent_company_id: HOLDINGS, child_company_id: ACME, kind: 'parent', start_date: '2012-01-01' }]);
    expect(
      await t.db
        .selectFrom('financial_summaries')
        .select(['company_id', 'period_end', 'currency', 'current_assets', 'bank_funds', 'current_liabilities'])
        .execute(),
    ).toEqual([
      {
        company_id: ACME,
        period_end: '2023-12-31',
        currency: 'GBP',
        current_assets: 1250000,
        bank_funds: 300000.5,
        current_liabilities: 800000,
      },
    ]);
    expect(
      await t.db
        .selectFrom('financing_rounds')
        .select(['company_id', 'round_name', 'published_on', 'investor_count', 'amount', 'main_investor'])
        .execute(),
    ).toEqual([
      {
        company_id: ACME,
        round_name: 'Series A',
        published_on: '2019-03-01',
        investor_count: 3,
        amount: 5000000,
        main_investor: 'Example Ventures',
      },
    ]);
    expect(
      await t.db.selectFrom('ipos').select(['company_id', 'stock_code', 'exchange', 'listing_date', 'listed_price', 'valuation']).execute(),
    ).toEqual([
      {
        company_id: HOLDINGS,
        stock_code: 'ACME',
        exchange: 'NASDAQ',
        listing_date: '2021-09-15',
        listed_price: 18.5,
        valuation: 2000000000,
      },
    ]);
    expect(
      await t.db
        .selectFrom('acquisitions')
        .select(['company_id', 'acquired_name', 'acquired_company_id', 'price', 'transaction_name'])
        .execute(),
    ).toEqual([
      {
        company_id: HOLDINGS,
        acquired_name: 'Acme Widgets Ltd',
        acquired_company_id: ACME,
        price: 12000000,
        transaction_name: 'Acme buys Widgets',
      },
    ]);
    expect(await t.db.selectFrom('investors').select(['company_id', 'name', 'is_main', 'rounds', 'partner']).execute()).toEqual([
      { company_id: ACME, name: 'Example Ventures', is_main: 1, rounds: 2, partner: 'A. Partner' },
    ]);
  });

  it('changes nothing on a second import, and records each changed record in record_changes', async () => {
    expect(await runImport(t.db, jsonl, MIXED, { batchSize: 4 })).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 9 });
    const lines = mixedLines();
    lines[0] = lines[0].replace('"current_status":"Active"', '"current_status":"Dissolved"');
    lines[2] = lines[2].replace('"start_date":"2015-01-01"}', '"start_date":"2015-01-01","end_date":"2024-06-30"}');
    lines[4] = lines[4].replace('"current_assets":1250000', '"current_assets":1300000');
    lines[6] = lines[6].replace('"listed_price":18.5', '"listed_price":19');
    const newer = write(`newer-${engine}.jsonl`, lines);
    const summary = await runImport(t.db, jsonl, newer);
    expect(summary).toMatchObject({ rows_updated: 4, rows_unchanged: 5, rows_inserted: 0, rows_rejected: 0 });
    const diffs = Object.fromEntries(
      (await t.db.selectFrom('record_changes').select(['table_name', 'diff']).where('run_id', '=', summary.runId).execute()).map((c) => [
        c.table_name,
        JSON.parse(c.diff),
      ]),
    );
    expect(diffs).toEqual({
      companies: expect.objectContaining({ current_status: ['Active', 'Dissolved'] }),
      officers: { 'appointment.end_date': [null, '2024-06-30'], 'appointment.status': ['active', 'resigned'] },
      financial_summaries: { current_assets: [1250000, 1300000] },
      ipos: { listed_price: [18.5, 19] },
    });
  });

  it('rejects lines about companies the register does not hold, saying which, and writes the rest', async () => {
    const rejectFile = join(dir, `unknown-${engine}.tsv`);
    const file = write(`unknown-${engine}.jsonl`, [
      { type: 'ipo', jurisdiction_code: 'fr', company_number: '552100554', stock_code: 'XX' },
      {
        type: 'officer',
        name: 'John Roe',
        appointments: [
          { jurisdiction_code: 'gb', company_number: '00000001', position: 'director' },
          { jurisdiction_code: 'gb', company_number: '99999999', position: 'director' },
        ],
      },
      {
        type: 'relationship',
        parent: { jurisdiction_code: 'de', company_number: 'HRB 1' },
        child: { jurisdiction_code: 'gb', company_number: '00000001' },
        kind: 'ultimate_parent',
      },
      { type: 'financial_summary', jurisdiction_code: 'gb', company_number: '99999999', period_end: '2024-12-31', current_assets: 1 },
    ]);
    const summary = await runImport(t.db, jsonl, file, { rejectFile });
    expect(summary).toMatchObject({ rows_read: 4, rows_inserted: 1, rows_rejected: 4 });
    expect(rejects(rejectFile)).toEqual([
      ['1', 'company fr/552100554 is not in the register; import its company file first (IPO XX)'],
      ['2', 'company gb/99999999 is not in the register; import its company file first'],
      [
        '3',
        'parent company de/HRB 1 is not in the register; import its company file first (ultimate_parent relationship with de/HRB 1 of gb/00000001)',
      ],
      ['4', 'company gb/99999999 is not in the register; import its company file first (financial summary for 2024-12-31)'],
    ]);
    expect(await t.db.selectFrom('officers').select('name').where('name', '=', 'John Roe').execute()).toHaveLength(1);
  });

  it('rejects malformed lines with their number and the field at fault, keeping the good ones', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = join(dir, `bad-${engine}.jsonl`);
      writeFileSync(
        file,
        [
          JSON.stringify(company(1)),
          '{"type":"company", "jurisdiction_code":"gb"', // 2: not JSON
          JSON.stringify({ type: 'shareholder', name: 'X' }), // 3: unknown type
          JSON.stringify(company(4, { name: undefined })), // 4: no name
          JSON.stringify(company(5, { incorporaton_date: '2020-01-01' })), // 5: misspelt field
          JSON.stringify(company(6, { incorporation_date: '2020-02-30' })), // 6: impossible date
          JSON.stringify({ type: 'officer', name: 'No Jobs', appointments: [] }), // 7: no appointment
          JSON.stringify({ type: 'ipo', jurisdiction_code: 'GB', company_number: 'N1', stock_code: 'N' }), // 8: upper-case jurisdiction
          JSON.stringify(company(9)),
          '["an", "array"]', // 10: not an object
          JSON.stringify(company(11)).slice(0, 40), // 11: truncated last line
        ].join('\n'),
      );
      const rejectFile = join(dir, `bad-${engine}.tsv`);
      const summary = await runImport(fresh.db, jsonl, file, { rejectFile, batchSize: 3 });
      expect(summary).toMatchObject({ rows_read: 11, rows_inserted: 2, rows_rejected: 9 });
      expect(rejects(rejectFile)).toEqual([
        ['2', 'not valid JSON'],
        [
          '3',
          'type: "shareholder"; expected one of company, officer, relationship, financial_summary, financing_round, ipo, acquisition, investor',
        ],
        ['4', 'name: Invalid input: expected string, received undefined'],
        ['5', expect.stringMatching(/^\(record\): Unrecognized key: "incorporaton_date"/)],
        ['6', 'incorporation_date: impossible date "2020-02-30"'],
        ['7', 'appointments: an officer needs at least one appointment'],
        ['8', 'jurisdiction_code: a jurisdiction code is lower case, such as gb, us_ny or ca_qc'],
        ['10', 'the line is not a JSON object'],
        ['11', 'not valid JSON'],
      ]);
      expect(
        (await fresh.db.selectFrom('companies').select('company_number').orderBy('company_number').execute()).map((c) => c.company_number),
      ).toEqual(['N1', 'N9']);
    } finally {
      await fresh.drop();
    }
  });

  it('reads has_litigation as a flag like has_charges, and refuses a value that is not one', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = join(dir, `litigation-${engine}.jsonl`);
      writeFileSync(
        file,
        [
          JSON.stringify(company(1, { has_litigation: false })),
          JSON.stringify(company(2, { has_litigation: 'true' })),
          JSON.stringify(company(3, { has_litigation: 'sometimes' })),
        ].join('\n'),
      );
      const rejectFile = join(dir, `litigation-${engine}.tsv`);
      const summary = await runImport(fresh.db, jsonl, file, { rejectFile });
      expect(summary).toMatchObject({ rows_read: 3, rows_inserted: 2, rows_rejected: 1 });
      expect(rejects(rejectFile).map(([line, reason]) => [line, reason.split(':')[0]])).toEqual([['3', 'has_litigation']]);
      expect(
        await fresh.db.selectFrom('companies').select(['company_number', 'has_litigation']).orderBy('company_number').execute(),
      ).toEqual([
        { company_number: 'N1', has_litigation: 0 },
        { company_number: 'N2', has_litigation: 1 },
      ]);
    } finally {
      await fresh.drop();
    }
  });

  it('keeps the later of two records of one company, and does not stop when a later batch changes it again', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = write(`twice-${engine}.jsonl`, [
        company(1),
        company(2),
        company(1, { name: 'Renamed' }),
        company(3),
        company(1, { name: 'Renamed again' }),
        company(4),
      ]);
      await runImport(fresh.db, jsonl, write(`first-${engine}.jsonl`, [company(1)]));
      const rejectFile = join(dir, `twice-${engine}.tsv`);
      const summary = await runImport(fresh.db, jsonl, file, { rejectFile, batchSize: 3 });
      expect(rejects(rejectFile)).toEqual([
        ['1', 'company gb/N1 appears again further on; the later record is kept'],
        ['5', 'company gb/N1 was already changed by an earlier line of this file; give each company once per file'],
      ]);
      expect(summary).toMatchObject({ rows_read: 6, rows_rejected: 2 });
      expect(
        (await fresh.db.selectFrom('companies').select('name').where('id', '=', companyId('gb', 'N1')).executeTakeFirstOrThrow()).name,
      ).toBe('Renamed');
    } finally {
      await fresh.drop();
    }
  });

  it('rejects a 1 MB name, cuts a 1 MB address with a note, and stores no NUL byte or lone surrogate', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = write(`limits-${engine}.jsonl`, [
        company(1, { name: 'A'.repeat(1 << 20) }),
        company(2, { name: 'Nul\u0000 \ud800Ltd', registered_address: { in_full: 'B'.repeat(1 << 20) } }),
      ]);
      const rejectFile = join(dir, `limits-${engine}.rejects.tsv`);
      const summary = await runImport(fresh.db, jsonl, file, { rejectFile });
      expect(summary).toMatchObject({ rows_read: 2, rows_inserted: 1, rows_rejected: 1, rows_truncated: 1 });
      expect(rejects(rejectFile)).toEqual([
        ['1', `bundle.company.name is ${1 << 20} characters long; at most 500 are accepted`],
        ['2', `kept, shortened: bundle.company.registered_address_in_full cut from ${1 << 20} to 1000 characters`],
      ]);
      const stored = await fresh.db.selectFrom('companies').selectAll().where('id', '=', companyId('gb', 'N2')).executeTakeFirstOrThrow();
      expect(stored.name).toBe('Nul Ltd');
      expect(stored.registered_address_in_full).toHaveLength(1000);
    } finally {
      await fresh.drop();
    }
  });

  it('stops at once on a file of another format, without touching the database', async () => {
    const before = await t.db.selectFrom('import_runs').select('id').execute();
    for (const other of ['companies-house/basic-company-data-sample.csv', 'companies-house/officers-prod195-sample.dat']) {
      await expect(runImport(t.db, jsonl, join(FIXTURES, other))).rejects.toThrow(
        /is not a JSON Lines import \(docs\/import-jsonl.md\) file: line 1 is not JSON/,
      );
    }
    for (const other of ['companies-house/psc-snapshot-sample.jsonl', 'sec-edgar/company-tickers-sample.json']) {
      await expect(runImport(t.db, jsonl, join(FIXTURES, other))).rejects.toThrow(WrongFormatError);
    }
    expect(await t.db.selectFrom('import_runs').select('id').execute()).toEqual(before);
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = write(
        `resume-${engine}.jsonl`,
        Array.from({ length: 25 }, (_, i) => company(i + 1)),
      );
      await expect(runImport(fresh.db, jsonl, file, { batchSize: 10, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(20);
      const summary = await runImport(fresh.db, jsonl, file, { batchSize: 10 });
      expect(summary).toMatchObject({ resumedFrom: 20, rows_read: 25, rows_inserted: 25 });
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(25);
    } finally {
      await fresh.drop();
    }
  });
});
