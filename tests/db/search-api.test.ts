import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/app-error.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { listCompanies, suggestCompanies } from '../../src/server/search/company-search.service.ts';
import { forgetConditionCounts, getConditions } from '../../src/server/search/conditions.service.ts';
import {
  forgetHotRecords,
  hotRecords,
  pruneViewCounts,
  recentViews,
  recordView,
  VIEW_DAYS_KEPT,
  viewsPerDay,
} from '../../src/server/search/browsing.service.ts';
import { VIEW_LIMITS } from '../../src/server/accounts/limits.ts';
import { searchNames } from '../../src/server/search/name-search.service.ts';
import {
  companyList,
  companySuggestion,
  conditions,
  officerList,
  officerSuggestionWithDetails,
  sameNameList,
} from '../../src/server/search/search.responses.ts';
import { listOfficers, sameNameOfficers, suggestOfficers } from '../../src/server/search/officer-search.service.ts';
import { listBody, officerListBody } from '../../src/server/search/search.schema.ts';
import { FILLER, searchRegisterJsonl } from '../fixtures/search/register.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const dir = mkdtempSync(join(tmpdir(), 'search-api-'));
const file = join(dir, 'register.jsonl');
writeFileSync(file, searchRegisterJsonl());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const list = (body: object) => listBody.parse(body);

