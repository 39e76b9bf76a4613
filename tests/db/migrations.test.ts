import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../../src/server/db/migrate.ts';
import type { CompaniesTable } from '../../src/server/db/schema.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const company: CompaniesTable = {
  id: '0b6f3b5e-0000-5000-8000-000000000001',
  jurisdiction_code: 'gb',
  company_number: '00000006',
  name: 'MARINE AND GENERAL MUTUAL LIFE ASSURANCE SOCIETY',
  normalised_name: 'marine and general mutual life assurance society',
  company_type: 'Private Limited Company',
  nonprofit: 0,
  current_status: 'Active',
  inactive: 0,
  incorporation_date: '1871-06-29',
  dissolution_date: null,
  branch: null,
  website: null,
  business_number: null,
  lei: '213800ABCDEFGHIJKL12',
  registered_address_in_full: '1 Hoxton Square, London N1 6NN',
  postal_code: 'N1 6NN',
  country_code: 'GB',
  alternative_legal_name: null,
  alternative_legal_name_language: null,
  home_jurisdiction_code: null,
  home_company_number: null,
  native_company_number: null,
  previous_company_number: null,
  restricted_for_marketing: 1,
  accounts_next_due: '2027-09-30',
  accounts_reference_date: '31/12',
  accounts_last_made_up: '2025-12-31',
  accounts_category: 'FULL',
  annual_return_next_due: '2027-07-01',
  annual_return_last_made_up: '2026-06-17',
  liquidated: 0,
  has_insolvency_history: 0,
  has_charges: 1,
  has_litigation: null,
  extra: '{"k":1}',
  content_hash: 'abc',
  source: 'companies-house',
  source_url: 'https://download.companieshouse.gov.uk/',
  retrieved_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe.each(ENGINES)('schema on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('stores a company and reads every field back in the same portable form', async () => {
    await t.db.insertInto('companies').values(company).execute();
    const row = await t.db.selectFrom('companies').selectAll().where('id', '=', company.id).executeTakeFirstOrThrow();
    expect({ ...row }).toEqual(company);
  });

  it('refuses a second company with the same jurisdiction and number', async () => {
    await expect(
      t.db
        .insertInto('companies')
        .values({ ...company, id: 'other' })
        .execute(),
    ).rejects.toThrow();
  });

  it("removes a company's names and codes with it", async () => {
    await t.db
      .insertInto('company_names')
      .values({
        company_id: company.id,
        position: 0,
        name: 'OLD NAME LTD',
        kind: 'previous',
        language: null,
        start_date: '1990-01-01',
        end_date: '2001-02-03',
      })
      .execute();
    await t.db.deleteFrom('companies').where('id', '=', company.id).execute();
    expect(await t.db.selectFrom('company_names').selectAll().execute()).toEqual([]);
  });

  it('migrates down to nothing, one migration at a time, and up again', async () => {
    while ((await migrateDown(t.db, t.schema)).results?.length);
    const tables =
      engine === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'companies'`.execute(t.db)
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name = 'companies'`.execute(
            t.db,
          );
    expect(tables.rows).toEqual([]);
    await migrateToLatest(t.db, t.schema);
    expect(await t.db.selectFrom('companies').selectAll().execute()).toEqual([]);
  });
});
