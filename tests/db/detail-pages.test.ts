import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { loadCompanyDetail } from '../../src/server/companies/company-detail.service.ts';
import { companyInfo } from '../../src/server/companies/company-info.service.ts';
import { officerInfo } from '../../src/server/officers/officer-info.service.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { loadOfficerDetail } from '../../src/server/officers/officer-detail.service.ts';
import { SAME_NAME_COUNT_CAP, sameNameShown } from '../../src/server/officers/same-name.ts';
import { lastPageChange, pageChangesAfter, recordAllPagesChanged } from '../../src/server/pages/page-changes.repository.ts';
import { searchRegisterJsonl } from '../fixtures/search/register.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const dir = mkdtempSync(join(tmpdir(), 'detail-pages-'));
const file = join(dir, 'register.jsonl');
writeFileSync(file, searchRegisterJsonl());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(ENGINES)('detail page data on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    expect((await runImport(t.db, jsonl, file)).rows_rejected).toBe(0);
  });
  afterAll(() => t.drop());

  it('gives the info calls the public part for a visitor and the whole record for a member with room left (issue 19)', async () => {
    const acme = companyId('gb', '00000001');
    const visitor = await companyInfo(t.db, acme, undefined);
    expect(visitor.quota).toEqual({ state: 'signIn', tier: 'visitor', used: 0, allowance: 0 });
    for (const key of [
      'licences',
      'credit',
      'financials',
      'rounds',
      'investors',
      'investees',
      'parents',
      'chain',
      'subsidiaries',
      'branches',
    ])
      expect(visitor, key).not.toHaveProperty(key);
    expect(visitor.officers.map((o) => o.name)).toEqual(['John Smith']);
    expect(visitor.company.name).toBe('Acme Widgets Limited');
    const member = (await createUser(t.db, { email: `info-${engine}@example.com` })).id;
    const granted = await companyInfo(t.db, acme, member);
    expect(granted.quota).toMatchObject({ state: 'granted', used: 1, allowance: 5 });
    expect('credit' in granted && granted.credit).toMatchObject({ grade: 'AA' });
    expect('financials' in granted && granted.financials).toHaveLength(3);
    // The executive call: the American John Smith's only position ended, so a visitor sees none of it.
    const american = await t.db.selectFrom('officers').select('id').where('nationality', '=', 'American').executeTakeFirstOrThrow();
    const publicOfficer = await officerInfo(t.db, american.id, undefined);
    expect(publicOfficer.positions).toEqual([]);
    expect(publicOfficer.positionCount).toBe(1);
    expect(publicOfficer).not.toHaveProperty('coAppointees');
    const memberOfficer = await officerInfo(t.db, american.id, member);
    expect(memberOfficer.positions).toHaveLength(1);
    expect(memberOfficer.quota.used).toBe(2);
  });

  it('answers undefined for a company or officer that is not there', async () => {
    expect(await loadCompanyDetail(t.db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(await loadOfficerDetail(t.db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('reads a company with its money, people, same-name counts and credit evaluation', async () => {
    const d = (await loadCompanyDetail(t.db, companyId('gb', '00000001'), '2026-11-23'))!;
    expect(d.company.name).toBe('Acme Widgets Limited');
    expect(d.financials.map((f) => [f.period_end, f.current_assets])).toEqual([
      ['2021-12-31', 800_000],
      ['2022-12-31', 950_000],
      ['2023-12-31', 1_200_000],
    ]);
    expect(d.officers.map((o) => [o.name, o.position, o.sameName])).toEqual([['John Smith', 'director', 2]]);
    expect(d.officerCount).toBe(1);
    expect(d.industryCodes).toEqual([
      { scheme: 'uk_sic_2007', code: '62020', description: 'Information technology consultancy activities' },
    ]);
    // 25 years old (+1.5) and positive net current assets (+1) on the base of 6.
    expect(d.credit).toMatchObject({ score: 8.5, grade: 'AA' });
  });

  it('draws the ownership chain upwards and lists subsidiaries, listings, investors and investments', async () => {
    const child = (await loadCompanyDetail(t.db, companyId('gb', '00000003')))!;
    expect(child.chain.map((c) => c.name)).toEqual(['Acme Holdings PLC']);
    expect(child.names.map((n) => [n.name, n.kind, n.end_date])).toEqual([['Acme Rivers Ltd', 'previous', '2001-01-01']]);
    expect(child.investees.map((c) => c.name)).toEqual(['Acme Software Inc.']);

    const parent = (await loadCompanyDetail(t.db, companyId('gb', '00000002')))!;
    expect(parent.subsidiaries.map((s) => s.name).sort()).toEqual(['Acme Widgets Limited', 'Blue River Limited']);
    expect(parent.subsidiaryCount).toBe(2);
    expect(parent.credit).toMatchObject({ score: 0, grade: 'E' });

    const listed = (await loadCompanyDetail(t.db, companyId('us_de', '7654321')))!;
    expect(listed.ipos.map((i) => [i.stock_code, i.exchange, i.listed_price])).toEqual([['ACME', 'NASDAQ', 17]]);
    expect(listed.investors.map((i) => [i.name, i.is_main, i.rounds])).toEqual([['Blue River Limited', 1, 2]]);
    expect(listed.subsidiaries.map((s) => s.name)).toEqual(['Acme Trading Corp.']);
  });

  it('follows the ownership chain in one query: a direct parent before an ultimate one, ended links skipped, a loop cut', async () => {
    const id = (j: string, n: string) => companyId(j, n);
    const now = new Date().toISOString();
    const link = (n: number, parent: string, child: string, kind: 'parent' | 'ultimate_parent', status: string | null = null) => ({
      id: `chain-test-${n}`,
      parent_company_id: parent,
      child_company_id: child,
      kind,
      status,
      source: 'test',
      retrieved_at: now,
      updated_at: now,
    });
    // Blue River (gb 00000003) -> Acme Holdings (gb 00000002) -> ie 100001 is in the fixture. Above Acme
    // Holdings: an ended parent whose name sorts first, a current direct parent (ie 100001) and an
    // ultimate parent; above ie 100001, Blue River too (loops in bad data).
    await t.db
      .insertInto('relationships')
      .values([
        link(1, id('mt', 'C 12345'), id('gb', '00000002'), 'parent', 'ended'),
        link(2, id('ie', '100001'), id('gb', '00000002'), 'parent'),
        link(3, id('us_de', '7654321'), id('gb', '00000002'), 'ultimate_parent'),
        link(4, id('gb', '00000003'), id('ie', '100001'), 'parent'),
      ])
      .execute();
    try {
      const chainOf = async (j: string, n: string) =>
        (await loadCompanyDetail(t.db, id(j, n)))!.chain.map((c) => [c.name, c.jurisdiction_code]);
      expect(await chainOf('gb', '00000003')).toEqual([
        ['Acme Holdings PLC', 'gb'],
        ['Acme Widgets Limited', 'ie'],
      ]);
      // Above ie 100001 the fixture's Acme Holdings comes first by name: the company the chain started from.
      expect(await chainOf('gb', '00000002')).toEqual([['Acme Widgets Limited', 'ie']]);
      // With the direct parent's link ended, the ultimate parent is followed.
      await t.db.updateTable('relationships').set({ status: 'ended' }).where('id', '=', 'chain-test-2').execute();
      expect(await chainOf('gb', '00000003')).toEqual([
        ['Acme Holdings PLC', 'gb'],
        ['Acme Software Inc.', 'us_de'],
      ]);
    } finally {
      await t.db.deleteFrom('relationships').where('id', 'like', 'chain-test-%').execute();
    }
  });

  it('reads an executive with positions, other names and the other people of the same name', async () => {
    const ids = await t.db
      .selectFrom('officers')
      .select(['id', 'name', 'nationality'])
      .where('normalised_name', '=', 'john smith')
      .orderBy('nationality')
      .execute();
    expect(ids.map((o) => o.nationality)).toEqual(['American', 'British', 'Irish']);
    const british = (await loadOfficerDetail(t.db, ids[1].id))!;
    expect(british.positions.map((p) => [p.company_name, p.position, p.status])).toEqual([['Acme Widgets Limited', 'director', 'active']]);
    expect(british.sameName.map((p) => [p.nationality, p.birth_year, p.positions.map((x) => x.company_name)]).sort()).toEqual([
      ['American', 1962, ['Acme Trading Corp.']],
      ['Irish', null, ['Acme Widgets Limited']],
    ]);
    expect(british.sameNameTotal).toBe(2);
    const ren = await t.db.selectFrom('officers').select('id').where('name', '=', '任正非').executeTakeFirstOrThrow();
    expect((await loadOfficerDetail(t.db, ren.id))!.otherNames).toEqual([{ name: 'Ren Zhengfei', kind: 'alternative' }]);
  });

  it('counts other people of the same name only up to a cap, however common the name', async () => {
    const many = Array.from({ length: SAME_NAME_COUNT_CAP + 20 }, (_, i) => ({
      id: `namesake-test-${String(i).padStart(4, '0')}`,
      name: 'John Smith',
      normalised_name: 'john smith',
      nationality: null,
      occupation: null,
      address_in_full: null,
      country_of_residence: null,
      head_portrait: null,
      birth_year: null,
      birth_month: null,
      kind: null,
      other_names: null,
      content_hash: 'x',
      source: 'test',
      source_url: null,
      retrieved_at: '2026-01-01',
      updated_at: '2026-01-01',
    }));
    await t.db.insertInto('officers').values(many).execute();
    try {
      const d = (await loadCompanyDetail(t.db, companyId('gb', '00000001')))!;
      const smith = d.officers.find((o) => o.name === 'John Smith')!;
      // Counted up to two past the cap (itself included): more than the cap, shown as "more than 100".
      expect(smith.sameName).toBe(SAME_NAME_COUNT_CAP + 1);
      expect(sameNameShown(smith.sameName)).toEqual({ count: SAME_NAME_COUNT_CAP, more: true });
      const british = await t.db
        .selectFrom('officers')
        .select('id')
        .where('normalised_name', '=', 'john smith')
        .where('nationality', '=', 'British')
        .executeTakeFirstOrThrow();
      const officer = (await loadOfficerDetail(t.db, british.id))!;
      expect(officer.sameNameTotal).toBe(SAME_NAME_COUNT_CAP + 1);
      expect(sameNameShown(officer.sameNameTotal)).toEqual({ count: SAME_NAME_COUNT_CAP, more: true });
      expect(sameNameShown(2)).toEqual({ count: 2, more: false });
    } finally {
      await t.db.deleteFrom('officers').where('id', 'like', 'namesake-test-%').execute();
    }
  });

  it('logs the pages an import changed, in the same transaction, and nothing for an unchanged re-import', async () => {
    const before = await lastPageChange(t.db);
    const again = join(dir, `again-${engine}.jsonl`);
    writeFileSync(again, searchRegisterJsonl());
    await runImport(t.db, jsonl, again);
    expect(await lastPageChange(t.db)).toBe(before);

    const changed = join(dir, `changed-${engine}.jsonl`);
    writeFileSync(
      changed,
      `${JSON.stringify({ type: 'company', jurisdiction_code: 'gb', company_number: '00000003', name: 'Blue River Limited', current_status: 'Liquidation', inactive: true })}\n` +
        `${JSON.stringify({ type: 'financial_summary', jurisdiction_code: 'gb', company_number: '00000001', period_end: '2024-12-31', currency: 'GBP', current_assets: 1 })}\n`,
    );
    await runImport(t.db, jsonl, changed);
    const log = await pageChangesAfter(t.db, before, 100);
    // Blue River's status shows on its parent's page and its secretary's page too.
    const secretary = await t.db.selectFrom('officers').select('id').where('name', '=', 'Jane Smithers').executeTakeFirstOrThrow();
    expect(log.map((c) => [c.kind, c.entity_id]).sort()).toEqual(
      [
        ['company', companyId('gb', '00000001')],
        ['company', companyId('gb', '00000003')],
        ['company', companyId('gb', '00000002')],
        ['executive', secretary.id],
      ].sort(),
    );

    await recordAllPagesChanged(t.db);
    expect((await pageChangesAfter(t.db, log.at(-1)!.seq, 10)).map((c) => [c.kind, c.entity_id])).toEqual([['all', null]]);
  });
});
