import type { LicenceKind, RegulatorEntry } from '../../regulators/regulator-catalogue.ts';
import type { Rng } from '../prng.ts';

/**
 * What the demo world needs to know about each regulator of the catalogue beyond the catalogue's
 * facts: how many demo brokers it licenses, how its licence numbers look where the catalogue sets
 * no pattern, the retail leverage cap it enforces, and whether its licences passport across the EEA.
 * Where the catalogue gives a licenceNumberPattern, the style here produces numbers that match it
 * (a unit test checks every one).
 */

/** EEA member states (ISO alpha-2): an EEA licence may be passported to the others. */
export const EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;
const EEA_SET = new Set<string>(EEA);

export function inEea(country: string): boolean {
  return EEA_SET.has(country);
}

/**
 * Demo brokers licensed per regulator (relative). The forex and CFD trade clusters where it does in
 * life: Cyprus, the UK, Australia and the offshore centres; every regulator gets a few, so each of
 * its pages and rules has data.
 */
const WEIGHTS: Record<string, number> = {
  cysec: 200,
  fca: 150,
  asic: 140,
  'fsa-sc': 90,
  svgfsa: 90,
  vfsc: 80,
  fsca: 80,
  'fsc-mu': 70,
  ifsc: 50,
  bvifsc: 45,
  dfsa: 40,
  'fsa-jp': 45,
  sfc: 55,
  nfa: 35,
  cftc: 8,
  mas: 30,
  'labuan-fsa': 35,
  cima: 30,
  scb: 25,
  'fma-nz': 30,
  sca: 25,
  fsra: 18,
  bafin: 18,
  consob: 12,
  'amf-fr': 12,
  cnmv: 12,
  mfsa: 15,
  cbi: 12,
  finma: 12,
  ciro: 15,
  osc: 8,
  'gfsc-gi': 8,
  knf: 8,
  hcmc: 8,
  'fsc-bg': 8,
  afm: 8,
  'fsc-kr': 8,
  'sc-my': 8,
  csrc: 10,
  'sec-th': 10,
  ojk: 8,
  sebi: 8,
  'cma-ke': 10,
  'sec-ng': 6,
  cbr: 6,
  sec: 6,
  finra: 6,
  cvm: 6,
  cnbv: 6,
  'sec-ph': 5,
};
/** Regulators that license banks or payment firms only: a bank's trading arm now and then. */
const DEFAULT_WEIGHT = 3;

export function brokerWeight(r: RegulatorEntry): number {
  return WEIGHTS[r.key] ?? DEFAULT_WEIGHT;
}

/** Offshore centres: light regulation, no retail leverage cap, where operating entities of global brands sit. */
export const OFFSHORE = new Set(['fsa-sc', 'svgfsa', 'vfsc', 'fsc-mu', 'ifsc', 'bvifsc', 'cima', 'scb', 'labuan-fsa']);

/** Regulators a global brand adds to its home licence, most common first. */
export const GLOBAL_ADDITIONS = [
  'cysec',
  'fca',
  'asic',
  'fsa-sc',
  'fsca',
  'vfsc',
  'svgfsa',
  'fsc-mu',
  'dfsa',
  'ifsc',
  'bvifsc',
  'mas',
  'fma-nz',
  'labuan-fsa',
  'cima',
  'sca',
  'scb',
];

/**
 * The highest leverage the regulator lets a retail client use on major currency pairs (500 = 1:500),
 * or null where it sets none. ESMA's 1:30 applies across the EEA (and the FCA kept it); the US caps at
 * 1:50, Japan at 1:25, Hong Kong and Singapore at 1:20, Turkey at 1:10.
 */
export function retailCap(r: RegulatorEntry): number | null {
  if (inEea(r.country) || ['GB', 'AU', 'GI', 'CH'].includes(r.country)) return r.country === 'CH' ? 100 : 30;
  switch (r.country) {
    case 'US':
      return 50;
    case 'JP':
      return 25;
    case 'HK':
    case 'SG':
      return 20;
    case 'KR':
      return 10;
    case 'AE':
      return 50;
    case 'CA':
      return 50;
    case 'NZ':
      return 100;
    case 'CN':
    case 'TH':
    case 'MY':
    case 'IN':
      return 20;
    default:
      return null;
  }
}

/**
 * Licence number styles: '%' any digit, '!' a digit but 0, '@' a capital letter, '{yy}' two digits of
 * a year, '{bureau}' a Japanese Local Finance Bureau. Regulators without one get '!%%%%%'.
 */
