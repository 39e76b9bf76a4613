import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { writeCompanies } from '../../src/server/import/company-writer.ts';
import { writePeople, type PersonAppointment } from '../../src/server/import/person-writer.ts';
import { listCompanies, suggestCompanies } from '../../src/server/search/company-search.service.ts';
import { getConditions } from '../../src/server/search/conditions.service.ts';
import { searchNames } from '../../src/server/search/name-search.service.ts';
import { suggestOfficers } from '../../src/server/search/officer-search.service.ts';
import { bundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/** The relevance and status cases of issue 16, on both engines. */

const ctx = (runId: string) => ({
  runId,
  source: 'test',
  sourceUrl: null,
  retrievedAt: '2026-11-01T00:00:00.000Z',
  now: '2026-11-22T00:00:00.000Z',
});

const alt = (name: string) => [{ name, kind: 'trading' as const, language: null, start_date: null, end_date: null }];

const REGISTER = [
  bundle('jp', '1200001000001', '大阪開発株式会社'),
  bundle('jp', '1200001000002', '大阪銀行株式会社'),
  bundle('cn', '91440399', '深圳市班凯科技有限公司'),
  bundle('us_ny', '0000990001', 'Johnson Accountants Corporation', {}, alt('Harbour')),
  bundle('gb', '00000101', 'HARBOUR LIMITED'),
  bundle('gb', '00000102', 'HARBOUR MARINE SERVICES LIMITED'),
  bundle('es', 'B99000001', 'Levante Holding S.L.'),
  bundle('fr', '552000001', 'Solaire Horizon SAS', {}, alt('Holding Saint-Louis')),
  bundle('gb', '00000103', 'LEWIS HOLDINGS LIMITED'),
  bundle('gb', '00000104', 'HOLDINGS LIMITED'),
  bundle('gb', '00000105', 'NORTHERN BANK LIMITED'),
  bundle('gb', '00000201', 'PAUL TRADING LIMITED', { current_status: 'Active', inactive: 0 }),
  bundle('gb', '00000202', 'PAUL FOODS LIMITED', { current_status: 'In Administration', inactive: 0 }),
  bundle('us_ca', '00000203', 'PAUL MOTORS INC', { current_status: 'Suspended', inactive: 0 }),
  bundle('gb', '00000204', 'PAUL BAKERY LIMITED', { current_status: 'Dissolved', inactive: 1 }),
  bundle('sg', '00000205', 'PAUL PTE. LTD.', { current_status: 'Live Company', inactive: 0 }),
  bundle('hk', '00000206', 'PAUL HOLDINGS LIMITED', { current_status: 'Winding Up', inactive: 1 }),
];

async function names(db: Kysely<Database>, query: string): Promise<string[]> {
  const hits = await searchNames(db, 'c', query);
  if (!hits.length) return [];
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      hits.map((h) => h.entityId),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return hits.map((h) => byId.get(h.entityId)!);
}

const person = (
  key: string,
  number: string,
  name: string,
  position: string,
  nationality: string | null,
  start: string | null,
): PersonAppointment => ({
  key,
  jurisdiction: 'gb',
  companyNumber: number,
  officer: {
    name,
    normalised_name: name.toLowerCase(),
    nationality,
    occupation: null,
    address_in_full: nationality ? 'London' : null,
    country_of_residence: null,
    head_portrait: null,
    birth_year: null,
    birth_month: null,
    kind: null,
    other_names: null,
  },
  appointment: { position, start_date: start, end_date: null, status: 'active', control: null },
});

describe.each(ENGINES)('issue 16 relevance on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await t.db
      .insertInto('import_runs')
      .values(
        ['r1', 'r2'].map((id) => ({
          id,
          format: 'test',
          file: id,
          file_size: 0,
          file_mtime: '2026-11-01T00:00:00.000Z',
          started_at: '2026-11-22T00:00:00.000Z',
          finished_at: null,
          status: 'done' as const,
          resume_at: 0,
          rows_read: 0,
          rows_inserted: 0,
          rows_updated: 0,
          rows_unchanged: 0,
          rows_rejected: 0,
        })),
      )
      .execute();
    await t.db.transaction().execute((tx) => writeCompanies(tx, REGISTER, ctx('r1')));
    await t.db
      .transaction()
      .execute((tx) =>
        writePeople(
          tx,
          [
            person('p1', '00000101', 'Paul Johnson', 'director', 'British', '2015-03-01'),
            person('p2', '00000103', 'Paul Johnson', 'secretary', 'Irish', '2019-06-01'),
            person('p3', '00000104', 'Paul Johnson', 'director', null, null),
            person('p4', '00000105', 'Paula Johnston', 'director', 'British', '2020-01-01'),
            person('p5', '00000105', '豊田章男', 'director', 'Japanese', '2009-06-01'),
            person('p6', '00000105', '马化腾', 'director', 'Chinese', '1998-11-01'),
          ],
          ctx('r2'),
        ),
      );
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('matches a transliterated name on syllable boundaries only, and reads no pinyin into Japanese names', async () => {
    const bank = await names(t.db, 'bank');
    expect(bank).toEqual(['NORTHERN BANK LIMITED']);
    expect(await names(t.db, 'bankai')).toEqual(['深圳市班凯科技有限公司']);
    expect(await names(t.db, 'daban')).toEqual([]);
    expect(await names(t.db, '大阪')).toEqual(['大阪開発株式会社', '大阪銀行株式会社']);
    // People: a Japanese national's kanji name gets no pinyin; a Chinese national's does.
    expect(await searchNames(t.db, 'o', 'feng tian')).toEqual([]);
    expect(await searchNames(t.db, 'o', '豊田')).toHaveLength(1);
    expect(await searchNames(t.db, 'o', 'ma huateng')).toHaveLength(1);
  });

  it('ranks "Holdings" names above names that only have "Holding" followed by a word starting with s', async () => {
    expect(await names(t.db, 'holdings')).toEqual(['HOLDINGS LIMITED', 'LEWIS HOLDINGS LIMITED', 'PAUL HOLDINGS LIMITED']);
  });

  it('ranks an exact legal name above another company trading under it, and says which name matched', async () => {
    expect((await names(t.db, 'harbour')).slice(0, 2)).toEqual(['HARBOUR LIMITED', 'Johnson Accountants Corporation']);
    const suggestions = await suggestCompanies(t.db, 'harbour');
    expect(suggestions.map((s) => [s.name, s.matched_name])).toEqual([
      ['HARBOUR LIMITED', null],
      ['Johnson Accountants Corporation', { name: 'Harbour', kind: 'alternative' }],
      ['HARBOUR MARINE SERVICES LIMITED', null],
    ]);
  });

  it('groups same-name executives in suggestions with what tells them apart', async () => {
    const people = await suggestOfficers(t.db, 'paul johns');
    expect(people.map((p) => p.name)).toEqual(['Paul Johnson', 'Paul Johnson', 'Paul Johnson', 'Paula Johnston']);
    expect(people.map((p) => p.same_name)).toEqual([3, 3, 3, 1]);
    const british = people.find((p) => p.nationality === 'British' && p.name === 'Paul Johnson')!;
    expect(british.position).toEqual({
      title: 'director',
      label: 'Director',
      company: 'HARBOUR LIMITED',
      start_year: 2015,
      end_year: null,
    });
    expect(british.nationality_label).toBe('United Kingdom (British)');
    const zh = await suggestOfficers(t.db, 'paul johnson', undefined, 'zh-cn');
    expect(zh.map((p) => p.position?.label).sort()).toEqual(['秘书 (secretary)', '董事 (director)', '董事 (director)'].sort());
    expect(zh.find((p) => p.nationality === 'Irish')?.nationality_label).toBe('爱尔兰 (Irish)');
  });

  it('filters and counts by normalised state: "active" leaves out administration, suspension and winding up', async () => {
    const body = { keyword: 'paul', sort: 'default' as const, page: 1, size: 20 };
    const all = await listCompanies(t.db, body);
    expect(Object.fromEntries(all.facets.current_status.map((f) => [f.value, f.count]))).toEqual({
      active: 2,
      insolvency: 2,
      suspended: 1,
      dissolved: 1,
    });
    const active = await listCompanies(t.db, { ...body, screen: { current_status: ['active'] } } as never);
    expect(active.items.map((i) => i.name).sort()).toEqual(['PAUL PTE. LTD.', 'PAUL TRADING LIMITED']);
    const insolvency = await listCompanies(t.db, { ...body, current_status: 'insolvency' } as never);
    expect(insolvency.items.map((i) => i.name).sort()).toEqual(['PAUL FOODS LIMITED', 'PAUL HOLDINGS LIMITED']);
    // A register's own wording still filters as written.
    const own = await listCompanies(t.db, { ...body, current_status: 'Live Company' } as never);
    expect(own.items.map((i) => i.name)).toEqual(['PAUL PTE. LTD.']);
    // Whole-register options count states too.
    const conditions = await getConditions(t.db, { type: 'company' });
    expect(conditions.current_status.find((c) => c.value === 'suspended')?.count).toBe(1);
  });
});
