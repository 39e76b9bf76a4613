import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, writeCompanies } from '../../src/server/import/company-writer.ts';
import { companiesHousePsc } from '../../src/server/import/formats/companies-house-psc.ts';
import { runImport } from '../../src/server/import/runner.ts';
import type { CompanyBundle } from '../../src/server/import/types.ts';
import { WrongFormatError } from '../../src/server/import/types.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const SAMPLE = join(FIXTURES, 'companies-house/psc-snapshot-sample.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'psc-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The companies the sample's PSCs control, as a register would already hold them. */
function registerOf(numbers: string[]): CompanyBundle[] {
  return numbers.map((n) => ({
    company: {
      jurisdiction_code: 'gb',
      company_number: n,
      name: `COMPANY ${n}`,
      normalised_name: `company ${n.toLowerCase()}`,
      company_type: null,
      nonprofit: null,
      current_status: 'Active',
      inactive: 0,
      incorporation_date: null,
      dissolution_date: null,
      branch: null,
      website: null,
      business_number: null,
      lei: null,
      registered_address_in_full: null,
      postal_code: null,
      country_code: 'GB',
      alternative_legal_name: null,
      alternative_legal_name_language: null,
      home_jurisdiction_code: null,
      home_company_number: null,
      native_company_number: null,
      previous_company_number: null,
      restricted_for_marketing: null,
      accounts_next_due: null,
      accounts_reference_date: null,
      accounts_last_made_up: null,
      accounts_category: null,
      annual_return_next_due: null,
      annual_return_last_made_up: null,
      liquidated: null,
      has_insolvency_history: null,
      has_charges: null,
      has_litigation: null,
      extra: null,
    },
    names: [],
    industryCodes: [],
    charges: null,
  }));
}

const numbers = readFileSync(SAMPLE, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l).company_number)
  .filter(Boolean) as string[];

describe.each(ENGINES)('Companies House PSC snapshot import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('rejects persons of companies that are not in the register yet, saying why', async () => {
    const rejectFile = join(dir, `missing-${engine}.tsv`);
    const summary = await runImport(t.db, companiesHousePsc, SAMPLE, { rejectFile });
    expect(summary).toMatchObject({ rows_inserted: 0, rows_rejected: 17 });
    expect(readFileSync(rejectFile, 'utf8').split('\n')[0]).toMatch(/^1\tcompany gb\/08209948 is not in the register/);
  });

  it('turns persons with significant control into executives with their control and period', async () => {
    const ctx = {
      runId: 'setup',
      source: 'test',
      sourceUrl: null,
      retrievedAt: '2026-11-01T00:00:00.000Z',
      now: '2026-11-01T00:00:00.000Z',
    };
    await t.db.transaction().execute((tx) => writeCompanies(tx, registerOf([...new Set(numbers)]), ctx));
    const summary = await runImport(t.db, companiesHousePsc, SAMPLE);
    // 19 records: one statement, one super-secure person and the totals line carry no one to import.
    expect(summary).toMatchObject({ rows_read: 17, rows_inserted: 17, rows_rejected: 0 });
    const marc = await t.db
      .selectFrom('officers')
      .innerJoin('appointments', 'appointments.officer_id', 'officers.id')
      .selectAll()
      .where('officers.name', '=', 'Mr Marc Anthony Feldman')
      .executeTakeFirstOrThrow();
    expect(marc).toMatchObject({
      nationality: 'British',
      country_of_residence: 'England',
      birth_year: 1961,
      birth_month: 12,
      normalised_name: 'mr marc anthony feldman',
      address_in_full: '9, Princes Square, Harrogate, HG1 1ND, England',
      company_id: companyId('gb', '08209948'),
      position: 'person with significant control',
      start_date: '2021-12-13',
      status: 'active',
    });
    expect(JSON.parse(marc.control!)).toEqual(['ownership-of-shares-75-to-100-percent']);
    const ceased = await t.db.selectFrom('appointments').select(['status', 'end_date']).where('end_date', 'is not', null).execute();
    expect(ceased).toEqual([{ status: 'ceased', end_date: '2018-02-27' }]);
    expect((await t.db.selectFrom('appointments').select('position').where('position', '=', 'beneficial owner').execute()).length).toBe(2);
  });

  it('changes nothing on a second import, and records a newly ceased control as a change', async () => {
    expect(await runImport(t.db, companiesHousePsc, SAMPLE)).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 17 });
    const newer = join(dir, `newer-${engine}.jsonl`);
    writeFileSync(
      newer,
      readFileSync(SAMPLE, 'utf8').replace('"notified_on":"2021-12-13"}}', '"notified_on":"2021-12-13","ceased_on":"2026-10-01"}}'),
    );
    const summary = await runImport(t.db, companiesHousePsc, newer);
    expect(summary).toMatchObject({ rows_updated: 1, rows_unchanged: 16 });
    const change = await t.db.selectFrom('record_changes').select('diff').where('table_name', '=', 'officers').executeTakeFirstOrThrow();
    expect(JSON.parse(change.diff)).toMatchObject({
      'appointment.end_date': [null, '2026-10-01'],
      'appointment.status': ['active', 'ceased'],
    });
  });

  it('rejects a broken line with its number and goes on; stops at once on another format', async () => {
    const broken = join(dir, `broken-${engine}.jsonl`);
    const lines = readFileSync(SAMPLE, 'utf8').split('\n');
    lines[3] = '{"company_number": "08810260", "data": {';
    lines[5] = '{"company_number":"07102351","data":{"kind":"individual-person-with-significant-control"}}';
    writeFileSync(broken, lines.join('\n'));
    const rejectFile = join(dir, `broken-${engine}.tsv`);
    const summary = await runImport(t.db, companiesHousePsc, broken, { rejectFile });
    expect(summary.rows_rejected).toBe(2);
    expect(
      readFileSync(rejectFile, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split('\t')),
    ).toEqual([
      ['4', 'not valid JSON'],
      ['6', 'name is missing'],
    ]);
    await expect(runImport(t.db, companiesHousePsc, join(FIXTURES, 'companies-house/basic-company-data-sample.csv'))).rejects.toThrow(
      WrongFormatError,
    );
  });
});
