import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, writeCompanies } from '../../src/server/import/company-writer.ts';
import { companiesHouseOfficers } from '../../src/server/import/formats/companies-house-officers.ts';
import { prod195Records, type Prod195Person } from '../../src/server/import/formats/prod195-records.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { WrongFormatError, type Parsed } from '../../src/server/import/types.ts';
import { bundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const SAMPLE = join(FIXTURES, 'companies-house/officers-prod195-sample.dat');
const EXPECTED = join(FIXTURES, 'companies-house/officers-prod195-sample.expected.csv');
const dir = mkdtempSync(join(tmpdir(), 'officers-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Columns of the expected CSV (that project's own parse) and the parser's fields they hold. */
const COLUMNS: Record<string, keyof Prod195Person> = {
  'Company Number': 'companyNumber',
  'App Date Origin': 'appDateOrigin',
  'Appointment Type': 'appointmentType',
  'Person number': 'personNumber',
  'Corporate indicator': 'corporateIndicator',
  'Appointment Date': 'appointmentDate',
  'Resignation Date': 'resignationDate',
  'Person Postcode': 'postcode',
  'Partial Date of Birth': 'partialDateOfBirth',
  'Full Date of Birth': 'fullDateOfBirth',
  Title: 'title',
  Forenames: 'forenames',
  Surname: 'surname',
  Honours: 'honours',
  Care_of: 'careOf',
  PO_box: 'poBox',
  'Address line 1': 'addressLine1',
  'Address line 2': 'addressLine2',
  Post_town: 'postTown',
  County: 'county',
  Country: 'country',
  Occupation: 'occupation',
  Nationality: 'nationality',
  'Resident Country': 'residentCountry',
};

async function collect<T>(records: AsyncIterable<Parsed<T>>): Promise<Array<Parsed<T>>> {
  const out: Array<Parsed<T>> = [];
  for await (const r of records) out.push(r);
  return out;
}

/** A person record laid out as the specification says, for cases the real sample lacks. */
function personRecord(company: string, type: string, person: string, appointed: string, resigned: string, data: string[]): string {
  const variable = `${data.join('<')}<`;
  return `${company.padEnd(8)}21${type}${person} ${' '.repeat(7)}${appointed.padEnd(8)}${resigned.padEnd(8)}${'AB1 2CD'.padEnd(8)}${'198001  '}${' '.repeat(8)}${String(variable.length).padStart(4, '0')}${variable}`;
}

function person(i: number): string {
  const data = ['MS', `ANNE ${i}`, 'SMITH', '', '', '', `${i} HIGH STREET`, '', 'LEEDS', '', 'ENGLAND', 'DIRECTOR', 'BRITISH', 'ENGLAND'];
  return personRecord('12251711', '01', String(500000000000 + i), '20200101', '', data);
}

function snapshot(name: string, lines: string[], trailer = true): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    ['DDDDSNAP425720260706', ...lines, ...(trailer ? [`99999999${String(lines.length).padStart(8, '0')}`] : [])].join('\n') + '\n',
  );
  return file;
}

const sampleLines = () => readFileSync(SAMPLE, 'latin1').split('\n');

describe('Companies House officers snapshot (Prod195) parsing', () => {
  it('reads every person record of the real sample exactly as the expected parse', async () => {
    const expected = parse(readFileSync(EXPECTED, 'utf8'), { columns: true }) as Array<Record<string, string>>;
    const parsed = await collect(
      prod195Records(
        SAMPLE,
        (p) => p,
        () => {},
      ),
    );
    expect(parsed.map((p) => p.ok)).toEqual([true, true, true]);
    expect(parsed.map((p) => p.line)).toEqual([3, 4, 6]);
    expect(parsed).toHaveLength(expected.length);
    parsed.forEach((p, i) => {
      if (!p.ok) throw new Error('unreachable');
      for (const [column, field] of Object.entries(COLUMNS))
        expect({ column, value: p.value[field] }).toEqual({ column, value: expected[i][column] });
    });
  });
});

