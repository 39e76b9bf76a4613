/**
 * The bench world of brokers (bench:pages --kind dealer, bench:regulator-page): broker i with two
 * companies and their licences, websites, accounts, MT4 and MT5 servers, a VPS plan, a claim, a
 * score with every index and three history days; every tenth broker a clone with a warning.
 */
import type { Kysely } from 'kysely';
import { bundleRows, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { bulkInsert } from '../../src/server/db/bulk-insert.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { companyFields } from '../../src/server/import/company-fields.ts';

const AT = '2026-11-01T00:00:00.000Z';
const REGULATORS = ['fca', 'cysec', 'asic', 'bafin', 'finma', 'mas', 'sfc', 'fsa-jp'];

const code = (i: number) => String(8_800_000_000 + i);
/** The id of the i-th bench broker. */
export const brokerId = (i: number) => stableId('broker', code(i));
/** The id of the i-th bench broker's k-th company (k = 0 or 1). */
export const companyIdOf = (i: number, k: number) => stableId('bench-company', i, k);

function company(i: number, k: number) {
  const jurisdiction = k === 0 ? 'cy' : 'gb';
  return {
    id: companyIdOf(i, k),
    ...companyFields(
      jurisdiction,
      `B${i}-${k}`,
      `Bench Markets ${i} ${k === 0 ? 'Ltd' : '(UK) Limited'}`,
      `bench markets ${i} ${k === 0 ? 'ltd' : 'uk limited'}`,
      {
        company_type: 'Private Limited Company',
        current_status: 'Active',
        inactive: 0 as const,
        incorporation_date: '2012-01-01',
        registered_address_in_full: `${i} Harbour Road, Limassol`,
        country_code: jurisdiction.toUpperCase(),
      },
    ),
    content_hash: 'bench',
    source: 'demo',
    source_url: null,
    retrieved_at: AT,
    updated_at: AT,
  };
}

function bundle(i: number): BrokerBundle {
  const site = `https://www.bench-markets-${i}.example/`;
  return {
    broker: {
      id: brokerId(i),
      code: code(i),
      name: `Bench Markets ${i}`,
      normalised_name: `bench markets ${i}`,
      country: 'CY',
      founded_year: 2012,
      status: 'active',
      description: 'A forex and CFD broker.',
      contact_phone: '+357 25 000 000',
      contact_other: JSON.stringify({ email: `support@bench-markets-${i}.example` }),
      trial_users: 1000 + i,
      trading_orders: 50_000 + i,
      margin_used_usd: 1_000_000 + i,
      influence: (i % 100) / 10,
      environment: 'ECN',
      capital_ratio: 1.5,
    },
    companies: [
      { company_id: companyIdOf(i, 0), role: 'licensee' },
      { company_id: companyIdOf(i, 1), role: 'licensee' },
    ],
    websites: [
      { url: site, domain: `bench-markets-${i}.example`, kind: 'official', registered_on: '2012-01-01', checked_on: null },
      {
        url: `https://trade.bench-markets-${i}.example/`,
        domain: `trade.bench-markets-${i}.example`,
        kind: 'trading',
        registered_on: '2012-01-01',
        checked_on: null,
      },
    ],
    accounts: ['Standard', 'Pro', 'ECN'].map((name, k) => ({
      name,
      spread_pips: 1.5 - k * 0.5,
      commission: k === 2 ? '$3.50 per lot' : null,
      max_leverage: [30, 200, 500][k],
      min_deposit: [100, 500, 1000][k],
      currency: 'USD',
      instruments: '["forex","metals","indices","crypto"]',
    })),
    software: [
      {
        platform: 'MT4',
        server_name: `BenchMarkets${i}-Live`,
        server_company: `Bench Markets ${i} Ltd`,
        server_country: 'CY',
        ping_ms: 40,
        checked_on: null,
      },
      {
        platform: 'MT5',
        server_name: `BenchMarkets${i}-Live5`,
        server_company: `Bench Markets ${i} Ltd`,
        server_country: 'CY',
        ping_ms: 45,
        checked_on: null,
      },
    ],
    vps: [
      {
        plan: 'VPS Basic',
        provider: 'BeeksFX',
        price: 30,
        currency: 'USD',
        period: 'month',
        cpu_cores: 2,
        ram_mb: 2048,
        location: 'London',
        free_from_deposit: 5000,
      },
    ],
    claims: [
      { regulator_key: REGULATORS[i % REGULATORS.length], licence_number: `${100 + i}/12`, claimed_holder: `Bench Markets ${i} Ltd` },
    ],
  };
}

function scoreDetail(i: number) {
  const point = (rule: string, points: number) => ({
    rule,
    points,
    evidence: [{ kind: 'licence', label: `${REGULATORS[i % REGULATORS.length].toUpperCase()} ${100 + i}/12` }],
  });
  const indices = [
    {
      index: 'licence',
      value: 8,
      weight: 0.3,
      points: [point('broker.score.rule.licenceInForce', 4), point('broker.score.rule.licenceTier', 2)],
    },
    { index: 'regulation', value: 7, weight: 0.25, points: [point('broker.score.rule.regulatorTier', 2)] },
    { index: 'business', value: 6.5, weight: 0.15, points: [point('broker.score.rule.yearsTrading', 1)] },
    { index: 'software', value: 7, weight: 0.1, points: [point('broker.score.rule.serverMatch', 1)] },
    { index: 'risk', value: 9, weight: 0.2, points: [] },
  ];
  return JSON.stringify({ version: 1, score: 7.5, asOf: '2026-11-01', indices });
}

/** Writes bench brokers 0 … brokers-1 with everything a broker page shows, 200 to a transaction. */
export async function seedBenchBrokers(db: Kysely<Database>, brokers: number): Promise<void> {
  const CHUNK = 200;
  for (let start = 0; start < brokers; start += CHUNK) {
    const range = Array.from({ length: Math.min(CHUNK, brokers - start) }, (_, k) => start + k);
    await db.transaction().execute(async (tx) => {
      await bulkInsert(
        tx,
        'companies',
        range.flatMap((i) => [company(i, 0), company(i, 1)]),
      );
      await bulkInsert(
        tx,
        'licences',
        range.flatMap((i) =>
          [0, 1].map((k) => ({
            company_id: companyIdOf(i, k),
            position: 0,
            regulator: REGULATORS[(i + k) % REGULATORS.length].toUpperCase(),
            regulator_country: null,
            regulator_key: REGULATORS[(i + k) % REGULATORS.length],
            licence_type: 'Investment firm',
            licence_number: k === 0 ? `${100 + i}/12` : String(700_000 + i),
            status: i % 10 === 0 && k === 1 ? 'revoked' : 'active',
            granted_on: '2012-06-01',
            expires_on: null,
            ended_on: null,
            record_url: null,
            scope: JSON.stringify({ services: ['Dealing on own account'], countries: ['DE', 'FR'] }),
            source: 'demo',
            source_url: null,
            retrieved_at: AT,
            updated_at: AT,
          })),
        ),
      );
      await replaceBrokers(
        tx,
        range.map((i) => bundleRows(bundle(i), { contentHash: 'bench', source: 'demo', sourceUrl: null, retrievedAt: AT, now: AT })),
      );
      for (const i of range)
        await tx
          .updateTable('brokers')
          .set({ score: 7.5, score_detail: scoreDetail(i), rank: i + 1, scored_at: AT })
          .where('id', '=', brokerId(i))
          .execute();
      await bulkInsert(
        tx,
        'broker_history',
        range.flatMap((i) =>
          ['2026-03-01', '2026-07-01', '2026-11-01'].map((day, k) => ({
            broker_id: brokerId(i),
            recorded_on: day,
            score: 6.5 + k * 0.5,
            licences_in_force: 2,
            licences_revoked: 0,
            websites: 1 + Math.min(1, k),
            warnings: 0,
            snapshot: JSON.stringify({
              licences: [{ regulator_key: REGULATORS[i % REGULATORS.length], licence_number: `${100 + i}/12`, status: 'active' }],
              websites: [{ domain: `bench-markets-${i}.example` }, ...(k > 0 ? [{ domain: `trade.bench-markets-${i}.example` }] : [])],
              warnings: [],
            }),
          })),
        ),
      );
      // Every tenth broker is found copying the one before it, with a regulator's warning.
      const clones = range.filter((i) => i % 10 === 0 && i > 0);
      await bulkInsert(
        tx,
        'broker_clones',
        clones.map((i) => ({
          broker_id: brokerId(i),
          position: 0,
          original_broker_id: brokerId(i - 1),
          original_company_id: null,
          reason: 'licence-number',
          evidence: JSON.stringify([{ kind: 'claim', label: `Claims ${100 + i - 1}/12` }]),
          detected_on: '2026-11-01',
        })),
      );
      await bulkInsert(
        tx,
        'regulator_warnings',
        clones.map((i) => ({
          id: stableId('warning', 'cysec', `bench-${i}`),
          regulator_key: 'cysec',
          name: `Bench Markets ${i}`,
          domain: `bench-markets-${i}.example`,
          licence_number: null,
          published_on: '2026-10-01',
          url: null,
          details: null,
          broker_id: brokerId(i),
          source: 'demo',
          source_url: null,
          retrieved_at: AT,
          updated_at: AT,
        })),
      );
    });
  }
}
