import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnnest } from '../../src/server/db/pg-unnest.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

describe.each(ENGINES)('column-wise bulk insert on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('applies only to PostgreSQL', async () => {
    const applied = await insertUnnest(t.db, 'company_names', []);
    expect(applied).toBe(engine === 'postgres');
  });

  it.runIf(engine === 'postgres')('round-trips quotes, braces, backslashes, nulls, dates and large numbers', async () => {
    await t.db
      .insertInto('companies')
      .values({
        id: 'c1',
        jurisdiction_code: 'il',
        company_number: '1',
        name: 'x',
        normalised_name: 'x',
        company_type: null,
        nonprofit: null,
        current_status: null,
        inactive: 0,
        incorporation_date: null,
        dissolution_date: null,
        branch: null,
        website: null,
        business_number: null,
        lei: null,
        registered_address_in_full: null,
        postal_code: null,
        country_code: null,
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
        content_hash: 'h',
        source: 'demo',
        source_url: null,
        retrieved_at: '2026-11-01T06:00:00.000Z',
        updated_at: '2026-11-01T06:00:00.000Z',
      })
      .execute();
    const names = ['אלון בע"מ', 'a{b}c,d', 'back\\slash', 'ООО «Вектор»', "O'Brien & Sons", 'NULL', ''];
    await insertUnnest(
      t.db,
      'company_names',
      names.map((name, i) => ({
        company_id: 'c1',
        position: i,
        name,
        kind: 'alternative',
        language: i % 2 ? null : 'he',
        start_date: i === 1 ? '2020-02-29' : null,
        end_date: null,
      })),
    );
    const back = await t.db.selectFrom('company_names').select(['name', 'language', 'start_date']).orderBy('position').execute();
    expect(back.map((r) => r.name)).toEqual(names);
    expect(back[1]).toMatchObject({ language: null, start_date: '2020-02-29' });
    await insertUnnest(t.db, 'financial_summaries', [
      {
        id: 'f1',
        company_id: 'c1',
        period_start: null,
        period_end: '2025-12-31',
        currency: 'JPY',
        current_assets: 1234.5,
        bank_funds: null,
        current_liabilities: 1e15,
        source: 'demo',
        source_url: null,
        retrieved_at: '2026-11-01T06:00:00.000Z',
        updated_at: '2026-11-01T06:00:00.000Z',
      },
    ]);
    expect(
      await t.db
        .selectFrom('financial_summaries')
        .select(['current_assets', 'bank_funds', 'current_liabilities', 'period_end'])
        .executeTakeFirst(),
    ).toEqual({ current_assets: 1234.5, bank_funds: null, current_liabilities: 1e15, period_end: '2025-12-31' });
  });
});
