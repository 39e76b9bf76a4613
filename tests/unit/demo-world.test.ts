import { beforeAll, describe, expect, it } from 'vitest';
import { generateChunk } from '../../src/server/demo/generate.ts';
import { JURISDICTION_BY_CODE, JURISDICTIONS } from '../../src/server/demo/jurisdictions.ts';
import { formParts } from '../../src/server/demo/jurisdiction-types.ts';
import { CULTURES } from '../../src/server/demo/names/index.ts';
import type { DemoRows } from '../../src/server/demo/rows.ts';
import { DemoWorld } from '../../src/server/demo/world.ts';

let world: DemoWorld;
let rows: DemoRows;

beforeAll(() => {
  world = new DemoWorld(20261122);
  rows = generateChunk(world, 0, 2_000);
});

describe('demo world generator', () => {
  it('generates the same rows for the same seed', () => {
    expect(generateChunk(new DemoWorld(20261122), 0, 300)).toEqual(generateChunk(new DemoWorld(20261122), 0, 300));
  });

  it('generates different rows for a different seed', () => {
    const a = generateChunk(new DemoWorld(1), 0, 50).companies.map((c) => c.name);
    const b = generateChunk(new DemoWorld(2), 0, 50).companies.map((c) => c.name);
    expect(a).not.toEqual(b);
  });

  it('gives company i the same rows whichever chunk it is generated in', () => {
    const whole = generateChunk(new DemoWorld(5), 0, 400);
    const tail = generateChunk(new DemoWorld(5), 300, 400);
    expect(tail.companies).toEqual(whole.companies.slice(300));
  });

  it('spreads 2,000 companies over at least 130 jurisdictions, weighted to big economies', () => {
    const counts = new Map<string, number>();
    for (const c of rows.companies) counts.set(c.jurisdiction_code, (counts.get(c.jurisdiction_code) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(130);
    expect(JURISDICTIONS.length).toBeGreaterThanOrEqual(130);
    expect(counts.get('cn')!).toBeGreaterThan(counts.get('li')! * 20);
    for (const code of [
      'gb',
      'de',
      'fr',
      'us_de',
      'us_ny',
      'us_ca',
      'ca_on',
      'ca_qc',
      'hk',
      'cn',
      'jp',
      'kr',
      'in',
      'ru',
      'ae',
      'sa',
      'th',
      'br',
      'mx',
      'au',
    ]) {
      expect(counts.get(code), code).toBeGreaterThan(0);
    }
  });

  it('writes names in every script the site has to search', () => {
    const names = [...rows.companies.map((c) => c.name), ...rows.officers.map((o) => o.name)].join('\n');
    const scripts: Record<string, RegExp> = {
      Han: /\p{Script=Han}/u,
      Kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
      Hangul: /\p{Script=Hangul}/u,
      Arabic: /\p{Script=Arabic}/u,
      Cyrillic: /\p{Script=Cyrillic}/u,
      Thai: /\p{Script=Thai}/u,
      Devanagari: /\p{Script=Devanagari}/u,
      Greek: /\p{Script=Greek}/u,
      Hebrew: /\p{Script=Hebrew}/u,
      Georgian: /\p{Script=Georgian}/u,
      Armenian: /\p{Script=Armenian}/u,
      'Latin with diacritics': /[À-ž]/u,
    };
    for (const [script, pattern] of Object.entries(scripts)) expect(names, script).toMatch(pattern);
  });

  it("uses the legal forms of each company's own register", () => {
    let checked = 0;
    for (const c of rows.companies) {
      if (c.branch) continue; // a foreign branch keeps its home company's name and form
      const forms = JURISDICTION_BY_CODE.get(c.jurisdiction_code)!.variants.flatMap((v) => v.forms);
      const fits = forms.some((f) => {
        const { prefix, suffix } = formParts(f);
        const name = c.name.toLowerCase();
        return name.startsWith(prefix.toLowerCase()) && name.endsWith(suffix.toLowerCase()) && f.type === c.company_type;
      });
      expect(fits, `${c.jurisdiction_code}: ${c.name} (${c.company_type})`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(1_900);
    const byName = (code: string) => rows.companies.filter((c) => c.jurisdiction_code === code && !c.branch).map((c) => c.name);
    expect(byName('cn').every((n) => /有限(责任)?公司|有限合伙/.test(n))).toBe(true);
    expect(byName('jp').every((n) => /株式会社|合同会社|有限会社|一般社団法人/.test(n))).toBe(true);
    expect(byName('de').some((n) => n.endsWith(' GmbH'))).toBe(true);
    expect(byName('ru').every((n) => /^(ООО|АО|ПАО|ЗАО|АНО) «.+»$/.test(n))).toBe(true);
  });

  it('repeats common name parts the way registers do', () => {
    const all = rows.companies.map((c) => c.name);
    expect(all.filter((n) => n.includes('有限公司')).length).toBeGreaterThan(50);
    expect(all.filter((n) => /Holdings|Trading|Limited/i.test(n)).length).toBeGreaterThan(100);
  });

  it('has true same-name officers: one full name, different people, different countries', () => {
    const companyCountry = new Map(rows.companies.map((c) => [c.id, c.country_code]));
    const officerName = new Map(rows.officers.map((o) => [o.id, o.name]));
    const seen = new Map<string, { officers: Set<string>; countries: Set<string> }>();
    for (const a of rows.appointments) {
      const name = officerName.get(a.officer_id);
      if (!name) continue;
      const entry = seen.get(name) ?? { officers: new Set(), countries: new Set() };
      entry.officers.add(a.officer_id);
      entry.countries.add(companyCountry.get(a.company_id)!);
      seen.set(name, entry);
    }
    const collisions = [...seen].filter(([, e]) => e.officers.size >= 2 && e.countries.size >= 2).map(([n]) => n);
    expect(collisions.length).toBeGreaterThan(5);
    expect(collisions).toContain('John Smith');
  });

  it('gives some people appointments in several companies', () => {
    const companiesPerOfficer = new Map<string, Set<string>>();
    for (const a of rows.appointments) {
      const set = companiesPerOfficer.get(a.officer_id) ?? new Set();
      set.add(a.company_id);
      companiesPerOfficer.set(a.officer_id, set);
    }
    expect([...companiesPerOfficer.values()].filter((s) => s.size >= 2).length).toBeGreaterThan(20);
  });

  it('fills the tables in the proportions of a real register', () => {
    const n = rows.companies.length;
    const withOfficers = new Set(rows.appointments.map((a) => a.company_id)).size;
    expect(withOfficers / n).toBeGreaterThan(0.55);
    expect(withOfficers / n).toBeLessThan(0.72);
    const inRelationships = new Set(rows.relationships.flatMap((r) => [r.child_company_id])).size;
    expect(inRelationships / n).toBeGreaterThan(0.06);
    expect(inRelationships / n).toBeLessThan(0.15);
    const withFinancials = new Set(rows.financial_summaries.map((f) => f.company_id)).size;
    expect(withFinancials / n).toBeGreaterThan(0.15);
    expect(withFinancials / n).toBeLessThan(0.3);
    const inactive = rows.companies.filter((c) => c.inactive === 1).length / n;
    expect(inactive).toBeGreaterThan(0.11);
    expect(inactive).toBeLessThan(0.19);
    for (const table of [
      'financing_rounds',
      'ipos',
      'acquisitions',
      'investors',
      'insolvency_events',
      'charges',
      'company_names',
    ] as const) {
      expect(rows[table].length, table).toBeGreaterThan(0);
    }
    expect(rows.relationships.some((r) => r.kind === 'ultimate_parent')).toBe(true);
    expect(rows.relationships.some((r) => r.kind === 'branch')).toBe(true);
    expect(rows.acquisitions.some((a) => a.acquired_company_id)).toBe(true);
  });

  it('keeps ids unique and relationships pointing at companies of the world', () => {
    const ids = new Set(rows.companies.map((c) => c.id));
    expect(ids.size).toBe(rows.companies.length);
    const keys = new Set(rows.companies.map((c) => `${c.jurisdiction_code}/${c.company_number}`));
    expect(keys.size).toBe(rows.companies.length);
    for (const r of rows.relationships) {
      expect(ids.has(r.parent_company_id)).toBe(true);
      expect(ids.has(r.child_company_id)).toBe(true);
    }
    for (const table of ['appointments', 'financial_summaries', 'officers'] as const) {
      const list = rows[table] as Array<{ id: string }>;
      expect(new Set(list.map((r) => r.id)).size, table).toBe(list.length);
    }
    // A company's own rows are keyed by company and position.
    for (const table of ['company_names', 'industry_codes'] as const) {
      const keys = rows[table].map((r) => `${r.company_id}/${r.position}`);
      expect(new Set(keys).size, table).toBe(keys.length);
    }
  });

  it("gives non-Latin names English or transliterated alternatives and industry codes of the register's scheme", () => {
    const latinRe = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u;
    const nonLatin = rows.companies.filter((c) => !latinRe.test(c.name));
    const latinOther = new Set(rows.company_names.filter((n) => n.kind !== 'previous' && latinRe.test(n.name)).map((n) => n.company_id));
    const withLatin = nonLatin.filter((c) => (c.alternative_legal_name && latinRe.test(c.alternative_legal_name)) || latinOther.has(c.id));
    expect(withLatin.length / nonLatin.length).toBeGreaterThan(0.5);
    expect(nonLatin.filter((c) => c.alternative_legal_name_language === 'en').length).toBeGreaterThan(20);
    expect(rows.company_names.some((n) => n.kind === 'alternative' && n.language === 'en')).toBe(true);
    expect(rows.company_names.some((n) => n.kind === 'transliterated' && n.language === 'ru-Latn')).toBe(true);
    const scheme = new Map(rows.companies.map((c) => [c.id, JURISDICTION_BY_CODE.get(c.jurisdiction_code)!.scheme]));
    for (const code of rows.industry_codes) expect(code.scheme).toBe(scheme.get(code.company_id));
    expect(new Set(rows.industry_codes.map((c) => c.scheme))).toEqual(new Set(['uk_sic_2007', 'nace_rev2', 'naics_2017', 'isic_rev4']));
  });

  it('dates records from the seed, not the clock', () => {
    expect(new Set(rows.companies.map((c) => c.retrieved_at)).size).toBe(1);
    expect(rows.companies[0].retrieved_at).toBe(new DemoWorld(20261122).retrievedAt);
    expect(rows.companies.every((c) => c.source === 'demo' && c.source_url === null)).toBe(true);
  });

  it('knows every culture a jurisdiction names', () => {
    for (const j of JURISDICTIONS) {
      for (const v of j.variants) expect(CULTURES[v.culture], `${j.code}: ${v.culture}`).toBeDefined();
      if (j.alt) expect(CULTURES[j.alt.culture], j.code).toBeDefined();
    }
  });
});