describe.each(ENGINES)('Companies House officers snapshot import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const ctx = { runId: 'setup', source: 'test', sourceUrl: null, retrievedAt: '2026-11-01T00:00:00.000Z', now: '2026-11-01T00:00:00.000Z' };
  const officerOf = (name: string) =>
    t.db
      .selectFrom('officers')
      .innerJoin('appointments', 'appointments.officer_id', 'officers.id')
      .selectAll()
      .where('officers.name', '=', name)
      .executeTakeFirstOrThrow();

  it('rejects officers of companies that are not in the register, with the line and the reason', async () => {
    const rejectFile = join(dir, `unknown-${engine}.tsv`);
    const summary = await runImport(t.db, companiesHouseOfficers, SAMPLE, { rejectFile });
    expect(summary).toMatchObject({ rows_read: 3, rows_inserted: 0, rows_rejected: 3 });
    expect(
      readFileSync(rejectFile, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split('\t')),
    ).toEqual([
      ['3', 'company gb/02905213 is not in the register; import its company file first'],
      ['4', 'company gb/02905213 is not in the register; import its company file first'],
      ['6', 'company gb/12251711 is not in the register; import its company file first'],
    ]);
  });

  it('turns each person record into an officer with its appointment, role, period and partial birth date', async () => {
    await t.db
      .transaction()
      .execute((tx) =>
        writeCompanies(tx, [bundle('gb', '02905213', 'I.T.K. (SAFETY) LIMITED'), bundle('gb', '12251711', 'WGFA LIMITED')], ctx),
      );
    const summary = await runImport(t.db, companiesHouseOfficers, SAMPLE, { batchSize: 2 });
    expect(summary).toMatchObject({ rows_read: 3, rows_inserted: 3, rows_rejected: 0 });
    expect(await officerOf('DAVID JOHN WALKER')).toMatchObject({
      normalised_name: 'david john walker',
      nationality: 'BRITISH',
      occupation: 'DIRECTOR',
      country_of_residence: 'UNITED KINGDOM',
      address_in_full: '52 CHORLEY NEW ROAD, BOLTON, LANCASHIRE, ENGLAND, BL1 4AP',
      birth_year: 1955,
      birth_month: 2,
      kind: 'natural person',
      company_id: companyId('gb', '12251711'),
      position: 'director',
      start_date: '2019-10-09',
      end_date: null,
      status: 'active',
      source: 'companies-house-officers',
    });
    expect(await officerOf('DAVID ROY EVANS')).toMatchObject({
      position: 'secretary',
      start_date: '1995-06-01',
      end_date: '1999-02-01',
      status: 'resigned',
      birth_year: 1966,
      birth_month: 8,
      occupation: 'FINANCIAL DIRECTOR',
      country_of_residence: 'ENGLAND',
      company_id: companyId('gb', '02905213'),
    });
    expect(await officerOf('CORPORATE ADMINISTRATION SECRETARIES LIMITED')).toMatchObject({
      kind: 'corporate officer',
      position: 'secretary',
      status: 'resigned',
      birth_year: null,
      occupation: null,
      nationality: 'BRITISH',
      address_in_full: 'FALCON HOUSE, 24 NORTH JOHN STREET, LIVERPOOL, MERSEYSIDE, L2 9RP',
    });
    expect(await t.db.selectFrom('appointments').select('id').execute()).toHaveLength(3);
  });

  it('changes nothing on a second import, and records a resignation in a newer file as a change', async () => {
    expect(await runImport(t.db, companiesHouseOfficers, SAMPLE)).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 3 });
    const lines = sampleLines();
    lines[5] = lines[5].replace('20191009        BL1 4AP', '2019100920261001BL1 4AP');
    const newer = join(dir, `newer-${engine}.dat`);
    writeFileSync(newer, lines.join('\n'));
    expect(await runImport(t.db, companiesHouseOfficers, newer)).toMatchObject({ rows_updated: 1, rows_unchanged: 2 });
    expect(await officerOf('DAVID JOHN WALKER')).toMatchObject({ end_date: '2026-10-01', status: 'resigned' });
    const change = await t.db.selectFrom('record_changes').select('diff').where('table_name', '=', 'officers').executeTakeFirstOrThrow();
    expect(JSON.parse(change.diff)).toEqual({ 'appointment.end_date': [null, '2026-10-01'], 'appointment.status': ['active', 'resigned'] });
  });

  it('rejects malformed records with their line numbers and writes the good ones', async () => {
    const fresh = await freshDb(engine);
    try {
      await fresh.db.transaction().execute((tx) => writeCompanies(tx, [bundle('gb', '12251711', 'WGFA LIMITED')], ctx));
      const good = [person(1), person(2), person(3)];
      const file = snapshot(`bad-${engine}.dat`, [
        good[0],
        person(4).replace('20200101', '20200231'), // line 3: impossible appointment date
        person(5).slice(0, 60), // line 4: short line
        `12251711X${person(6).slice(9)}`, // line 5: unknown record type
        good[1],
        person(7).replace(/^(.{10})01/, '$199'), // line 7: errored appointment type
        person(8).replace('198001  ', '1980AB  '), // line 8: unreadable partial birth date
        good[2],
      ]);
      const rejectFile = join(dir, `bad-${engine}.tsv`);
      const summary = await runImport(fresh.db, companiesHouseOfficers, file, { rejectFile, batchSize: 3 });
      expect(summary).toMatchObject({ rows_read: 8, rows_inserted: 3, rows_rejected: 5 });
      const rejects = readFileSync(rejectFile, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split('\t'));
      expect(rejects.map((r) => r[0])).toEqual(['3', '4', '5', '7', '8']);
      expect(rejects[0][1]).toBe('appointment date "20200231" is an impossible date');
      expect(rejects[1][1]).toBe('person record is 60 characters, shorter than its 76 fixed ones');
      expect(rejects[2][1]).toMatch(/^unknown record type "X"/);
      expect(rejects[3][1]).toMatch(/appointment type 99/);
      expect(rejects[4][1]).toMatch(/partial date of birth "1980AB {2}"/);
      expect((await fresh.db.selectFrom('officers').select('name').orderBy('name').execute()).map((o) => o.name)).toEqual([
        'ANNE 1 SMITH',
        'ANNE 2 SMITH',
        'ANNE 3 SMITH',
      ]);
    } finally {
      await fresh.drop();
    }
  });

  it('keeps what a truncated file holds and reports the cut line and the missing trailer', async () => {
    const fresh = await freshDb(engine);
    try {
      await fresh.db.transaction().execute((tx) => writeCompanies(tx, [bundle('gb', '12251711', 'WGFA LIMITED')], ctx));
      const file = join(dir, `truncated-${engine}.dat`);
      const whole = ['DDDDSNAP425720260706', person(1), person(2), person(3)].join('\n');
      writeFileSync(file, whole.slice(0, whole.length - 30));
      const rejectFile = join(dir, `truncated-${engine}.tsv`);
      const summary = await runImport(fresh.db, companiesHouseOfficers, file, { rejectFile });
      expect(summary).toMatchObject({ rows_inserted: 2, rows_rejected: 2 });
      const rejects = readFileSync(rejectFile, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split('\t'));
      expect(rejects[0]).toEqual(['4', expect.stringMatching(/the line is cut short/)]);
      expect(rejects[1]).toEqual(['5', 'the file ends after line 4 without its trailer record: it is truncated']);
      // A trailer that counts other records than the file holds is reported on its own line.
      const short = snapshot(`miscounted-${engine}.dat`, [person(1), person(2)], false);
      writeFileSync(short, `${readFileSync(short, 'utf8')}9999999900000003\n`);
      const miscounted = join(dir, `miscounted-${engine}.tsv`);
      await runImport(fresh.db, companiesHouseOfficers, short, { rejectFile: miscounted });
      expect(readFileSync(miscounted, 'utf8')).toBe('4\tthe trailer counts 3 records but the file has 2: records are missing or extra\n');
    } finally {
      await fresh.drop();
    }
  });

  it('stops at once on a file of another format, without touching the database', async () => {
    const before = await t.db.selectFrom('import_runs').select('id').execute();
    for (const other of [
      'companies-house/basic-company-data-sample.csv',
      'companies-house/psc-snapshot-sample.jsonl',
      'sec-edgar/company-tickers-sample.json',
    ]) {
      await expect(runImport(t.db, companiesHouseOfficers, join(FIXTURES, other))).rejects.toThrow(WrongFormatError);
    }
    await expect(runImport(t.db, companiesHouseOfficers, join(FIXTURES, 'companies-house/basic-company-data-sample.csv'))).rejects.toThrow(
      /is not a Companies House officers snapshot \(Prod195\) file: line 1 is not a DDDDSNAP header record/,
    );
    const update = join(dir, 'update.dat');
    writeFileSync(update, 'DDDDUPDT425720260706\n');
    await expect(runImport(t.db, companiesHouseOfficers, update)).rejects.toThrow(/officers update file/);
    expect(await t.db.selectFrom('import_runs').select('id').execute()).toEqual(before);
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      await fresh.db.transaction().execute((tx) => writeCompanies(tx, [bundle('gb', '12251711', 'WGFA LIMITED')], ctx));
      const file = snapshot(
        `resume-${engine}.dat`,
        Array.from({ length: 25 }, (_, i) => person(i + 1)),
      );
      await expect(runImport(fresh.db, companiesHouseOfficers, file, { batchSize: 10, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect(await fresh.db.selectFrom('officers').select('id').execute()).toHaveLength(20);
      const summary = await runImport(fresh.db, companiesHouseOfficers, file, { batchSize: 10 });
      expect(summary).toMatchObject({ resumedFrom: 20, rows_read: 25, rows_inserted: 25, rows_rejected: 0 });
      expect(await fresh.db.selectFrom('officers').select('id').execute()).toHaveLength(25);
      expect(await fresh.db.selectFrom('appointments').select('id').execute()).toHaveLength(25);
    } finally {
      await fresh.drop();
    }
  });
});
