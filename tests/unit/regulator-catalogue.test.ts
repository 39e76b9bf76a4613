import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { normalizeCountryCode } from '../../src/lib/country-codes.ts';
import {
  findRegulator,
  regulatorByKey,
  regulatorForms,
  regulatorNameKey,
  REGULATORS,
  type LicenceKind,
} from '../../src/server/regulators/regulator-catalogue.ts';
import { FIXTURES } from '../db/fixtures.ts';

const KINDS: readonly LicenceKind[] = [
  'forex-cfd',
  'securities',
  'derivatives',
  'banking',
  'payments',
  'e-money',
  'crypto',
  'investment-advice',
  'asset-management',
  'insurance',
  'crowdfunding',
  'trading-venue',
  'retail-forex',
];

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

describe('the regulator catalogue', () => {
  it('holds about sixty regulators or more, each under a unique, stable lower-case ascii key', () => {
    expect(REGULATORS.length).toBeGreaterThanOrEqual(60);
    const keys = REGULATORS.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
    for (const key of ['fca', 'asic', 'cysec', 'nfa', 'cftc', 'sec', 'finma', 'bafin', 'fsa-jp'])
      expect(regulatorByKey(key)?.key).toBe(key);
  });

  it('gives every regulator a name, a short name and https addresses for its site and register', () => {
    for (const r of REGULATORS) {
      expect(r.name.trim(), r.key).not.toBe('');
      expect(r.shortName.trim(), r.key).not.toBe('');
      expect(r.localName === null || (r.localName.trim() !== '' && r.localName !== r.name), r.key).toBe(true);
      expect(isHttpsUrl(r.website), `${r.key} website ${r.website}`).toBe(true);
      expect(isHttpsUrl(r.registerUrl), `${r.key} register ${r.registerUrl}`).toBe(true);
      expect(r.dataSource.trim(), r.key).toMatch(/\.$/);
    }
  });

  it('writes record addresses as https templates with exactly one {number}', () => {
    for (const r of REGULATORS) {
      if (r.recordUrl === null) continue;
      expect(r.recordUrl.split('{number}').length - 1, r.key).toBe(1);
      expect(isHttpsUrl(r.recordUrl.replace('{number}', '1234567')), r.key).toBe(true);
    }
  });

  it('places every regulator in a real country (ISO 3166-1 alpha-2, as the country list knows them)', () => {
    for (const r of REGULATORS) {
      expect(r.country, r.key).toMatch(/^[A-Z]{2}$/);
      expect(r.country, `${r.key}: the United Kingdom is GB here, not UK`).not.toBe('UK');
      expect(normalizeCountryCode(r.country), `${r.key} ${r.country}`).toBeDefined();
    }
  });

  it('lists at least one licence kind per regulator, each known and once', () => {
    for (const r of REGULATORS) {
      expect(r.kinds.length, r.key).toBeGreaterThan(0);
      expect(new Set(r.kinds).size, r.key).toBe(r.kinds.length);
      for (const kind of r.kinds) expect(KINDS, r.key).toContain(kind);
    }
  });

  it('has licence number patterns that compile and are anchored', () => {
    for (const r of REGULATORS) {
      if (r.licenceNumberPattern === null) continue;
      expect(() => new RegExp(r.licenceNumberPattern!, 'u'), r.key).not.toThrow();
      expect(r.licenceNumberPattern, r.key).toMatch(/^\^.*\$$/);
    }
  });

  it.each([
    ['fca', '122702', 'FRN-122702'],
    ['cysec', '109/10', '109-10'],
    ['asic', '226465', '22646'],
    ['nfa', '0339826', '339826'],
    ['finra', '7691', '12345678'],
    ['sec', '320193', 'CIK320193'],
    ['finma', 'CHE-101.329.561', 'CHE101329561'],
    ['dfsa', 'F000123', 'F123'],
    ['cbi', 'C12345', '12345'],
    ['sebi', 'INZ000123456', 'INZ00012345'],
    ['fma-nz', 'FSP12345', '12345'],
    ['sfc', 'AAB123', 'AB1234'],
    ['bvifsc', 'SIBA/L/14/1082', 'SIBA-L-14-1082'],
    ['labuan-fsa', 'MB/18/0028', 'MB/18/28'],
    ['fsa-sc', 'SD025', 'SD25'],
    ['fsa-jp', 'Kanto Local Finance Bureau (Kinsho) No. 195', 'No. 195'],
    ['fsa-jp', '関東財務局長（金商）第195号', '第195号'],
  ])('reads a %s number like %s and refuses %s', (key, good, bad) => {
    const pattern = new RegExp(regulatorByKey(key)!.licenceNumberPattern!, 'u');
    expect(pattern.test(good)).toBe(true);
    expect(pattern.test(bad)).toBe(false);
  });

  it('gives each alias to one regulator only, and to none that another regulator is called by', () => {
    const owners = new Map<string, Set<string>>();
    for (const r of REGULATORS) {
      for (const form of regulatorForms(r)) owners.set(form, (owners.get(form) ?? new Set()).add(r.key));
    }
    for (const r of REGULATORS) {
      for (const alias of r.aliases) {
        const key = regulatorNameKey(alias);
        expect(key, `${r.key}: empty alias`).not.toBe('');
        expect([...owners.get(key)!], `${r.key}: alias "${alias}"`).toEqual([r.key]);
      }
    }
  });

  it('shares only the short and official names that real regulators do share (they resolve with a country)', () => {
    const owners = new Map<string, string[]>();
    for (const r of REGULATORS) for (const form of regulatorForms(r)) owners.set(form, [...(owners.get(form) ?? []), r.key]);
    const shared = Object.fromEntries([...owners].filter(([, keys]) => keys.length > 1).map(([form, keys]) => [form, keys.sort()]));
    expect(shared).toEqual({
      cbi: ['cb-is', 'cbi'],
      dfsa: ['dfsa', 'dfsa-dk'],
      finanstilsynet: ['dfsa-dk', 'finanstilsynet-no'],
      'financial services authority': ['fsa-sc', 'svgfsa'],
      'financial services commission': ['bvifsc', 'fsc-kr', 'fsc-mu'],
      fma: ['fma-at', 'fma-li', 'fma-nz'],
      fsa: ['fsa-jp', 'fsa-sc', 'svgfsa'],
      fsc: ['bvifsc', 'fsc-bg', 'fsc-kr', 'fsc-mu'],
      gfsc: ['gfsc', 'gfsc-gi'],
      sec: ['sec', 'sec-ng', 'sec-ph', 'sec-th'],
      'securities and exchange commission': ['sec', 'sec-ng', 'sec-ph'],
    });
  });
});

