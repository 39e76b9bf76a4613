import anyAscii from 'any-ascii';
import type { CompaniesTable } from '../db/schema.ts';
import { normaliseName } from '../import/normalise.ts';
import { fastContentHash as contentHash, fastStableId as stableId } from './fast-ids.ts';
import type { CompanyBundle, CompanyFields } from '../import/types.ts';
import { address } from './addresses.ts';
import {
  drawNameParts,
  latinWords,
  renderEnglish,
  renderIn,
  renderName,
  renderTradingName,
  renderTransliteration,
} from './company-names.ts';
import { inCurrency } from './currencies.ts';
import { addMonths, dayOf, fillPattern, isoDate, lei, yearOf } from './formats.ts';
import { generateFinance } from './generate-finance.ts';
import { generateLicences } from './generate-licences.ts';
import { generateOfficers } from './generate-officers.ts';
import { INDUSTRIES, RELATED, type IndustryKey } from './industries.ts';
import type { Jurisdiction, LegalForm } from './jurisdiction-types.ts';
import { CULTURES } from './names/index.ts';
import { hash32, rngFor, type Rng } from './prng.ts';
import { provenance, type DemoRows } from './rows.ts';
import { STATUSES, type Status } from './statuses.ts';
import type { DemoWorld, NameInfo } from './world.ts';

/**
 * One company of the demo world with every row that hangs off it: the company (all columns, filled
 * the way its register fills them), its other names, industry codes, charges, insolvency events,
 * officers and appointments, group and branch relationships, and the money tables.
 */

