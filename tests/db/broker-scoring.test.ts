import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScoreDetail } from '../../src/lib/broker-score-detail.ts';
import { bundleRows, domainOf, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { scoreBrokers } from '../../src/server/brokers/broker-scoring.service.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import type { LicencesTable } from '../../src/server/db/schema.ts';
import { bundle as companyBundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const NOW = '2026-11-24T07:00:00.000Z';
const provenance = { source: 'test', source_url: null, retrieved_at: NOW, updated_at: NOW };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const C_HARBOUR = id(101);
const C_HARBOUR_EU = id(102);
const C_OTHER = id(103);

const broker = (n: number, name: string, over: Partial<BrokerBundle> = {}, fields: Partial<BrokerBundle['broker']> = {}): BrokerBundle => ({
  broker: {
    id: id(n),
    code: String(n).padStart(10, '0'),
    name,
    normalised_name: name.toLowerCase(),
    country: 'GB',
    founded_year: 2012,
    status: 'active',
    description: null,
    contact_phone: null,
    contact_other: null,
    trial_users: null,
    trading_orders: null,
    margin_used_usd: null,
    influence: null,
    environment: null,
    capital_ratio: null,
    ...fields,
  },
  companies: [],
  websites: [],
  accounts: [],
  software: [],
  vps: [],
  claims: [],
  ...over,
});
const site = (url: string, registered_on: string | null = '2012-01-01') => ({
  url,
  domain: domainOf(url)!,
  kind: 'official',
  registered_on,
  checked_on: null,
});

const harbour = broker(1, 'Harbour Markets', {
  companies: [
    { company_id: C_HARBOUR, role: 'licensee' },
    { company_id: C_HARBOUR_EU, role: 'licensee' },
  ],
  websites: [site('https://harbourmarkets.com')],
  accounts: [
    { name: 'Standard', spread_pips: 1, commission: null, max_leverage: 30, min_deposit: 100, currency: 'USD', instruments: null },
  ],
  software: [
    {
      platform: 'MT5',
      server_name: 'HarbourMarkets-Live',
      server_company: 'Harbour Markets Ltd',
      server_country: 'GB',
      ping_ms: null,
      checked_on: null,
    },
  ],
  claims: [{ regulator_key: 'fca', licence_number: '123456', claimed_holder: 'Harbour Markets Ltd' }],
});
const fake = broker(
  2,
  'Harbour Markets Ltd',
  {
    websites: [site('https://harbourmarkets.eu', '2026-08-01')],
    claims: [
      { regulator_key: 'fca', licence_number: '123 456', claimed_holder: 'Harbour Markets Ltd' },
      { regulator_key: 'asic', licence_number: '999999', claimed_holder: null },
    ],
  },
  { founded_year: 2026 },
);
const quiet = broker(3, 'Quiet Trading', { websites: [site('https://quiet-trading.net')] }, { founded_year: 2020 });

const licence = (company_id: string, position: number, over: Partial<LicencesTable>): LicencesTable => ({
  company_id,
  position,
  regulator: 'Financial Conduct Authority',
  regulator_country: 'GB',
  licence_type: 'Investment firm',
  licence_number: '123456',
  status: 'active',
  granted_on: '2012-05-01',
  expires_on: null,
  regulator_key: 'fca',
  record_url: 'https://register.fca.org.uk/s/firm?id=123456',
  scope: null,
  ended_on: null,
  ...provenance,
  ...over,
});

async function seed(t: TestDb) {
  const companies = [
    [C_HARBOUR, '01234567', 'Harbour Markets Ltd'],
    [C_HARBOUR_EU, 'HE123', 'Harbour Markets (Europe) Ltd'],
    [C_OTHER, '07654321', 'Other Holdings Ltd'],
  ].map(([cid, number, name]) => ({
    id: cid,
    ...companyBundle('gb', number, name, { incorporation_date: '2011-03-01', accounts_last_made_up: '2026-03-31' }).company,
    ...provenance,
    content_hash: 'h',
  }));
  await t.db.insertInto('companies').values(companies).execute();
  await t.db
    .insertInto('licences')
    .values([
      licence(C_HARBOUR, 0, {}),
      licence(C_HARBOUR_EU, 0, {
        regulator: 'Cyprus Securities and Exchange Commission',
        regulator_country: 'CY',
        regulator_key: 'cysec',
        licence_number: '123/10',
        record_url: null,
      }),
    ])
    .execute();
  await replaceBrokers(
    t.db,
    [harbour, fake, quiet].map((b) => bundleRows(b, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW })),
  );
  await t.db
    .insertInto('regulator_warnings')
    .values({
      id: id(900),
      regulator_key: 'fca',
      name: 'Quiet Trading (unauthorised firm)',
      domain: 'quiet-trading.net',
      licence_number: null,
      published_on: '2026-06-01',
      url: 'https://www.fca.org.uk/news/warnings/quiet-trading',
      details: null,
      broker_id: null,
      ...provenance,
    })
    .execute();
}

describe.each(ENGINES)('scoring brokers on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await seed(t);
  });
  afterAll(() => t?.drop());

  const stored = () =>
    t.db.selectFrom('brokers').select(['id', 'name', 'score', 'rank', 'score_detail', 'scored_at']).orderBy('rank').execute();
  const dealerChanges = async () =>
    (await t.db.selectFrom('page_changes').select('entity_id').where('kind', '=', 'dealer').orderBy('seq').execute()).map(
      (r) => r.entity_id,
    );

  it('writes every broker its score, detail and rank, best first, with its licences as evidence', async () => {
    const summary = await scoreBrokers(t.db, new Date(NOW));
    expect(summary).toMatchObject({ brokers: 3, changed: 3 });
    const rows = await stored();
    expect(rows.map((r) => [r.name, r.rank])).toEqual([
      ['Harbour Markets', 1],
      ['Quiet Trading', 2],
      ['Harbour Markets Ltd', 3],
    ]);
    const detail = parseScoreDetail(rows[0].score_detail)!;
    expect(detail.score).toBe(Number(rows[0].score));
    const licencePoints = detail.indices.find((i) => i.index === 'licence')!.points;
    expect(licencePoints.map((p) => p.rule)).toEqual(['broker.score.rule.licence.tier1', 'broker.score.rule.licence.tier1']);
    expect(licencePoints[0].evidence[0]).toMatchObject({
      label: 'Financial Conduct Authority 123456',
      url: 'https://register.fca.org.uk/s/firm?id=123456',
    });
    const software = detail.indices.find((i) => i.index === 'software')!;
    expect(software.points.map((p) => p.rule)).toContain('broker.score.rule.software.serverOwn');
    expect(rows.every((r) => r.scored_at)).toBe(true);
  });

  it("records the clone's findings against the genuine broker: its licence number, its domain and its name", async () => {
    const clones = await t.db.selectFrom('broker_clones').selectAll().orderBy('position').execute();
    expect(clones.map((c) => [c.broker_id, c.original_broker_id, c.reason])).toEqual([
      [id(2), id(1), 'licence-number'],
      [id(2), id(1), 'domain'],
      [id(2), id(1), 'name'],
    ]);
    expect(clones[0].original_company_id).toBe(C_HARBOUR);
    expect(JSON.parse(clones[0].evidence)[1]).toMatchObject({ kind: 'licence', url: 'https://register.fca.org.uk/s/firm?id=123456' });
    const detail = parseScoreDetail((await stored()).find((r) => r.id === id(2))!.score_detail)!;
    const regulation = detail.indices.find((i) => i.index === 'regulation')!;
    expect(regulation.points.map((p) => p.rule)).toEqual([
      'broker.score.rule.regulation.clone',
      'broker.score.rule.regulation.clone',
      'broker.score.rule.regulation.clone',
      'broker.score.rule.regulation.unverifiedClaim',
    ]);
  });

  it('ties the regulator warning to the broker whose domain it names', async () => {
    const detail = parseScoreDetail((await stored()).find((r) => r.id === id(3))!.score_detail)!;
    const warning = detail.indices.find((i) => i.index === 'regulation')!.points[0];
    expect(warning).toMatchObject({ rule: 'broker.score.rule.regulation.warning', evidence: [{ id: id(900) }] });
  });

  it('writes one time-machine row per broker and marks every page changed on the first run', async () => {
    const history = await t.db.selectFrom('broker_history').selectAll().orderBy('broker_id').execute();
    expect(history.map((h) => [h.broker_id, String(h.recorded_on).slice(0, 10), h.licences_in_force, h.warnings])).toEqual([
      [id(1), '2026-11-24', 2, 0],
      [id(2), '2026-11-24', 0, 0],
      [id(3), '2026-11-24', 0, 1],
    ]);
    expect(JSON.parse(history[0].snapshot).licences.map((l: { number: string }) => l.number)).toEqual(['123456', '123/10']);
    expect(new Set(await dealerChanges())).toEqual(new Set([id(1), id(2), id(3)]));
  });

  it('changes nothing when run again on unchanged data', async () => {
    const before = { history: await t.db.selectFrom('broker_history').selectAll().execute(), pages: await dealerChanges() };
    const summary = await scoreBrokers(t.db, new Date('2026-11-25T07:00:00.000Z'));
    expect(summary.changed).toBe(0);
    expect(await t.db.selectFrom('broker_history').selectAll().execute()).toHaveLength(before.history.length);
    expect(await dealerChanges()).toEqual(before.pages);
    const clones = await t.db.selectFrom('broker_clones').select('detected_on').execute();
    expect(clones.map((c) => String(c.detected_on).slice(0, 10))).toEqual(['2026-11-24', '2026-11-24', '2026-11-24']);
  });

  it('adds a history row and marks the pages when a licence is revoked the next day', async () => {
    await t.db.updateTable('licences').set({ status: 'revoked', ended_on: '2026-11-25' }).where('company_id', '=', C_HARBOUR).execute();
    const summary = await scoreBrokers(t.db, new Date('2026-11-26T07:00:00.000Z'));
    expect(summary.changed).toBeGreaterThan(0);
    const rows = await t.db
      .selectFrom('broker_history')
      .select(['recorded_on', 'licences_in_force', 'licences_revoked'])
      .where('broker_id', '=', id(1))
      .orderBy('recorded_on')
      .execute();
    expect(rows.map((r) => [String(r.recorded_on).slice(0, 10), r.licences_in_force, r.licences_revoked])).toEqual([
      ['2026-11-24', 2, 0],
      ['2026-11-26', 1, 1],
    ]);
    expect((await dealerChanges()).slice(-3)).toContain(id(1));
  });

  it('counts approved complaints only (broker_complaints of the exposure migration)', async () => {
    const member = await createUser(t.db, { email: 'complainer@example.com', password: 'secret-1' });
    const complaint = (n: number, status: 'approved' | 'pending' | 'rejected', replied_at: string | null) => ({
      id: id(500 + n),
      broker_id: id(1),
      user_id: member.id,
      category: 'withdrawal_refused',
      description: 'A complaint about a withdrawal that was refused.',
      amount: null,
      currency: null,
      happened_from: null,
      happened_to: null,
      status,
      lang: 'en',
      created_at: '2026-10-01T00:00:00.000Z',
      decided_at: status === 'pending' ? null : '2026-10-01T12:00:00.000Z',
      decided_by: null,
      decision_reason: status === 'pending' ? null : 'checked',
      replied_at,
    });
    await t.db
      .insertInto('broker_complaints')
      .values([
        complaint(1, 'approved', null),
        complaint(2, 'approved', '2026-10-02T00:00:00.000Z'),
        complaint(3, 'pending', null),
        complaint(4, 'rejected', null),
      ])
      .execute();
    await scoreBrokers(t.db, new Date('2026-11-26T08:00:00.000Z'));
    const detail = parseScoreDetail((await stored()).find((r) => r.id === id(1))!.score_detail)!;
    const risk = detail.indices.find((i) => i.index === 'risk')!;
    expect(risk.points.map((p) => [p.rule, p.evidence.map((e) => e.id)])).toEqual([
      ['broker.score.rule.risk.complaintUnanswered', [id(501)]],
      ['broker.score.rule.risk.complaintAnswered', [id(502)]],
    ]);
  });
});