describe('finding a regulator by the name a register file writes', () => {
  it.each([
    // The competent authorities of the real ESMA samples (shared/fixtures/real/regulators).
    ['Cyprus Securities and Exchange Commission (CySEC)', 'cysec'],
    ['Federal Financial Supervisory Authority (BaFin)', 'bafin'],
    ['Commissione Nazionale per le Societa e la Borsa (CONSOB)', 'consob'],
    ['Finanssivalvonta (FSA)', 'fin-fsa'],
    ['Austrian Financial Market Authority (FMA)', 'fma-at'],
    // Other ESMA spellings.
    ['Autorité des Marchés Financiers (AMF)', 'amf-fr'],
    ['Comisión Nacional del Mercado de Valores (CNMV)', 'cnmv'],
    ['Netherlands Authority for the Financial Markets (AFM)', 'afm'],
    ['Central Bank of Ireland (CBI)', 'cbi'],
    ['Commission de Surveillance du Secteur Financier (CSSF)', 'cssf'],
    ['Malta Financial Services Authority (MFSA)', 'mfsa'],
    ['Polish Financial Supervisory Authority (KNF)', 'knf'],
    ["Banca d'Italia", 'bdi'],
    ["BANCA D'ITALIA (BDI)", 'bdi'],
    ['Finansinspektionen (FI)', 'fi-se'],
    ['Autorité de Contrôle Prudentiel et de Résolution (ACPR)', 'acpr'],
    ['Financial & Capital Market Commission (FKTK)', 'lb-lv'],
    ['Financial Market Authority (FMA)', 'fma-li'],
    ['Norwegian Financial Supervisory Authority (Finanstilsynet)', 'finanstilsynet-no'],
    ['US Commodity Futures Trading Commission (CFTC)', 'cftc'],
    // Case, accents, punctuation and spacing do not matter.
    ['COMMISSIONE NAZIONALE PER LE SOCIETÀ E LA BORSA', 'consob'],
    ['  bundesanstalt fur finanzdienstleistungsaufsicht  ', 'bafin'],
    ['Cyprus Securities & Exchange Commission', 'cysec'],
    ['cysec', 'cysec'],
    ['Financial Conduct Authority', 'fca'],
    ['金融庁', 'fsa-jp'],
    // An abbreviation the catalogue does not list is ignored after a known name.
    ['Finanssivalvonta (FIN FSA)', 'fin-fsa'],
    ['Swiss Financial Market Supervisory Authority (FINMA-CH)', 'finma'],
  ])('%s → %s', (name, key) => {
    expect(findRegulator(name)?.key).toBe(key);
  });

  it('finds each of the real fixtures’ competent authorities', () => {
    const dir = join(FIXTURES, 'regulators');
    const csv = parse(readFileSync(join(dir, 'esma-mica-casps-sample.csv'), 'utf8'), { columns: true, relax_column_count: true }) as {
      ae_competentAuthority: string;
      ae_homeMemberState: string;
    }[];
    const json = JSON.parse(readFileSync(join(dir, 'esma-registers-page-sample.json'), 'utf8')) as {
      response: { docs: { ae_competentAuthority?: string }[] };
    };
    const names = new Set([
      ...csv.map((row) => row.ae_competentAuthority),
      ...json.response.docs.map((doc) => doc.ae_competentAuthority).filter((n): n is string => !!n),
    ]);
    expect(names.size).toBe(5);
    for (const name of names) expect(findRegulator(name), name).toBeDefined();
    for (const row of csv) expect(findRegulator(row.ae_competentAuthority)?.country).toBe(row.ae_homeMemberState);
  });

  it('knows every regulator by its name, short name or an alias, alone or with the country a file gives', () => {
    for (const r of REGULATORS) {
      for (const form of [r.name, r.shortName, r.localName, ...r.aliases]) {
        if (form) expect(findRegulator(form, r.country)?.key, `${r.key}: ${form}`).toBe(r.key);
      }
      for (const alias of r.aliases) expect(findRegulator(alias)?.key, `${r.key}: ${alias}`).toBe(r.key);
    }
  });

  it('leaves a name that several regulators share unresolved without a country, and resolves it with one', () => {
    expect(findRegulator('Finanstilsynet')).toBeUndefined();
    expect(findRegulator('Finanstilsynet', 'DK')?.key).toBe('dfsa-dk');
    expect(findRegulator('Finanstilsynet', 'no')?.key).toBe('finanstilsynet-no');
    expect(findRegulator('SEC')).toBeUndefined();
    expect(findRegulator('Securities and Exchange Commission')).toBeUndefined();
    expect(findRegulator('Securities and Exchange Commission', 'US')?.key).toBe('sec');
    expect(findRegulator('FMA', 'NZ')?.key).toBe('fma-nz');
    expect(findRegulator('FSA', 'JP')?.key).toBe('fsa-jp');
    // A country none of them is in resolves nothing.
    expect(findRegulator('FMA', 'DE')).toBeUndefined();
  });

  it('never takes a longer or shorter, different name for one of its forms', () => {
    for (const r of REGULATORS) {
      for (const form of [r.name, r.shortName, r.localName, ...r.aliases]) {
        if (!form) continue;
        expect(findRegulator(`${form} Holdings`), `${form} Holdings`).toBeUndefined();
        expect(findRegulator(`Former ${form}`), `Former ${form}`).toBeUndefined();
        // A cut-short form finds this regulator only where the shorter text is a form of its own.
        const cut = form.slice(0, -2);
        if (findRegulator(cut) === r) expect(regulatorForms(r), `${form} cut short`).toContain(regulatorNameKey(cut));
      }
    }
  });

  it.each([
    [''],
    ['   '],
    ['Financial'],
    ['Authority'],
    ['Commission'],
    ['Financial Conduct'],
    ['Financial Conduct Authority of Narnia'],
    ['Cyprus Securities and Exchange Commission Limited'],
    ['Federal Financial Supervisory Authority Germany Branch'],
    ['Unknown Authority (FCA)'],
    ['Financial Services Commission (Ghana)'],
    ['Securities and Exchange Commission of Pakistan'],
    ['Bank of England'],
    ['Prudential Regulation Authority (PRA)'],
  ])('does not recognise %j', (name) => {
    expect(findRegulator(name)).toBeUndefined();
  });
});