/** Appends company i and its rows to `out`. */
export function generateCompany(world: DemoWorld, i: number, out: DemoRows, bundles?: CompanyBundle[]): void {
  const info = world.nameInfo(i);
  const { j, culture } = info;
  const { id, number } = world.key(i);
  const rng = rngFor(world.seed, i, 'company');
  const prov = provenance(world);
  const role = world.role(i);
  const incorporated = world.incorporation(i);

  const statuses = STATUSES[j.statuses];
  const inactive = rng.chance(role === 'head' ? 0.05 : 0.16);
  const status: Status = rng.weighted(inactive ? statuses.inactive : statuses.active, (s) => s.weight);
  const dissolved = inactive && status.ends ? world.dateAfter(rng, incorporated + 180, 300) : null;
  const lastDay = dissolved ?? world.asOf;

  const place = address(
    rng,
    j,
    culture,
    info.cities,
    info.home === null && info.cities.includes(info.parts.place) ? info.parts.place : undefined,
  );
  const names = otherNames(world, i, info, rng, incorporated, lastDay);
  const industryCodes = industryCodesOf(rng, info);
  const commonLaw = j.roles === 'uk' || j.roles === 'in';
  const charges = commonLaw && rng.chance(0.3) ? chargesOf(rng) : null;
  const insolvent = status.insolvency || status.liquidation || (!inactive && rng.chance(0.015));
  const accounts = accountsOf(world, rng, j, incorporated, dissolved, inactive);

  const company: CompanyFields = {
    jurisdiction_code: j.code,
    company_number: number,
    name: info.name,
    normalised_name: normaliseName(info.name),
    company_type: info.home !== null ? branchType(j, info.form) : info.form.type,
    nonprofit: info.form.flags.includes('n') ? 1 : 0,
    current_status: status.text,
    inactive: inactive ? 1 : 0,
    incorporation_date: isoDate(incorporated),
    dissolution_date: dissolved === null ? null : isoDate(dissolved),
    branch: info.home !== null ? 'F' : null,
    website: !inactive && rng.chance(role === 'head' ? 0.8 : 0.28) ? website(info, j) : null,
    business_number: j.business && rng.chance(0.65) ? fillPattern(j.business.replace('{n}', number), rng) : null,
    lei: rng.chance(role === 'head' ? 0.35 : 0.02) ? lei(rng) : null,
    registered_address_in_full: place.full,
    postal_code: place.postal,
    country_code: j.country,
    alternative_legal_name: names.alternative?.name ?? null,
    alternative_legal_name_language: names.alternative?.language ?? null,
    home_jurisdiction_code: info.home !== null ? world.jurisdiction(info.home).code : null,
    home_company_number: info.home !== null ? world.key(info.home).number : null,
    native_company_number: nativeNumber(rng, j, number, place.city.native),
    previous_company_number: rng.chance(0.01) ? fillPattern(j.number.replace(/#/g, '%'), rng) : null,
    restricted_for_marketing: rng.chance(0.04) ? 1 : 0,
    accounts_next_due: accounts.nextDue,
    accounts_reference_date: accounts.referenceDate,
    accounts_last_made_up: accounts.lastMadeUp,
    accounts_category: accounts.category,
    annual_return_next_due: accounts.returnNextDue,
    annual_return_last_made_up: accounts.returnLastMadeUp,
    liquidated: status.liquidation ? 1 : 0,
    has_insolvency_history: insolvent ? 1 : 0,
    has_charges: charges ? ((charges.total ?? 0) > 0 ? 1 : 0) : commonLaw ? 0 : null,
    // From a hash, not the company's rng: drawing one more number would change every later field of the world.
    has_litigation: hash32(world.seed, i, 'litigation') % 100 < (insolvent ? 35 : 5) ? 1 : 0,
    extra: extraOf(rng, info, role === 'head'),
  };
  const bundle: CompanyBundle = { company, names: names.rows, industryCodes, charges };
  bundles?.push(bundle);
  // The writer's own hash of the same bundle: importing these records again finds them unchanged.
  const row: CompaniesTable = { ...company, id, content_hash: contentHash(bundle), ...prov };
  out.companies.push(row);
  names.rows.forEach((n, position) => out.company_names.push({ company_id: id, position, ...n }));
  industryCodes.forEach((c, position) => out.industry_codes.push({ company_id: id, position, ...c }));
  if (charges) out.charges.push({ company_id: id, ...charges });
  if (insolvent) insolvencyEvents(rng, world, id, j, status, incorporated, lastDay, out);

  relationshipsOf(world, i, id, incorporated, out);
  generateOfficers(world, i, info, incorporated, dissolved, out);
  generateFinance(world, i, info, incorporated, lastDay, inactive, out);
  generateLicences(world, i, info, id, incorporated, inactive, out);
}

/** Alternative (English or second-language), transliterated, previous and trading names. */
function otherNames(world: DemoWorld, i: number, info: NameInfo, rng: Rng, incorporated: number, lastDay: number) {
  const { j, culture, parts, form } = info;
  const rows: CompanyBundle['names'] = [];
  let alternative: { name: string; language: string } | undefined;
  const own = info.home === null;
  if (own && culture.script !== 'Latin' && rng.chance(j.english ?? 0.6)) {
    // Registers that keep a second legal name (Hong Kong, the Gulf, Israel, India) show the English one as
    // the alternative legal name; elsewhere an English name is one of the company's other names.
    const english = { name: renderEnglish(parts, culture, form), language: 'en' };
    if (j.alt || (j.english ?? 0) >= 0.8) alternative = english;
    else rows.push({ ...english, kind: 'alternative', start_date: null, end_date: null });
  }
  if (own && j.alt && j.alt.culture !== culture.id && rng.chance(j.alt.share)) {
    const to = CULTURES[j.alt.culture];
    const name = renderIn(parts, culture, to, j, form);
    if (alternative) rows.push({ name, kind: 'alternative', language: to.language, start_date: null, end_date: null });
    else alternative = { name, language: to.language };
  }
  if (own && rng.chance(0.55)) {
    const latin = renderTransliteration(parts, culture, form);
    if (latin && latin !== info.name)
      rows.push({ name: latin, kind: 'transliterated', language: `${culture.language}-Latn`, start_date: null, end_date: null });
  }
  // Previous names, oldest first, each in use until the next one was adopted.
  if (own && rng.chance(0.1) && lastDay - incorporated > 400) {
    const count = rng.chance(0.75) ? 1 : 2;
    let start = incorporated;
    for (let k = 0; k < count; k++) {
      const end = world.dateAfter(rng, start + 90, 96);
      const old = drawNameParts(rngFor(world.seed, i, `previous-${k}`), culture, info.cities);
      const oldForm = rng.chance(0.8) ? form : rng.weighted(info.variant.forms, (f: LegalForm) => f.weight);
      rows.push({
        name: renderName(old, culture, oldForm, info.name === info.name.toUpperCase() && culture.script === 'Latin'),
        kind: 'previous',
        language: null,
        start_date: isoDate(start),
        end_date: isoDate(end),
      });
      start = end;
    }
  }
  if (own && culture.script === 'Latin' && rng.chance(0.04)) {
    const trading = renderTradingName(drawNameParts(rngFor(world.seed, i, 'trading'), culture, info.cities), culture);
    rows.push({ name: trading, kind: 'trading', language: culture.language, start_date: null, end_date: null });
  }
  return { rows, alternative };
}

/** The company's main activity (its name's industry word) and sometimes one or two related ones. */
function industryCodesOf(rng: Rng, info: NameInfo): CompanyBundle['industryCodes'] {
  const scheme = info.j.scheme;
  const keys: IndustryKey[] = [info.parts.industry[2]];
  if (rng.chance(0.3)) keys.push(rng.pick(RELATED[keys[0]] ?? (Object.keys(INDUSTRIES) as IndustryKey[])));
  if (rng.chance(0.05)) keys.push(rng.pick(Object.keys(INDUSTRIES) as IndustryKey[]));
  const seen = new Set<string>();
  const codes: CompanyBundle['industryCodes'] = [];
  for (const key of keys) {
    const [code, description] = INDUSTRIES[key][scheme];
    if (seen.has(code)) continue;
    seen.add(code);
    codes.push({ scheme, code, description });
  }
  return codes;
}

function chargesOf(rng: Rng): NonNullable<CompanyBundle['charges']> {
  const total = rng.weighted([1, 2, 3, 4, 6, 9], (n) => 10 / n);
  const satisfied = rng.int(total + 1);
  const part = total - satisfied > 0 && rng.chance(0.1) ? 1 : 0;
  return { total, outstanding: total - satisfied - part, part_satisfied: part, satisfied };
}

const INSOLVENCY: Record<'commonLaw' | 'civil', Array<readonly [string, string]>> = {
  commonLaw: [
    ['administration', 'Appointment of administrator'],
    ['liquidation', "Creditors' voluntary liquidation"],
    ['liquidation', "Members' voluntary liquidation"],
    ['liquidation', 'Compulsory liquidation (winding-up order)'],
    ['receivership', 'Appointment of receiver or manager'],
    ['voluntary arrangement', 'Company voluntary arrangement'],
  ],
  civil: [
    ['insolvency proceedings', 'Opening of insolvency proceedings'],
    ['bankruptcy', 'Declaration of bankruptcy'],
    ['restructuring', 'Judicial restructuring plan'],
    ['liquidation', 'Appointment of liquidator'],
  ],
};

function insolvencyEvents(
  rng: Rng,
  world: DemoWorld,
  id: string,
  j: Jurisdiction,
  status: Status,
  from: number,
  to: number,
  out: DemoRows,
): void {
  const list = j.roles === 'uk' || j.roles === 'in' ? INSOLVENCY.commonLaw : INSOLVENCY.civil;
  const count = rng.chance(0.7) ? 1 : 2;
  let at = Math.max(from, to - 900);
  for (let k = 0; k < count; k++) {
    const [kind, description] = status.liquidation && k === count - 1 ? list.find(([x]) => x === 'liquidation')! : rng.pick(list);
    at = world.dateAfter(rng, at, 18);
    out.insolvency_events.push({ id: stableId('insolvency', id, k), company_id: id, kind, date: isoDate(at), description });
  }
}

/** Group relationships (parent and ultimate parent) and foreign branches, pointing at earlier companies. */
function relationshipsOf(world: DemoWorld, i: number, id: string, incorporated: number, out: DemoRows): void {
  const parent = world.parentOf(i);
  if (parent === null) return;
  const rng = rngFor(world.seed, i, 'relationship');
  const prov = provenance(world);
  const add = (kind: 'parent' | 'ultimate_parent' | 'branch', from: number) => {
    const parentId = world.key(from).id;
    const ended = kind !== 'branch' && rng.chance(0.08);
    const start = Math.max(incorporated, world.incorporation(from));
    const end = ended ? world.dateAfter(rng, start + 30, 120) : null;
    out.relationships.push({
      id: stableId('relationship', kind, parentId, id),
      parent_company_id: parentId,
      child_company_id: id,
      kind,
      start_date: isoDate(start),
      end_date: end === null ? null : isoDate(end),
      status: ended ? 'ended' : 'active',
      ...prov,
    });
  };
  if (world.role(i) === 'branch') {
    add('branch', parent);
    return;
  }
  add('parent', parent);
  const top = world.ultimateParentOf(i);
  if (top !== null) add('ultimate_parent', top);
}

/** The type registers give a foreign company's local branch. */
function branchType(j: Jurisdiction, home: LegalForm): string {
  switch (j.country) {
    case 'GB':
      return 'UK Establishment of an Overseas Company';
    case 'US':
      return /LLC|L\.L\.C/.test(home.template) ? 'Foreign Limited Liability Company' : 'Foreign Business Corporation';
    case 'DE':
    case 'AT':
    case 'CH':
      return 'Zweigniederlassung einer ausländischen Gesellschaft';
    case 'FR':
    case 'BE':
    case 'LU':
      return "Succursale d'une société étrangère";
    case 'CN':
      return '外国（地区）企业在中国境内从事生产经营活动';
    case 'JP':
      return '外国会社';
    case 'HK':
      return 'Registered Non-Hong Kong Company';
    case 'SG':
    case 'AU':
    case 'MY':
      return 'Foreign Company';
    case 'ES':
      return 'Sucursal de sociedad extranjera';
    case 'IT':
      return 'Sede secondaria di società estera';
    case 'NL':
      return 'Nevenvestiging van een buitenlandse rechtspersoon';
    default:
      return 'Branch of a foreign company';
  }
}

const TLD: Record<string, string> = {
  GB: 'co.uk',
  JP: 'co.jp',
  CN: 'com.cn',
  AU: 'com.au',
  BR: 'com.br',
  NZ: 'co.nz',
  ZA: 'co.za',
  KR: 'co.kr',
  IN: 'co.in',
  IL: 'co.il',
  TH: 'co.th',
  ID: 'co.id',
  MY: 'com.my',
  SG: 'com.sg',
  HK: 'com.hk',
  TW: 'com.tw',
  MX: 'com.mx',
  AR: 'com.ar',
  TR: 'com.tr',
};

function website(info: NameInfo, j: Jurisdiction): string {
  const words = latinWords(info.parts, info.culture).slice(0, 2);
  const slug = anyAscii(words.join('-'))
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.${slug || 'company'}.${j.tld ?? TLD[j.country] ?? j.country.toLowerCase()}`;
}

/** The register's own numbering where it differs from the one we key by (German court registers, Japanese registry numbers). */
function nativeNumber(rng: Rng, j: Jurisdiction, number: string, city: string): string | null {
  if (j.country === 'DE') return `Amtsgericht ${city} ${number}`;
  if (j.country === 'JP') return fillPattern('%%%%-%%-%%%%%%', rng);
  if (j.country === 'KR') return fillPattern('%%%-%%-%%%%%', rng);
  return null;
}

interface Accounts {
  referenceDate: string | null;
  lastMadeUp: string | null;
  nextDue: string | null;
  category: string | null;
  returnLastMadeUp: string | null;
  returnNextDue: string | null;
}

const CATEGORIES: Array<[string, number]> = [
  ['MICRO ENTITY', 35],
  ['TOTAL EXEMPTION FULL', 25],
  ['SMALL', 12],
  ['UNAUDITED ABRIDGED', 10],
  ['DORMANT', 6],
  ['FULL', 7],
  ['GROUP', 3],
  ['NO ACCOUNTS FILED', 2],
];

/**
 * Filing dates: the financial year end (most registers 31 December; Japan, India and Hong Kong often
 * 31 March; Australia 30 June), the last accounts and the next ones due, and the annual return
 * (confirmation statement) on the anniversary of incorporation. US states file annual reports only.
 */
function accountsOf(
  world: DemoWorld,
  rng: Rng,
  j: Jurisdiction,
  incorporated: number,
  dissolved: number | null,
  inactive: boolean,
): Accounts {
  const end = dissolved ?? world.asOf;
  const anniversary = (before: number) => {
    const y = yearOf(before);
    let d = dayOf(y, new Date(incorporated * 86_400_000).getUTCMonth() + 1, Math.min(28, new Date(incorporated * 86_400_000).getUTCDate()));
    if (d > before) d = dayOf(y - 1, new Date(d * 86_400_000).getUTCMonth() + 1, new Date(d * 86_400_000).getUTCDate());
    return d > incorporated ? d : null;
  };
  const lastReturn = anniversary(end);
  const returns = {
    returnLastMadeUp: lastReturn === null ? null : isoDate(lastReturn),
    returnNextDue: inactive ? null : isoDate(addMonths(lastReturn ?? incorporated, 12) + 14),
  };
  if (j.country === 'US' || j.country === 'PR') return { referenceDate: null, lastMadeUp: null, nextDue: null, category: null, ...returns };
  const month =
    ['JP', 'IN', 'HK', 'NZ', 'PK', 'BD'].includes(j.country) && rng.chance(0.6)
      ? 3
      : ['AU', 'EG', 'KE'].includes(j.country) && rng.chance(0.6)
        ? 6
        : rng.chance(0.8)
          ? 12
          : rng.between(1, 12);
  const lastOfMonth = new Date(Date.UTC(2001, month, 0)).getUTCDate();
  // The latest financial year that ended at least three months before the end (or the as-of date).
  let year = yearOf(end);
  let made = dayOf(year, month, lastOfMonth);
  while (made > end - 90) made = dayOf(--year, month, lastOfMonth);
  const lastMadeUp = made > incorporated + 200 ? made : null;
  return {
    referenceDate: `--${String(month).padStart(2, '0')}-${String(lastOfMonth).padStart(2, '0')}`,
    lastMadeUp: lastMadeUp === null ? null : isoDate(lastMadeUp),
    // Next accounts: the following year's, due nine months after it ends in the UK (six elsewhere); first accounts 21 months after incorporation.
    nextDue: inactive
      ? null
      : isoDate(lastMadeUp === null ? addMonths(incorporated, 21) : addMonths(lastMadeUp, j.roles === 'uk' ? 21 : 18)),
    category: j.roles === 'uk' ? (inactive && !lastMadeUp ? 'NO ACCOUNTS FILED' : rng.weighted(CATEGORIES, ([, w]) => w)[0]) : null,
    ...returns,
  };
}

/** Source fields without a column: registered capital in civil-law registers, the registered agent of US companies. */
function extraOf(rng: Rng, info: NameInfo, head: boolean): string | null {
  const j = info.j;
  if (j.country === 'US') {
    const agents = [
      'Registered Agents Inc.',
      'Corporation Service Company',
      'National Registered Agents, Inc.',
      'Northwest Registered Agent LLC',
      'Harbor Compliance Agents LLC',
    ];
    return JSON.stringify({ registered_agent: rng.pickCommon(agents, 1.5) });
  }
  if (['CN', 'JP', 'KR', 'TW', 'RU', 'VN', 'TH', 'DE', 'FR', 'BR', 'IT', 'ES'].includes(j.country)) {
    const usd = rng.logBetween(1_000, head ? 50_000_000 : 5_000_000);
    return JSON.stringify({ registered_capital: { amount: inCurrency(usd, j.currency), currency: j.currency } });
  }
  return null;
}
