import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { LICENCE_STATUSES, inForce } from '../../src/lib/licence-status.ts';
import { REGULATORS } from '../../src/server/regulators/regulator-catalogue.ts';
import { seedDemo, type SeedSummary } from '../../src/server/demo/seed.ts';
import { seedBrokersIntoDemo } from '../../src/server/demo/brokers/seed-existing.ts';
import { searchNames } from '../../src/server/search/name-search.service.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const COMPANIES = 300;
const SEED = 4242;
const SLOW = 240_000;
const KEYS = new Set(REGULATORS.map((r) => r.key));

/** What the scoring job would see at each run: per broker, licences in force, warnings and websites. */
interface Seen {
  now: string;
  state: Map<string, string>;
}

async function stateOf(db: Kysely<Database>): Promise<Map<string, string>> {
  const licences = await db
    .selectFrom('broker_companies as bc')
    .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
    .select(['bc.broker_id', 'l.status', 'l.licence_number'])
    .execute();
  const sites = await db.selectFrom('broker_websites').select(['broker_id', 'domain']).execute();
  const warnings = await db.selectFrom('regulator_warnings').select(['broker_id', 'id']).where('broker_id', 'is not', null).execute();
  const state = new Map<string, string[]>();
  const add = (id: string, v: string) => state.set(id, [...(state.get(id) ?? []), v]);
  for (const l of licences) add(l.broker_id, `l:${l.licence_number}:${inForce(l.status)}`);
  for (const s of sites) add(s.broker_id, `w:${s.domain}`);
  for (const w of warnings) add(w.broker_id!, `x:${w.id}`);
  return new Map([...state].map(([k, v]) => [k, v.sort().join(',')]));
}

async function dump(db: Kysely<Database>) {
  const out: Record<string, unknown[]> = {};
  out.brokers = await db.selectFrom('brokers').select(['id', 'code', 'name', 'country', 'content_hash']).orderBy('id').execute();
  out.companies = await db.selectFrom('broker_companies').selectAll().orderBy('broker_id').orderBy('company_id').execute();
  out.claims = await db.selectFrom('broker_claims').selectAll().orderBy('broker_id').orderBy('position').execute();
  out.websites = await db.selectFrom('broker_websites').selectAll().orderBy('broker_id').orderBy('position').execute();
  out.licences = await db
    .selectFrom('licences')
    .selectAll()
    .where('regulator_key', 'is not', null)
    .orderBy('company_id')
    .orderBy('position')
    .execute();
  out.warnings = await db.selectFrom('regulator_warnings').selectAll().orderBy('id').execute();
  out.exchanges = await db.selectFrom('exchanges').selectAll().orderBy('id').execute();
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown[]>;
}

const n = (rows: Array<{ n: unknown }>) => Number(rows[0].n);