describe.each(ENGINES)('scoring brokers slice by slice on %s', (engine) => {
  // Twelve brokers (the three above and nine more, some sharing their names, so ties are ranked by
  // id), scored with slices of 1, 7 and all, each on a database of its own: the same rows come out.
  const more = Array.from({ length: 9 }, (_, k) =>
    broker(
      10 + k,
      k % 3 === 0 ? 'Same Name Markets' : `Markets ${k}`,
      {
        websites: [site(`https://markets-${k}.com`)],
        accounts: [
          {
            name: 'Std',
            spread_pips: 1,
            commission: null,
            max_leverage: 30 * (k + 1),
            min_deposit: 100,
            currency: 'USD',
            instruments: null,
          },
        ],
      },
      { founded_year: 2000 + k },
    ),
  );
  async function outcome(slice: number) {
    const t = await freshDb(engine);
    try {
      await seed(t);
      await replaceBrokers(
        t.db,
        more.map((b) => bundleRows(b, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW })),
      );
      const first = await scoreBrokers(t.db, new Date(NOW), slice);
      await t.db.updateTable('licences').set({ status: 'revoked', ended_on: '2026-11-25' }).where('company_id', '=', C_HARBOUR).execute();
      const second = await scoreBrokers(t.db, new Date('2026-11-26T07:00:00.000Z'), slice);
      const rows = <T>(q: Promise<T[]>) => q.then((r) => r.map((x) => ({ ...x })));
      return {
        summaries: [first, second].map(({ ms: _ms, ...s }) => s),
        brokers: await rows(
          t.db.selectFrom('brokers').select(['id', 'score', 'rank', 'score_detail', 'scored_at']).orderBy('id').execute(),
        ),
        history: await rows(t.db.selectFrom('broker_history').selectAll().orderBy('broker_id').orderBy('recorded_on').execute()),
        clones: await rows(t.db.selectFrom('broker_clones').selectAll().orderBy('broker_id').orderBy('position').execute()),
        pages: await rows(t.db.selectFrom('page_changes').select(['kind', 'entity_id', 'changed_at']).orderBy('seq').execute()),
      };
    } finally {
      await t.drop();
    }
  }

  it('writes the same scores, ranks, details, history, clones and page changes with slices of 1, 7 and all', async () => {
    const all = await outcome(1000);
    expect(all.brokers).toHaveLength(12);
    expect(all.brokers.every((b) => b.rank != null && b.score_detail)).toBe(true);
    expect(new Set(all.brokers.map((b) => b.rank)).size).toBe(12);
    expect(await outcome(1)).toEqual(all);
    expect(await outcome(7)).toEqual(all);
  });
});