describe.each(ENGINES)('search API services on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    const summary = await runImport(t.db, jsonl, file);
    expect(summary.rows_rejected).toBe(0);
  });
  afterAll(() => t.drop());

  it('answers in the shapes the OpenAPI document describes', async () => {
    for (const s of await suggestCompanies(t.db, 'acme')) companySuggestion.parse(s);
    for (const s of await suggestOfficers(t.db, 'john')) officerSuggestionWithDetails.parse(s);
    companyList.parse(await listCompanies(t.db, list({ keyword: 'acme rivers' })));
    companyList.parse(await listCompanies(t.db, list({ keyword: 'acme', region: 'us' })));
    officerList.parse(await listOfficers(t.db, officerListBody.parse({ keyword: 'john smith' })));
    sameNameList.parse(await sameNameOfficers(t.db, { name: 'john smith', page: 1, size: 10 }));
    conditions.parse(await getConditions(t.db, { keyword: 'acme', type: 'company' }));
    conditions.parse(await getConditions(t.db, { type: 'executive' }));
  });

  it('suggests companies with the fields of the spec, inactive as text', async () => {
    const [first] = await suggestCompanies(t.db, 'acme widgets', 'gb');
    expect(first).toEqual({
      uuid: companyId('gb', '00000001'),
      name: 'Acme Widgets Limited',
      registered_address: { in_full: '1 High Street, Leeds, LS1 1AA' },
      inactive: 'false',
      company_log: null,
      jurisdiction_code: 'gb',
      current_status: 'Active',
      matched_name: null,
    });
    const holdings = (await suggestCompanies(t.db, 'acme holdings')).find((s) => s.name === 'Acme Holdings PLC');
    expect(holdings?.inactive).toBe('true');
  });

  it("ranks the visitor's own country first among equal matches", async () => {
    expect((await suggestCompanies(t.db, 'acme widgets limited', 'ie')).map((s) => s.jurisdiction_code).slice(0, 2)).toEqual(['ie', 'gb']);
    expect((await suggestCompanies(t.db, 'acme widgets limited', 'gb')).map((s) => s.jurisdiction_code).slice(0, 2)).toEqual(['gb', 'ie']);
  });

  it('suggests a company despite one typo, after the matches as typed', async () => {
    expect((await suggestCompanies(t.db, 'acme widgtes')).map((s) => s.name)).toEqual(['Acme Widgets Limited', 'Acme Widgets Limited']);
    expect((await suggestCompanies(t.db, 'gazprim'))[0]?.name).toBe('ПАО «Газпром»');
    expect(await suggestCompanies(t.db, 'xyzzyq')).toEqual([]);
  });

  it('suggests executives with name, address and portrait, and what tells namesakes apart', async () => {
    const found = await suggestOfficers(t.db, 'john smi');
    expect(found).toHaveLength(3);
    expect(Object.keys(found[0]).sort()).toEqual([
      'address',
      'birth_year',
      'head_portrait',
      'name',
      'nationality',
      'nationality_label',
      'position',
      'same_name',
      'uuid',
    ]);
    expect((await suggestOfficers(t.db, '任正')).map((o) => o.name)).toEqual(['任正非']);
  });

  it('lists companies with the total and counts per jurisdiction, industry, status and type', async () => {
    const page = await listCompanies(t.db, list({ keyword: 'acme widgets', size: 5 }));
    expect(page.items.map((i) => i.jurisdiction_code).sort()).toEqual(['gb', 'ie']);
    expect(page.total).toBe(2);
    expect(page.facets.jurisdiction_code).toEqual([
      { value: 'gb', count: 1 },
      { value: 'ie', count: 1 },
    ]);
    expect(page.facets.industry).toEqual([{ value: 'J', count: 1 }]);
    expect(page.facets.current_status).toEqual([{ value: 'active', count: 2 }]);
    expect(page.items.find((i) => i.jurisdiction_code === 'gb')?.industry).toEqual({
      scheme: 'uk_sic_2007',
      code: '62020',
      description: 'Information technology consultancy activities',
      section: 'J',
    });
  });

  it('filters by region, and takes global or an empty region as no filter', async () => {
    const all = await listCompanies(t.db, list({ keyword: 'acme', size: 50 }));
    expect((await listCompanies(t.db, list({ keyword: 'acme', region: 'global', size: 50 }))).total).toBe(all.total);
    expect((await listCompanies(t.db, list({ keyword: 'acme', region: '', size: 50 }))).total).toBe(all.total);
    const us = await listCompanies(t.db, list({ keyword: 'acme', region: 'us', size: 50 }));
    expect(us.items.map((i) => i.jurisdiction_code).sort()).toEqual(['us_de', 'us_ny']);
    // The jurisdiction facet still counts what the other jurisdictions would give.
    expect(us.facets.jurisdiction_code.find((f) => f.value === 'gb')?.count).toBeGreaterThan(100);
    const ny = await listCompanies(t.db, list({ keyword: 'acme', screen: { jurisdiction_code: ['us_ny'] } }));
    expect(ny.items.map((i) => i.name)).toEqual(['Acme Trading Corp.']);
  });

  it('finds a common word in a small jurisdiction that the unfiltered probes do not reach', async () => {
    const unfiltered = await searchNames(t.db, 'c', 'acme', { limit: 1000 });
    expect(unfiltered.some((h) => h.jurisdiction === 'mt')).toBe(false);
    const malta = await listCompanies(t.db, list({ keyword: 'acme', region: 'mt' }));
    expect(malta.items.map((i) => i.name)).toEqual(['Acme Maltese Shipping Agency Services Holdings Limited']);
  });

  it('reports a bounded total as a lower bound', async () => {
    const page = await listCompanies(t.db, list({ keyword: 'acme', size: 10 }));
    expect(page.total_is_lower_bound).toBe(true);
    expect(page.items).toHaveLength(10);
    expect((await listCompanies(t.db, list({ keyword: 'acme widgets' }))).total_is_lower_bound).toBe(false);
  });

  it('filters by status, type and industry section', async () => {
    expect(
      (await listCompanies(t.db, list({ keyword: 'acme holdings plc', current_status: 'dissolved' }))).items.map((i) => i.name),
    ).toEqual(['Acme Holdings PLC']);
    // States, not the register's inactive flag: a dissolved company is not merely inactive.
    expect((await listCompanies(t.db, list({ keyword: 'acme holdings plc', current_status: 'inactive' }))).items).toEqual([]);
    expect(
      (await listCompanies(t.db, list({ keyword: 'acme holdings', current_status: 'Struck Off' }))).items.map((i) => i.jurisdiction_code),
    ).toEqual(['mt']);
    expect((await listCompanies(t.db, list({ keyword: 'acme holdings', screen: { current_status: ['active'] } }))).items).toEqual([]);
    expect(
      (await listCompanies(t.db, list({ keyword: 'acme software', screen: { company_type: ['Corporation'] } }))).items.map((i) => i.name),
    ).toEqual(['Acme Software Inc.']);
    expect((await listCompanies(t.db, list({ keyword: 'acme holdings', screen: { industry: ['k'] } }))).items.map((i) => i.name)).toEqual([
      'Acme Holdings PLC',
    ]);
  });

  it('sorts by founding date, undated companies last either way', async () => {
    const body = { keyword: 'acme', screen: { jurisdiction_code: ['ie', 'us'] } };
    const dates = async (sort: string) => (await listCompanies(t.db, list({ ...body, sort }))).items.map((i) => i.incorporation_date);
    expect(await dates('earliest_founded')).toEqual(['1995-06-01', '2015-05-05', null]);
    expect(await dates('latest_founded')).toEqual(['2015-05-05', '1995-06-01', null]);
  });

  it('pages without overlap', async () => {
    const first = await listCompanies(t.db, list({ keyword: 'acme', page: 1, size: 20 }));
    const second = await listCompanies(t.db, list({ keyword: 'acme', page: 2, size: 20 }));
    expect(second.items).toHaveLength(20);
    expect(new Set([...first.items, ...second.items].map((i) => i.uuid)).size).toBe(40);
  });

  it('shows the previous name a keyword matched', async () => {
    const page = await listCompanies(t.db, list({ keyword: 'acme rivers' }));
    expect(page.items[0]).toMatchObject({ name: 'Blue River Limited', matched_name: { name: 'Acme Rivers Ltd', kind: 'previous' } });
  });

  it('lists executives with their positions, filtered by the jurisdiction of their companies', async () => {
    const all = await listOfficers(t.db, officerListBody.parse({ keyword: 'john smith' }));
    expect(all.total).toBe(3);
    expect(all.facets.nationality.map((f) => f.value).sort()).toEqual(['American', 'British', 'Irish']);
    const us = await listOfficers(t.db, officerListBody.parse({ keyword: 'john smith', region: 'us' }));
    expect(us.items).toHaveLength(1);
    expect(us.items[0]).toMatchObject({ nationality: 'American', birth: { year: 1962, month: 11 }, positions_count: 1 });
    expect(us.items[0].positions[0]).toMatchObject({
      company: { name: 'Acme Trading Corp.', jurisdiction_code: 'us_ny' },
      position: 'secretary',
      end_date: '2020-01-31',
    });
    const started = async (sort: string) =>
      (await listOfficers(t.db, officerListBody.parse({ keyword: 'john smith', sort }))).items.map((i) => i.positions[0].start_date);
    expect(await started('earliest_founded')).toEqual(['2009-03-01', '2015-01-01', '2019-07-01']);
    expect(await started('latest_founded')).toEqual(['2019-07-01', '2015-01-01', '2009-03-01']);
    const irish = await listOfficers(t.db, officerListBody.parse({ keyword: 'john smith', nationality: 'Irish' }));
    expect(irish.items.map((i) => i.nationality)).toEqual(['Irish']);
  });

  it('finds same-name executives by uuid (others only) or by name, and refuses an unknown uuid', async () => {
    const byName = await sameNameOfficers(t.db, { name: 'john smith', page: 1, size: 10 });
    expect(byName.total).toBe(3);
    const one = byName.items[0];
    const others = await sameNameOfficers(t.db, { uuid: one.uuid, page: 1, size: 10 });
    expect(others.total).toBe(2);
    expect(others.items.map((i) => i.uuid)).not.toContain(one.uuid);
    await expect(sameNameOfficers(t.db, { uuid: '00000000-0000-4000-8000-000000000000', page: 1, size: 10 })).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it("keeps each visitor's recent browsing, newest first, once per record, and ignores unknown ids", async () => {
    const widgets = companyId('gb', '00000001');
    const trading = companyId('us_ny', '0000200406');
    const t0 = new Date('2026-11-20T10:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    expect(await recordView(t.db, { visitor: 'visitor-a', ip: '192.0.2.1' }, 'company', widgets, at(0))).toBe(true);
    expect(await recordView(t.db, { visitor: 'visitor-a', ip: '192.0.2.1' }, 'company', trading, at(1))).toBe(true);
    expect(await recordView(t.db, { visitor: 'visitor-a', ip: '192.0.2.1' }, 'company', widgets, at(2))).toBe(true);
    expect(
      await recordView(t.db, { visitor: 'visitor-a', ip: '192.0.2.1' }, 'company', '00000000-0000-4000-8000-000000000000', at(3)),
    ).toBe(false);
    expect(await recentViews(t.db, 'visitor-a', 'company', 10)).toEqual([
      { uuid: widgets, name: 'Acme Widgets Limited', jurisdiction_code: 'gb' },
      { uuid: trading, name: 'Acme Trading Corp.', jurisdiction_code: 'us_ny' },
    ]);
    expect(await recentViews(t.db, 'visitor-b', 'company', 10)).toEqual([]);
    expect(await recentViews(t.db, undefined, 'company', 10)).toEqual([]);
    // Only the latest 30 views per visitor are kept.
    const many = (await searchNames(t.db, 'c', 'acme', { limit: 40, probeLimits: { full: 60, word: 200 } })).map((h) => h.entityId);
    for (const [i, id] of many.entries()) await recordView(t.db, { visitor: 'visitor-c', ip: '192.0.2.1' }, 'company', id, at(10 + i));
    const kept = await t.db.selectFrom('recent_views').select('entity_id').where('visitor_id', '=', 'visitor-c').execute();
    expect(kept).toHaveLength(30);
    expect(kept.map((k) => k.entity_id)).toContain(many.at(-1));
  });

  it('lists the most viewed records of the week, filled up from the largest groups when views are few', async () => {
    forgetHotRecords();
    const widgets = companyId('gb', '00000001');
    // A week after the views of the test above (which count in the daily totals: pruning recent browsing does not remove them).
    const now = new Date('2026-11-29T00:00:00Z');
    for (const v of ['h1', 'h2', 'h3']) await recordView(t.db, { visitor: v, ip: '192.0.2.1' }, 'company', widgets, now);
    await recordView(t.db, { visitor: 'h4', ip: '192.0.2.1' }, 'company', companyId('ie', '100001'), new Date('2026-10-01T00:00:00Z')); // older than a week
    const hot = await hotRecords(t.db, 'company', 3, now);
    expect(hot[0]).toMatchObject({ uuid: widgets, views: 3 }); // h1-h3
    expect(hot.map((h) => h.uuid)).not.toContain(companyId('ie', '100001'));
    // A month later nobody has looked at anything: the groups with the most subsidiaries stand in.
    forgetHotRecords();
    expect((await hotRecords(t.db, 'company', 2, new Date('2026-12-31T00:00:00Z'))).map((h) => [h.name, h.views])).toEqual([
      ['Acme Holdings PLC', 0],
      ['Acme Software Inc.', 0],
    ]);
  });

  it('counts 2,000 fake views from one visitor, or from one address with a new visitor each time, at most the cap', async () => {
    forgetHotRecords();
    const software = companyId('us_de', '7654321');
    const now = new Date('2026-11-22T09:00:00Z');
    const at = (i: number) => new Date(now.getTime() + i); // 2,000 views within a few seconds
    for (let i = 0; i < 1000; i++) await recordView(t.db, { visitor: 'fake-visitor', ip: '198.51.100.7' }, 'company', software, at(i));
    for (let i = 0; i < 1000; i++) await recordView(t.db, { visitor: `fresh-${i}`, ip: '198.51.100.8' }, 'company', software, at(1000 + i));
    const counted = (await viewsPerDay(t.db, 'company', software)).find((d) => d.day === '2026-11-22');
    // The first address's one visitor counts once; the second address counts its cap.
    expect(counted?.views).toBe(VIEW_LIMITS.perVisitorRecordDay + VIEW_LIMITS.perAddressRecordDay);
    // Past the hourly cap an address's reports are not even kept as recent browsing.
    const kept = await t.db.selectFrom('recent_views').select('visitor_id').where('visitor_id', 'like', 'fresh-%').execute();
    expect(kept).toHaveLength(VIEW_LIMITS.perAddressHour);
  }, 120_000);

  it('keeps one count per record and day, and hot data adds up the days of the week', async () => {
    forgetHotRecords();
    const holdings = companyId('gb', '00000003');
    for (const [i, day] of ['2026-11-25', '2026-11-25', '2026-11-26'].entries())
      await recordView(t.db, { visitor: `day-${i}`, ip: `203.0.113.${i}` }, 'company', holdings, new Date(`${day}T12:00:00Z`));
    expect((await viewsPerDay(t.db, 'company', holdings)).filter((d) => d.day >= '2026-11-25')).toEqual([
      { day: '2026-11-25', views: 2 },
      { day: '2026-11-26', views: 1 },
    ]);
    const rows = await t.db
      .selectFrom('view_counts')
      .select('views')
      .where('entity_id', '=', holdings)
      .where('day', '>=', '2026-11-25')
      .execute();
    expect(rows).toHaveLength(2); // one row per record and day, not one per view
    const hot = await hotRecords(t.db, 'company', 10, new Date('2026-11-27T00:00:00Z'));
    expect(hot.find((h) => h.uuid === holdings)?.views).toBe(3);
  });

  it('drops daily counts older than the days it keeps, and keeps the rest', async () => {
    const gone = companyId('gb', '00000002');
    await recordView(t.db, { visitor: 'old-1', ip: '203.0.113.50' }, 'company', gone, new Date('2025-01-10T12:00:00Z'));
    await recordView(t.db, { visitor: 'old-2', ip: '203.0.113.51' }, 'company', gone, new Date('2026-11-20T12:00:00Z'));
    const now = new Date('2026-11-27T00:00:00Z');
    expect(await pruneViewCounts(t.db, now)).toBeGreaterThanOrEqual(1);
    const days = (await viewsPerDay(t.db, 'company', gone)).map((d) => d.day);
    expect(days).toEqual(['2026-11-20']);
    expect(days.every((d) => d >= new Date(now.getTime() - VIEW_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10))).toBe(true);
  });

  it('gives filter options with counts, hot jurisdictions first', async () => {
    const forKeyword = await getConditions(t.db, { keyword: 'acme widgets', type: 'company' });
    expect(forKeyword.areas[0].group).toBe('hot');
    expect(forKeyword.areas[0].items.find((i) => i.value === 'gb')?.count).toBe(1);
    expect(forKeyword.areas.find((a) => a.group === 'europe')?.items.find((i) => i.value === 'ie')?.count).toBe(1);
    forgetConditionCounts();
    const register = await getConditions(t.db, { type: 'company' });
    expect(register.areas[0].items.find((i) => i.value === 'gb')?.count).toBe(FILLER + 3);
    // Normalised states: "Dissolved" and "Struck Off" are both dissolved.
    expect(register.current_status).toContainEqual({ value: 'dissolved', count: 2 });
    expect(register.industry.map((i) => i.value).sort()).toEqual(['G', 'J', 'K']);
  });
});

describe('search API input', () => {
  it('refuses an empty or blank keyword and out-of-range paging', () => {
    expect(listBody.safeParse({ keyword: '   ' }).success).toBe(false);
    expect(listBody.safeParse({ keyword: 'a', size: 500 }).success).toBe(false);
    expect(listBody.safeParse({ keyword: 'a', page: 0 }).success).toBe(false);
    expect(listBody.safeParse({ keyword: 'a', screen: { company_type: ['a', 'b'] } }).success).toBe(false);
    expect(listBody.safeParse({ keyword: 'a', screen: { jurisdiction_code: ['gb; drop table'] } }).success).toBe(false);
    expect(listBody.parse({ keyword: ' acme ' })).toMatchObject({ keyword: 'acme', page: 1, size: 10, sort: 'default' });
  });
});