describe.each(ENGINES)('demo brokers on %s', (engine) => {
  let first: TestDb;
  let second: TestDb;
  let summary: SeedSummary;
  const seen: Seen[] = [];

  beforeAll(async () => {
    first = await freshDb(engine);
    second = await freshDb(engine);
    summary = await seedDemo(first.db, {
      companies: COMPANIES,
      seed: SEED,
      searchIndex: false,
      // A stand-in for the scoring job: it notes the state it was run on.
      score: async (db, now) => void seen.push({ now: now.toISOString(), state: await stateOf(db) }),
    });
  }, SLOW);

  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });

  it('writes about 2,000 brokers with unique 10-digit codes and about 60 exchanges', async () => {
    const brokers = await first.db.selectFrom('brokers').select(['code']).execute();
    expect(brokers.length).toBe(2_000);
    expect(new Set(brokers.map((b) => b.code)).size).toBe(brokers.length);
    expect(brokers.every((b) => /^\d{10}$/.test(b.code))).toBe(true);
    const exchanges = await first.db.selectFrom('exchanges').select(['mic', 'operator_company_id']).execute();
    expect(exchanges.length).toBe(60);
    expect(exchanges.every((e) => /^[A-Z]{4}$/.test(e.mic!) && e.operator_company_id)).toBe(true);
    expect(summary.brokers).toMatchObject({ brokers: 2_000, exchanges: 60 });
  });

  it('uses every licence status, and every regulator of the catalogue, and no key outside it', async () => {
    const licences = await first.db
      .selectFrom('licences')
      .select(['status', 'regulator_key'])
      .where('regulator_key', 'is not', null)
      .execute();
    expect(new Set(licences.map((l) => l.status))).toEqual(new Set(LICENCE_STATUSES));
    expect(new Set(licences.map((l) => l.regulator_key))).toEqual(KEYS);
    const claims = await first.db.selectFrom('broker_claims').select('regulator_key').execute();
    const warnings = await first.db.selectFrom('regulator_warnings').select('regulator_key').execute();
    const exchanges = await first.db.selectFrom('exchanges').select('regulator_key').execute();
    for (const r of [...claims, ...warnings, ...exchanges]) expect(KEYS.has(r.regulator_key!), r.regulator_key!).toBe(true);
  });

  it('has clones: brokers claiming a licence number that a company of another broker holds', async () => {
    const clones = await first.db
      .selectFrom('broker_claims as c')
      .innerJoin('licences as l', (j) =>
        j.onRef('l.regulator_key', '=', 'c.regulator_key').onRef('l.licence_number', '=', 'c.licence_number'),
      )
      .leftJoin('broker_companies as own', (j) => j.onRef('own.broker_id', '=', 'c.broker_id').onRef('own.company_id', '=', 'l.company_id'))
      .where('own.broker_id', 'is', null)
      .select((eb) => eb.fn.count<number>('c.broker_id').distinct().as('n'))
      .execute();
    expect(n(clones)).toBeGreaterThan(60);
    // Regulators warn about some of them by domain.
    const warned = await first.db
      .selectFrom('regulator_warnings as w')
      .innerJoin('broker_websites as s', 's.domain', 'w.domain')
      .select((eb) => eb.fn.count<number>('w.id').distinct().as('n'))
      .execute();
    expect(n(warned)).toBeGreaterThan(60);
  });

  it('has brokers without any licence, and every broker with a licence has a company', async () => {
    const licensed = first.db
      .selectFrom('broker_companies as bc')
      .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
      .select('bc.broker_id');
    const unlicensed = await first.db
      .selectFrom('brokers')
      .where('id', 'not in', licensed)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(n(unlicensed)).toBeGreaterThan(100);
    expect(n(unlicensed)).toBeLessThan(400);
    const withCompany = await first.db
      .selectFrom('broker_companies')
      .select((eb) => eb.fn.count<number>('broker_id').distinct().as('n'))
      .execute();
    // Pure clones have no company anyone could find; half the unlicensed brands have an offshore operator.
    expect(n(withCompany)).toBeGreaterThan(1_800);
    const orphan = await first.db
      .selectFrom('broker_companies as bc')
      .leftJoin('companies as c', 'c.id', 'bc.company_id')
      .where('c.id', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(n(orphan)).toBe(0);
    // Groups: holding companies linked to their licensees in the register's relationships.
    const groups = await first.db
      .selectFrom('broker_companies as bc')
      .innerJoin('relationships as r', 'r.parent_company_id', 'bc.company_id')
      .where('bc.role', '=', 'parent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(n(groups)).toBeGreaterThan(500);
  });

  it('runs the scoring job on the earlier state, applies the later one as an import, then scores again', async () => {
    expect(seen.map((s) => s.now.slice(0, 10))).toEqual(summary.brokers!.scoredOn.map((d) => d.slice(0, 10)));
    expect(seen).toHaveLength(2);
    expect(seen[0].now < seen[1].now).toBe(true);
    const differ = [...seen[1].state].filter(([id, v]) => seen[0].state.get(id) !== v);
    expect(differ.length).toBeGreaterThan(150);
    expect(differ.length).toBe(summary.brokers!.changedBrokers);
    const changes = await first.db.selectFrom('record_changes').select(['table_name']).execute();
    expect(new Set(changes.map((c) => c.table_name))).toEqual(new Set(['licences', 'brokers']));
    const pages = await first.db.selectFrom('page_changes').select(['kind']).execute();
    expect(new Set(pages.map((p) => p.kind))).toEqual(new Set(['dealer', 'company', 'regulator']));
  });

  it(
    'writes the same brokers, ids and rows into a second fresh database (scored by the real job), and a second run adds nothing',
    async () => {
      // Without `score`, seedDemo runs the site's scoring job after each state.
      const again = await seedDemo(second.db, { companies: COMPANIES, seed: SEED, searchIndex: false });
      expect(await dump(second.db)).toEqual(await dump(first.db));
      expect(again.brokers!.scoredOn).toHaveLength(2);
      expect(await seedBrokersIntoDemo(second.db, SEED)).toBeNull();
      const { n: count } = await second.db
        .selectFrom('brokers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(2_000);
    },
    SLOW,
  );

  it('gives the brokers that changed two dated rows in the time machine, and every broker a score and rank', async () => {
    const history = await second.db.selectFrom('broker_history').select(['broker_id', 'recorded_on']).execute();
    const days = [...new Set(history.map((h) => String(h.recorded_on).slice(0, 10)))].sort();
    expect(days).toEqual(summary.brokers!.scoredOn.map((d) => d.slice(0, 10)));
    const perBroker = new Map<string, number>();
    for (const h of history) perBroker.set(h.broker_id, (perBroker.get(h.broker_id) ?? 0) + 1);
    expect(perBroker.size).toBe(2_000);
    expect([...perBroker.values()].filter((k) => k >= 2).length).toBeGreaterThan(150);
    const unscored = await second.db
      .selectFrom('brokers')
      .where((eb) => eb.or([eb('score', 'is', null), eb('rank', 'is', null)]))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(n(unscored)).toBe(0);
    const clones = await second.db.selectFrom('broker_clones').select(['reason']).execute();
    expect(new Set(clones.map((c) => c.reason))).toContain('licence-number');
  });
});

describe.each(ENGINES)('demo brokers added to an older demo database on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
    await seedDemo(db.db, { companies: 200, seed: SEED, brokers: 0 });
  }, SLOW);
  afterAll(() => db?.drop());

  it(
    'adds the brokers (scored, their companies searchable) to a demo register that has none, once',
    async () => {
      const added = await seedBrokersIntoDemo(db.db, SEED);
      expect(added).toMatchObject({ brokers: 2_000, exchanges: 60 });
      expect(added!.scoredOn).toHaveLength(2);
      const company = await db.db
        .selectFrom('broker_companies as bc')
        .innerJoin('companies as c', 'c.id', 'bc.company_id')
        .where('bc.role', '=', 'licensee')
        .where('c.jurisdiction_code', '=', 'gb')
        .select(['c.id', 'c.name'])
        .orderBy('c.id')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect((await searchNames(db.db, 'c', company.name)).map((h) => h.entityId)).toContain(company.id);
      expect(await seedBrokersIntoDemo(db.db, SEED)).toBeNull();
    },
    SLOW,
  );

  it('leaves a register that is not the demo’s alone', async () => {
    const other = await freshDb(engine);
    try {
      await other.db
        .insertInto('companies')
        .values({ ...(await db.db.selectFrom('companies').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow()), source: 'gleif' })
        .execute();
      expect(await seedBrokersIntoDemo(other.db, SEED)).toBeNull();
    } finally {
      await other.drop();
    }
  });
});
