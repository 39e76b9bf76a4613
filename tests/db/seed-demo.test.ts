import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { generateChunk } from '../../src/server/demo/generate.ts';
import { DEMO_TABLES, rowCount } from '../../src/server/demo/rows.ts';
import { NonEmptyDatabaseError, seedDemo, type SeedSummary } from '../../src/server/demo/seed.ts';
import { DemoWorld } from '../../src/server/demo/world.ts';
import { writeCompanies } from '../../src/server/import/company-writer.ts';
import type { CompanyBundle } from '../../src/server/import/types.ts';
import { searchNames } from '../../src/server/search/name-search.service.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const COMPANIES = 3_000;
const SEED = 4242;
const SLOW = 180_000;

async function count(db: Kysely<Database>, table: (typeof DEMO_TABLES)[number]): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Rows of the register tables referencing a missing row (a left join with no match). */
async function orphans(db: Kysely<Database>): Promise<Record<string, number>> {
  const missing = async (q: Promise<Array<{ n: unknown }>>) => Number((await q)[0].n);
  return {
    appointmentOfficer: await missing(
      db
        .selectFrom('appointments as a')
        .leftJoin('officers as o', 'o.id', 'a.officer_id')
        .where('o.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
    appointmentCompany: await missing(
      db
        .selectFrom('appointments as a')
        .leftJoin('companies as c', 'c.id', 'a.company_id')
        .where('c.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
    relationshipParent: await missing(
      db
        .selectFrom('relationships as r')
        .leftJoin('companies as c', 'c.id', 'r.parent_company_id')
        .where('c.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
    relationshipChild: await missing(
      db
        .selectFrom('relationships as r')
        .leftJoin('companies as c', 'c.id', 'r.child_company_id')
        .where('c.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
    acquired: await missing(
      db
        .selectFrom('acquisitions as a')
        .leftJoin('companies as c', 'c.id', 'a.acquired_company_id')
        .where('a.acquired_company_id', 'is not', null)
        .where('c.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
    names: await missing(
      db
        .selectFrom('company_names as x')
        .leftJoin('companies as c', 'c.id', 'x.company_id')
        .where('c.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
    financials: await missing(
      db
        .selectFrom('financial_summaries as x')
        .leftJoin('companies as c', 'c.id', 'x.company_id')
        .where('c.id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .execute(),
    ),
  };
}

/** Every register table's rows in key order, for comparing two databases. */
async function dump(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const keyOf: Partial<Record<string, string[]>> = {
    company_names: ['company_id', 'position'],
    industry_codes: ['company_id', 'position'],
    charges: ['company_id'],
    licences: ['company_id', 'position'],
  };
  const out: Record<string, unknown[]> = {};
  for (const table of DEMO_TABLES) {
    let query = db.selectFrom(table).selectAll();
    for (const column of keyOf[table] ?? ['id']) query = query.orderBy(column as never);
    out[table] = (await query.execute()).map((r) => ({ ...r }));
  }
  return out;
}

describe.each(ENGINES)('demo seeder on %s', (engine) => {
  let first: TestDb;
  let second: TestDb;
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await freshDb(engine);
    second = await freshDb(engine);
    summary = await seedDemo(first.db, { companies: COMPANIES, seed: SEED, brokers: 0 });
  }, SLOW);

  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });

  it("writes the generator's row count on every table", async () => {
    const expected = rowCount(generateChunk(new DemoWorld(SEED), 0, COMPANIES));
    expect(expected.companies).toBe(COMPANIES);
    expect(summary.rows).toEqual(expected);
    for (const table of DEMO_TABLES) {
      expect(await count(first.db, table), table).toBe(expected[table]);
      if (table !== 'ipos') expect(expected[table], table).toBeGreaterThan(0);
    }
  });

  it('leaves no appointment, relationship or acquisition pointing at a missing row', async () => {
    expect(await orphans(first.db)).toEqual({
      appointmentOfficer: 0,
      appointmentCompany: 0,
      relationshipParent: 0,
      relationshipChild: 0,
      acquired: 0,
      names: 0,
      financials: 0,
    });
  });

  it(
    'writes identical data into a second fresh database',
    async () => {
      await seedDemo(second.db, { companies: COMPANIES, seed: SEED, searchIndex: false, brokers: 0 });
      expect(await dump(second.db)).toEqual(await dump(first.db));
    },
    SLOW,
  );

  it('refuses to seed a database that already has companies, and changes nothing', async () => {
    await expect(seedDemo(first.db, { companies: 10, seed: SEED })).rejects.toThrow(NonEmptyDatabaseError);
    await expect(seedDemo(first.db, { companies: 10, seed: SEED })).rejects.toThrow(/already holds 3,000 companies/);
    expect(await count(first.db, 'companies')).toBe(COMPANIES);
  });

  it('is seen as unchanged by an import of the same companies (same ids, same content hashes)', async () => {
    const bundles: CompanyBundle[] = [];
    generateChunk(new DemoWorld(SEED), 0, 500, bundles);
    const ctx = {
      runId: 'demo-check',
      source: 'demo',
      sourceUrl: null,
      retrievedAt: new DemoWorld(SEED).retrievedAt,
      now: new DemoWorld(SEED).retrievedAt,
    };
    const counts = await first.db.transaction().execute((tx) => writeCompanies(tx, bundles, ctx));
    expect(counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 500 });
  });

  it('builds the search index, so demo names are found', async () => {
    const sample = await first.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('jurisdiction_code', '=', 'cn')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const hits = await searchNames(first.db, 'c', sample.name);
    expect(hits.map((h) => h.entityId)).toContain(sample.id);
    // People share names, so a person's name finds people of that name (not necessarily this one first).
    const person = await first.db.selectFrom('officers').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const found = (await searchNames(first.db, 'o', person.name)).map((h) => h.entityId);
    const names = await first.db
      .selectFrom('officers')
      .select('name')
      .where('id', 'in', found.length ? found : ['none'])
      .execute();
    expect(names.map((n) => n.name)).toContain(person.name);
  });
});