const NUMBER_STYLES: Record<string, string> = {
  fca: '!%%%%%',
  cysec: '!%%/%%',
  cbi: 'C!%%%%%',
  finma: 'CHE-!%%.%%%.%%%',
  nfa: '0!%%%%%',
  cftc: '0!%%%%%',
  sec: '!%%%%%%',
  finra: '!%%%%%',
  bvifsc: 'SIBA/L/{yy}/!%%%',
  asic: '!%%%%%',
  'fma-nz': 'FSP!%%%%%',
  'fsa-jp': '{bureau}（金商）第!%%号',
  sfc: '@@@!%%',
  'labuan-fsa': 'MB/{yy}/0!%%',
  sebi: 'INZ000!%%%%%',
  dfsa: 'F00!%%%',
  fsca: '!%%%%',
  'fsa-sc': 'SD0!%',
  bafin: '1!%%%%',
  mfsa: 'IS/!%%%%',
  cnmv: '!%%',
  consob: '!%%',
  'amf-fr': 'GP-!%%%%%%%',
  acpr: '!%%%%',
  'fsc-mu': 'GB!%%%%%%%',
  vfsc: '40%%%',
  svgfsa: '!%%%% BC 20{yy}',
  ifsc: 'IFSC/60/!%%/TS/{yy}',
  cima: '1!%%%%%',
  scb: 'SIA-F!%%',
  mas: 'CMS100!%%%',
  'sc-my': 'CMSL/A0!%%/20{yy}',
  cbr: '045-1!%%%-100000',
  nfra: 'B%%%%H!%%%%%%%%',
  knf: 'DRK/WL/!%%%/20{yy}',
  ciro: '!%%%%',
  osc: '!%%%%%',
  fsra: '!%%%%%',
  sca: '20200000%%',
  hcmc: '!%/%%%/%%.%%.20{yy}',
  'fsc-bg': 'RG-03-!%%%',
  afm: '!%%%%%%%',
  ojk: 'KEP-!%%/D.04/20{yy}',
  'cma-ke': '!%%',
};

const BUREAUS = ['関東財務局長', '近畿財務局長', '東海財務局長', '九州財務局長', '北海道財務局長', '福岡財務支局長'];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** A licence number in the regulator's style; `year` fills '{yy}' (the year of the grant). */
export function licenceNumber(r: RegulatorEntry, rng: Rng, year: number): string {
  const style = NUMBER_STYLES[r.key] ?? '!%%%%%';
  const filled = style.replace('{yy}', String(year % 100).padStart(2, '0')).replace('{bureau}', () => rng.pick(BUREAUS));
  let out = '';
  for (const ch of filled) {
    if (ch === '%') out += String(rng.int(10));
    else if (ch === '!') out += String(1 + rng.int(9));
    else if (ch === '@') out += LETTERS[rng.int(LETTERS.length)];
    else out += ch;
  }
  return out;
}

/** The regulator's record URL for a number, when the catalogue gives a template. */
export function recordUrl(r: RegulatorEntry, number: string): string | null {
  return r.recordUrl ? r.recordUrl.replace('{number}', encodeURIComponent(number)) : null;
}

/** The kind a retail trading broker holds from this regulator: forex/CFD first, then what comes nearest. */
const KIND_PREFERENCE: LicenceKind[] = [
  'forex-cfd',
  'retail-forex',
  'derivatives',
  'securities',
  'crypto',
  'investment-advice',
  'asset-management',
  'payments',
  'e-money',
  'banking',
];

export function brokerKind(r: RegulatorEntry): LicenceKind {
  return KIND_PREFERENCE.find((k) => r.kinds.includes(k)) ?? r.kinds[0];
}

/** Services a licence of each kind covers, as registers word them (ESMA's MiFID and MiCA service names). */
export const SERVICES: Partial<Record<LicenceKind, string[]>> = {
  'forex-cfd': [
    'Reception and transmission of orders',
    'Execution of orders on behalf of clients',
    'Dealing on own account',
    'Safekeeping and administration of financial instruments',
  ],
  'retail-forex': ['Retail foreign exchange dealing', 'Futures commission merchant'],
  derivatives: ['Reception and transmission of orders', 'Execution of orders on behalf of clients', 'Dealing on own account'],
  securities: [
    'Reception and transmission of orders',
    'Execution of orders on behalf of clients',
    'Placing of financial instruments without a firm commitment basis',
  ],
  crypto: [
    'Exchange between crypto-assets and funds',
    'Execution of orders for crypto-assets on behalf of clients',
    'Providing custody and administration of crypto-assets on behalf of clients',
  ],
  'investment-advice': ['Investment advice'],
  'asset-management': ['Portfolio management', 'Investment advice'],
  payments: ['Money remittance', 'Execution of payment transactions'],
  'e-money': ['Issuing electronic money', 'Execution of payment transactions'],
  banking: ['Taking deposits', 'Lending', 'Execution of orders on behalf of clients'],
  'trading-venue': ['Operation of a regulated market', 'Operation of a multilateral trading facility'],
};
