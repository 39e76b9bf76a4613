import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleRows, domainOf, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const NOW = '2026-11-24T07:00:00.000Z';
const bundle = (websites: string[]): BrokerBundle => ({
  broker: {
    id: '7b0c6f0e-1a2b-5c3d-8e4f-000000000001',
    code: '0000000001',
    name: 'Harbour Markets',
    normalised_name: 'harbour markets',
    country: 'CY',
    founded_year: 2012,
    status: 'active',
    description: null,
    contact_phone: '+357 25 000000',
    contact_other: null,
    trial_users: 1200,
    trading_orders: 56000,
    margin_used_usd: 1_500_000,
    influence: 6.5,
    environment: 'STP',
    capital_ratio: 1.8,
  },
  companies: [],
  websites: websites.map((url) => ({ url, domain: domainOf(url)!, kind: 'official', registered_on: '2012-03-01', checked_on: null })),
  accounts: [
    { name: 'Standard', spread_pips: 1.2, commission: null, max_leverage: 30, min_deposit: 100, currency: 'USD', instruments: '["forex"]' },
  ],
  software: [
    {
      platform: 'MT5',
      server_name: 'HarbourMarkets-Live',
      server_company: 'Harbour Markets Ltd',
      server_country: 'CY',
      ping_ms: 40,
      checked_on: null,
    },
  ],
  vps: [],
  claims: [{ regulator_key: 'cysec', licence_number: '123/10', claimed_holder: 'Harbour Markets Ltd' }],
});
const rows = (b: BrokerBundle) => bundleRows(b, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW });

describe('domainOf', () => {
  it('reads a host without www from a URL or a bare domain, and nothing from text that is no URL', () => {
    expect(domainOf('https://www.Harbour-Markets.com/en/')).toBe('harbour-markets.com');
    expect(domainOf('harbour.eu')).toBe('harbour.eu');
    expect(domainOf('not a url')).toBeNull();
  });
});

describe.each(ENGINES)('broker bundles on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db?.close());

  it('writes a broker with its own rows, and a second write replaces them but keeps the score', async () => {
    await replaceBrokers(db.db, [rows(bundle(['https://harbour.example', 'https://trade.harbour.example']))]);
    await db.db.updateTable('brokers').set({ score: 7.5, rank: 3 }).execute();
    await replaceBrokers(db.db, [rows(bundle(['https://harbour.example']))]);
    const b = await db.db.selectFrom('brokers').selectAll().executeTakeFirstOrThrow();
    expect([b.name, Number(b.score), b.rank]).toEqual(['Harbour Markets', 7.5, 3]);
    const sites = await db.db.selectFrom('broker_websites').select('domain').execute();
    expect(sites.map((s) => s.domain)).toEqual(['harbour.example']);
    expect(await db.db.selectFrom('broker_claims').select('licence_number').execute()).toEqual([{ licence_number: '123/10' }]);
  });
});
