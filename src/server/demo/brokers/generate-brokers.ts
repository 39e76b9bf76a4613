import type { Insertable } from 'kysely';
import { domainOf, type BrokerBundle } from '../../brokers/broker-bundle.ts';
import type { LicencesTable } from '../../db/schema.ts';
import type { RegulatorWarningsTable } from '../../db/schema-brokers.ts';
import { normaliseName } from '../../import/normalise.ts';
import { REGULATORS, type RegulatorEntry } from '../../regulators/regulator-catalogue.ts';
import { fastStableId } from '../fast-ids.ts';
import { addMonths, dayOf, isoDate, yearOf } from '../formats.ts';
import { hash32, Rng, rngFor } from '../prng.ts';
import { emptyRows, provenance, type DemoRows } from '../rows.ts';
import type { DemoWorld } from '../world.ts';
import { EntityRegistry, type Entity, type EntitySpec } from './broker-companies.ts';
import { drawBrand, imitate, slugOf, type Brand } from './brands.ts';
import { generateExchanges } from './exchanges.ts';
import {
  brokerKind,
  brokerWeight,
  EEA,
  GLOBAL_ADDITIONS,
  inEea,
  licenceNumber,
  OFFSHORE,
  recordUrl,
  retailCap,
  SERVICES,
} from './regulator-styles.ts';

/**
 * The broker half of the demo world: about 2,000 trading brands over the regulators of the catalogue,
 * each tied to one to four companies of the demo register (licensees, an operator, a parent) that hold
 * real-format licences, with websites, accounts, platforms, VPS plans and the licences each brand says
 * it holds. Most are licensed and in good standing; some hold revoked, suspended, expired, unverified
 * or scope-exceeded licences; about one in twenty holds none, and about one in twenty is a clone that
 * passes itself off as a licensed brand (its licence number, a look-alike name and domain). Regulators
 * warn about clones and unlicensed firms, and about firms that are no broker of ours.
 *
 * The world exists in two states: as it was a quarter before the as-of date ("earlier") and as it is
 * ("now"). A few hundred brokers differ (a licence withdrawn or granted, a warning published, a website
 * added); `changes` lists them, so the seeder can write the earlier state, score it, then apply the
 * changes as an import would and score again: the time machine gets two dated states.
 *
 * Everything comes from the seed: the same seed always gives the same brokers, codes, ids and rows.
 */

export const DEFAULT_BROKERS = 2_000;
/** Days between the earlier state and the as-of date. */
export const STATE_GAP_DAYS = 91;

export type BrokerKind = 'licensed' | 'unlicensed' | 'clone';

export interface DemoBroker {
  index: number;
  kind: BrokerKind;
  bundle: BrokerBundle;
  brand: Brand;
  /** The licences of its companies (rows of `licences`). */
  licences: Array<Insertable<LicencesTable>>;
  /** For a clone: the index of the broker it imitates. */
  original: number | null;
}

/** One difference between the earlier state and now. */
export type LaterChange =
  | {
      kind: 'licence-status';
      brokerId: string;
      companyId: string;
      position: number;
      before: { status: string; ended_on: string | null };
      after: { status: string; ended_on: string | null };
      on: string;
    }
  | { kind: 'licence-granted'; brokerId: string; licence: Insertable<LicencesTable>; on: string }
  | { kind: 'warning'; brokerId: string | null; warning: Insertable<RegulatorWarningsTable>; on: string }
  | { kind: 'website-added'; brokerId: string; before: BrokerBundle; after: BrokerBundle; on: string };

export interface BrokerWorld {
  brokers: DemoBroker[];
  /** Companies, officers, appointments, relationships, industry codes and licences of brokers and exchange operators. */
  rows: DemoRows;
  warnings: Array<Insertable<RegulatorWarningsTable>>;
  exchanges: ReturnType<typeof generateExchanges>;
  changes: LaterChange[];
  /** Day numbers of the two states. */
  earlierDay: number;
  nowDay: number;
}

const ACCOUNT_TYPES = ['Standard', 'ECN', 'Raw Spread', 'Pro', 'Cent', 'Islamic', 'VIP', 'Zero', 'Premium', 'Classic'] as const;
const ENVIRONMENTS = ['ECN', 'STP', 'market maker', 'NDD', 'hybrid'] as const;
const PLATFORMS = ['MT4', 'MT5', 'cTrader', 'proprietary'] as const;
const VPS_PROVIDERS = ['BeeksFX', 'ForexVPS.net', 'Liquidity Connect', 'NYC Servers', 'Amazon Web Services', 'Equinix Metal', 'FXVM'];
const VPS_LOCATIONS = [
  'London LD4',
  'New York NY4',
  'Tokyo TY3',
  'Hong Kong HK2',
  'Singapore SG1',
  'Frankfurt FR2',
  'Amsterdam AM3',
  'Sydney SY3',
];
const SERVER_COUNTRIES: Record<string, string> = {
  'London LD4': 'GB',
  'New York NY4': 'US',
  'Tokyo TY3': 'JP',
  'Hong Kong HK2': 'HK',
  'Singapore SG1': 'SG',
  'Frankfurt FR2': 'DE',
  'Amsterdam AM3': 'NL',
  'Sydney SY3': 'AU',
};
const TLDS = ['com', 'com', 'com', 'com', 'net', 'io', 'trade', 'pro', 'co', 'global', 'markets'];
/** Jurisdictions where brands keep an offshore operating entity beside a home licence. */
const OFFSHORE_HOMES = ['SC', 'VC', 'VU', 'BZ', 'MU', 'BS', 'KY', 'VG'];
const PARENT_HOMES = ['CY', 'GB', 'KY', 'HK', 'VG', 'MT', 'LU', 'SG'];
/** White-label server companies: a platform licensed to someone else than the broker. */
const WHITE_LABELS = [
  'Leverate Financial Services Ltd',
  'Gold-i Ltd',
  'Atom8 Technologies Ltd',
  'PrimeXM Ltd',
  'Tools for Brokers Ltd',
  'B2Broker Ltd',
  'FXCubic Ltd',
];
const CALLING: Record<string, string> = {
  GB: '+44',
  CY: '+357',
  AU: '+61',
  US: '+1',
  CA: '+1',
  JP: '+81',
  HK: '+852',
  CN: '+86',
  SG: '+65',
  AE: '+971',
  ZA: '+27',
  SC: '+248',
  VC: '+1 784',
  VU: '+678',
  BZ: '+501',
  MU: '+230',
  BS: '+1 242',
  KY: '+1 345',
  VG: '+1 284',
  MY: '+60',
  NZ: '+64',
  DE: '+49',
  FR: '+33',
  IT: '+39',
  ES: '+34',
  CH: '+41',
  TH: '+66',
  IN: '+91',
  KR: '+82',
  KE: '+254',
  NG: '+234',
  MT: '+356',
};

interface Ctx {
  world: DemoWorld;
  registry: EntityRegistry;
  horizon: number;
  now: number;
  regulators: readonly RegulatorEntry[];
  byKey: Map<string, RegulatorEntry>;
  codes: Set<string>;
  names: Set<string>;
  domains: Set<string>;
}

/** A 10-digit trader code, unique and fixed by the seed and the broker's index. */
function traderCode(ctx: Ctx, index: number): string {
  for (let attempt = 0; ; attempt++) {
    const h = hash32(ctx.world.seed, index, 'trader-code', attempt);
    const code = String(1_000_000_000 + ((h * 2 + (hash32(h, 'lo') % 2)) % 9_000_000_000)).padStart(10, '0');
    if (!ctx.codes.has(code)) {
      ctx.codes.add(code);
      return code;
    }
  }
}

function uniqueBrand(ctx: Ctx, rng: Rng, country: string): Brand {
  for (let attempt = 0; attempt < 12; attempt++) {
    const b = drawBrand(rng, country);
    if (!ctx.names.has(b.name)) {
      ctx.names.add(b.name);
      return b;
    }
  }
  // Crowded: a regional tag tells it apart ("Apex Markets AU"), as brands themselves do.
  const b = drawBrand(rng, country);
  for (let n = 0; ; n++) {
    const tag = n === 0 ? country : `${country}${n + 1}`;
    const name = `${b.name} ${tag}`;
    if (ctx.names.has(name)) continue;
    ctx.names.add(name);
    const latin = `${b.latin} ${tag}`;
    return { ...b, name, latin, slug: slugOf(latin) };
  }
}

function uniqueDomain(ctx: Ctx, wanted: string): string {
  let domain = wanted;
  for (let n = 2; ctx.domains.has(domain); n++) domain = wanted.replace(/^([^.]+)/, `$1${n}`);
  ctx.domains.add(domain);
  return domain;
}

function pickRegulator(rng: Rng, ctx: Ctx): RegulatorEntry {
  return rng.weighted(ctx.regulators, brokerWeight);
}

const STATUSES: Array<[string, number]> = [
  ['active', 76],
  ['exceeded', 6],
  ['suspended', 3],
  ['revoked', 6],
  ['expired', 5],
  ['unverified', 4],
];

export function generateBrokerWorld(world: DemoWorld, count = DEFAULT_BROKERS): BrokerWorld {
  const rows = emptyRows();
  const regulators = REGULATORS;
  const ctx: Ctx = {
    world,
    registry: new EntityRegistry(world, rows),
    horizon: world.asOf - STATE_GAP_DAYS,
    now: world.asOf,
    regulators,
    byKey: new Map(regulators.map((r) => [r.key, r])),
    codes: new Set(),
    names: new Set(),
    domains: new Set(),
  };
  const brokers: DemoBroker[] = [];
  const licensedBefore: DemoBroker[] = [];
  // The plan first guarantees every regulator at least two licensed brokers, then draws by weight.
  const guaranteed = regulators.flatMap((r) => [r.key, r.key]);
  for (let b = 0; b < count; b++) {
    const rng = rngFor(world.seed, b, 'broker');
    const r = hash32(world.seed, b, 'broker-kind') / 4294967296;
    let kind: BrokerKind = r < 0.05 ? 'clone' : r < 0.1 ? 'unlicensed' : 'licensed';
    if (kind === 'clone' && licensedBefore.length < 20) kind = 'licensed';
    if (b < guaranteed.length / 2) kind = 'licensed';
    const home = b < guaranteed.length / 2 ? ctx.byKey.get(guaranteed[b * 2])! : pickRegulator(rng, ctx);
    if (kind === 'licensed') {
      const broker = licensedBroker(ctx, b, rng, home);
      brokers.push(broker);
      if (broker.licences.length) licensedBefore.push(broker);
    } else if (kind === 'unlicensed') brokers.push(unlicensedBroker(ctx, b, rng));
    else brokers.push(cloneBroker(ctx, b, rng, licensedBefore[rng.int(licensedBefore.length)]));
  }
  const warnings = generateWarnings(ctx, brokers);
  const exchanges = generateExchanges(world, ctx.registry, regulators);
  const changes = laterChanges(ctx, brokers, warnings);
  for (const b of brokers) rows.licences.push(...b.licences);
  return { brokers, rows, warnings, exchanges, changes, earlierDay: ctx.horizon, nowDay: ctx.now };
}

/** A date between two day numbers. */
function between(rng: Rng, from: number, to: number): number {
  return to <= from ? from : from + rng.int(to - from + 1);
}

function licensedBroker(ctx: Ctx, index: number, rng: Rng, home: RegulatorEntry): DemoBroker {
  const brand = uniqueBrand(ctx, rng, home.country);
  const founded = Math.min(yearOf(ctx.horizon) - 1, 1996 + Math.floor(Math.pow(rng.next(), 0.8) * 28));
  const foundedDay = dayOf(founded, 1 + rng.int(12), 1 + rng.int(28));
  const extra = rng.weighted([0, 1, 2, 3], (n) => [55, 25, 13, 7][n]);
  const regs: RegulatorEntry[] = [home];
  for (let k = 0; k < extra * 3 && regs.length < 1 + extra; k++) {
    const add = ctx.byKey.get(rng.pickCommon(GLOBAL_ADDITIONS, 1.4));
    if (add && !regs.some((x) => x.country === add.country)) regs.push(add);
  }
  const closed = rng.chance(0.03);
  const domain = uniqueDomain(
    ctx,
    `${brand.slug}.${home.country === 'GB' && rng.chance(0.3) ? 'co.uk' : home.country === 'AU' && rng.chance(0.3) ? 'com.au' : rng.pick(TLDS)}`,
  );
  const official = `https://www.${domain}`;
  const peopleCulture = peopleOf(home.country);
  const companies: BrokerBundle['companies'] = [];
  const licences: Array<Insertable<LicencesTable>> = [];
  const entities: Entity[] = [];
  const spec = (country: string, role: EntitySpec['role'], qualifier: string, website: string | null): EntitySpec => ({
    country,
    brand,
    role,
    qualifier,
    incorporated: between(rng, foundedDay - 400, foundedDay + 200),
    peopleCulture,
    website,
    lei: inEea(country),
    dissolvedOn: closed ? between(rng, ctx.horizon - 700, ctx.horizon - 30) : null,
  });
  // Licensees: one company per regulator country (a US firm holds its NFA and CFTC registrations in one).
  regs.forEach((reg, k) => {
    const qualifier = k === 0 ? '' : inEea(reg.country) ? 'Europe' : OFFSHORE.has(reg.key) ? 'Global' : regionName(reg.country);
    const entity = ctx.registry.create(
      `broker:${index}:licensee:${k}`,
      spec(reg.country, 'licensee', qualifier, k === 0 ? official : null),
    );
    entities.push(entity);
    companies.push({ company_id: entity.id, role: 'licensee' });
    const kinds = [brokerKind(reg)];
    if (rng.chance(0.12) && reg.kinds.includes('crypto') && kinds[0] !== 'crypto') kinds.push('crypto');
    kinds.forEach((kind, position) => licences.push(licenceRow(ctx, rng, reg, entity, position, kind, closed)));
  });
  // An offshore operator runs the global site of some onshore brands; it holds no licence.
  if (!OFFSHORE.has(home.key) && retailCap(home) !== null && rng.chance(0.2) && entities.length < 3) {
    const entity = ctx.registry.create(`broker:${index}:operator`, spec(rng.pick(OFFSHORE_HOMES), 'operator', 'Global Markets', null));
    entities.push(entity);
    companies.push({ company_id: entity.id, role: 'operator' });
  }
  // A group with more than one entity, and some single ones, have a holding company above them.
  if (entities.length > 1 || rng.chance(0.25)) {
    const where = rng.chance(0.5) ? home.country : rng.pick(PARENT_HOMES);
    const parent = ctx.registry.create(`broker:${index}:parent`, {
      ...spec(where, 'parent', 'Holdings', null),
      incorporated: foundedDay - 200 - rng.int(800),
    });
    for (const child of entities) {
      ctx.registry.link(parent, child, between(rng, foundedDay, ctx.horizon - 10));
      ctx.registry.appoint(parent.firstOfficer, child.id, 'director', foundedDay, null);
    }
    companies.push({ company_id: parent.id, role: 'parent' });
  }
  const exceeded = licences.some((l) => l.status === 'exceeded');
  const capped = regs.map(retailCap).filter((c): c is number => c !== null);
  const cap = capped.length === regs.length && capped.length ? Math.min(...capped) : null;
  const bundle = assemble(ctx, index, rng, {
    brand,
    country: home.country,
    founded,
    closed,
    official,
    domain,
    companyNames: entities.map((e) => e.name),
    cap,
    crypto: exceeded || rng.chance(0.3),
    offshoreOnly: regs.every((x) => OFFSHORE.has(x.key)),
    capital: rng.chance(0.06) ? 0.6 + rng.next() * 0.35 : 1.05 + rng.next() * 3,
  });
  bundle.companies = companies;
  bundle.claims = licences
    .filter(() => rng.chance(0.93))
    .map((l) => ({
      regulator_key: l.regulator_key!,
      licence_number: l.licence_number!,
      claimed_holder: entities.find((e) => e.id === l.company_id)?.name ?? null,
    }));
  // A few brands also claim a licence nobody granted them (a number no register holds).
  if (rng.chance(0.03)) {
    const reg = ctx.byKey.get(rng.pick(['fca', 'asic', 'cysec', 'fsca']))!;
    bundle.claims.push({ regulator_key: reg.key, licence_number: licenceNumber(reg, rng, founded), claimed_holder: entities[0].name });
  }
  return { index, kind: 'licensed', bundle, brand, licences, original: null };
}

/** The licence row of a licensee; the status mostly 'active', the rest spread over the other states. */
function licenceRow(
  ctx: Ctx,
  rng: Rng,
  reg: RegulatorEntry,
  entity: Entity,
  position: number,
  kind: string,
  closed: boolean,
): Insertable<LicencesTable> {
  const granted = between(rng, Math.min(entity.incorporated + 60, ctx.horizon - 90), ctx.horizon - 60);
  let status = closed ? rng.pick(['revoked', 'expired']) : rng.weighted(STATUSES, ([, w]) => w)[0];
  if (reg.kinds.length === 0) status = 'unverified';
  const number = licenceNumber(reg, rng, yearOf(granted));
  const ended = status === 'revoked' || status === 'expired' ? between(rng, granted + 200, ctx.horizon - 5) : null;
  const expires = status === 'expired' ? ended : rng.chance(0.25) ? addMonths(granted, 12 * rng.between(3, 10)) : null;
  const services = [...(SERVICES[kind as keyof typeof SERVICES] ?? ['Reception and transmission of orders'])];
  // A licence the firm exceeds covers less than it offers: no dealing on own account, no crypto-assets.
  const scopeServices = status === 'exceeded' ? services.filter((s) => !/own account|crypto/i.test(s)).slice(0, 2) : services;
  const countries = inEea(reg.country)
    ? [reg.country, ...EEA.filter((c) => c !== reg.country && rng.chance(status === 'exceeded' ? 0.15 : 0.55))]
    : [reg.country];
  return {
    company_id: entity.id,
    position,
    regulator: reg.name,
    regulator_country: reg.country,
    licence_type: kind,
    licence_number: number,
    status,
    granted_on: isoDate(granted),
    expires_on: expires === null ? null : isoDate(Math.max(expires, granted + 1)),
    regulator_key: reg.key,
    record_url: recordUrl(reg, number),
    scope: JSON.stringify({ services: scopeServices, countries }),
    ended_on: ended === null ? null : isoDate(ended),
    ...provenance(ctx.world),
  };
}

function regionName(country: string): string {
  return (
    { AU: 'Australia', GB: 'UK', JP: 'Japan', ZA: 'South Africa', AE: 'Middle East', SG: 'Asia', NZ: 'NZ', US: 'US', HK: 'Asia Pacific' }[
      country
    ] ?? 'International'
  );
}

/** The culture of the people behind a brand from `country` (its register's first language). */
function peopleOf(country: string): string {
  return (
    {
      GB: 'en',
      CY: 'el',
      AU: 'en',
      US: 'en',
      JP: 'ja',
      HK: 'zh-HK',
      CN: 'zh-Hans',
      TW: 'zh-Hant',
      DE: 'de',
      FR: 'fr',
      IT: 'it',
      ES: 'es',
      AE: 'ar',
      TH: 'th',
      RU: 'ru',
      KR: 'ko',
      IN: 'en-IN',
      BG: 'bg',
      GR: 'el',
      PL: 'pl',
    }[country] ?? 'en'
  );
}

interface Shape {
  brand: Brand;
  country: string;
  founded: number;
  closed: boolean;
  official: string;
  domain: string;
  companyNames: string[];
  /** The lowest retail leverage cap of its regulators, null when one of them sets none. */
  cap: number | null;
  crypto: boolean;
  offshoreOnly: boolean;
  capital: number | null;
}

/** The broker row and its own rows (websites, accounts, platforms, VPS); companies and claims are set by the caller. */
function assemble(ctx: Ctx, index: number, rng: Rng, s: Shape): BrokerBundle {
  const code = traderCode(ctx, index);
  const id = fastStableId('broker', code);
  const horizon = ctx.horizon;
  const registered = Math.min(horizon - 30, dayOf(s.founded, 1 + rng.int(12), 1 + rng.int(28)));
  const websites: BrokerBundle['websites'] = [
    { url: s.official, domain: s.domain, kind: 'official', registered_on: isoDate(registered), checked_on: isoDate(horizon) },
  ];
  const trading = `https://${rng.pick(['my', 'trade', 'portal', 'client'])}.${s.domain}`;
  websites.push({
    url: trading,
    domain: domainOf(trading)!,
    kind: 'trading',
    registered_on: isoDate(registered),
    checked_on: isoDate(horizon),
  });
  if (rng.chance(0.18)) {
    const mirror = uniqueDomain(
      ctx,
      `${s.brand.slug}-${rng.pick(['fx', 'online', 'asia', 'eu', 'int', 'mirror'])}.${rng.pick(['com', 'net', 'cc', 'vip'])}`,
    );
    const young = rng.chance(0.4);
    websites.push({
      url: `https://${mirror}`,
      domain: mirror,
      kind: 'mirror',
      registered_on: isoDate(young ? between(rng, horizon - 300, horizon - 10) : between(rng, registered, horizon - 10)),
      checked_on: isoDate(horizon),
    });
  }
  const accounts: BrokerBundle['accounts'] = [];
  const names = [...ACCOUNT_TYPES];
  const n = 2 + rng.int(3);
  for (let k = 0; k < n; k++) {
    const name = names.splice(k === 0 ? 0 : rng.int(names.length), 1)[0];
    const raw = /ECN|Raw|Zero|Pro|VIP/.test(name);
    // Within the cap, except for the few that offer retail clients more than their regulator allows.
    const leverage =
      s.cap === null ? rng.pick([100, 200, 400, 500, 1000, 2000, 3000]) : rng.chance(0.08) ? rng.pick([100, 200, 500]) : s.cap;
    const instruments = [
      'forex',
      'metals',
      ...(rng.chance(0.8) ? ['indices'] : []),
      ...(rng.chance(0.7) ? ['commodities'] : []),
      ...(rng.chance(0.5) ? ['stocks'] : []),
      ...(s.crypto ? ['crypto'] : []),
    ];
    accounts.push({
      name,
      spread_pips: Math.round((raw ? rng.next() * 0.3 : 0.8 + rng.next() * 1.6) * 10) / 10,
      commission: raw ? `USD ${(2 + rng.int(6)).toFixed(2)} per lot per side` : null,
      max_leverage: leverage,
      min_deposit: name === 'Cent' ? 10 : raw ? rng.pick([200, 500, 1000, 5000]) : rng.pick([0, 10, 50, 100, 200, 250]),
      currency: name === 'Cent' ? 'USC' : rng.pick(['USD', 'USD', 'EUR', 'GBP', 'AUD', 'JPY']),
      instruments: JSON.stringify(instruments),
    });
  }
  const software: BrokerBundle['software'] = [];
  const platforms = PLATFORMS.filter((p, k) => (k === 0 ? rng.chance(0.7) : k === 1 ? rng.chance(0.75) : rng.chance(0.25)));
  if (!platforms.length) platforms.push('MT5');
  const serverName = s.brand.slug.replace(/^./, (c) => c.toUpperCase());
  for (const platform of platforms) {
    const location = rng.pick(VPS_LOCATIONS);
    // The server's licensee is one of the broker's companies, except for white labels and some clones and unlicensed brands.
    const mismatch = !s.companyNames.length || rng.chance(0.06);
    software.push({
      platform,
      server_name: platform === 'proprietary' ? null : `${serverName}-${rng.pick(['Live', 'Real', 'Live2', 'Server', 'Real3'])}`,
      server_company: mismatch ? rng.pick(WHITE_LABELS) : rng.pick(s.companyNames),
      server_country: SERVER_COUNTRIES[location],
      ping_ms: 8 + rng.int(280),
      checked_on: isoDate(horizon),
    });
  }
  const vps: BrokerBundle['vps'] = [];
  if (rng.chance(0.35)) {
    const plans = 1 + rng.int(3);
    for (let k = 0; k < plans; k++) {
      vps.push({
        plan: ['Basic VPS', 'Standard VPS', 'Pro VPS'][k],
        provider: rng.pick(VPS_PROVIDERS),
        price: [15, 25, 35, 49, 69, 89][k * 2 + rng.int(2)],
        currency: 'USD',
        period: 'month',
        cpu_cores: [1, 2, 4][k],
        ram_mb: [1024, 2048, 4096, 8192][k + rng.int(2)],
        location: rng.pick(VPS_LOCATIONS),
        free_from_deposit: rng.chance(0.6) ? [2000, 5000, 10000][k] : null,
      });
    }
  }
  const slug = s.domain.split('.')[0];
  const contactOther: Record<string, string> = { email: `support@${s.domain}` };
  if (rng.chance(0.4)) contactOther.telegram = `@${slug}_support`;
  if (rng.chance(0.3)) contactOther.whatsapp = `${CALLING[s.country] ?? '+44'} ${digits(rng, 8)}`;
  const big = rng.next();
  return {
    broker: {
      id,
      code,
      name: s.brand.name,
      normalised_name: normaliseName(s.brand.name),
      country: s.country,
      founded_year: s.founded,
      status: s.closed ? 'closed' : 'active',
      description: null,
      contact_phone: rng.chance(0.85) ? `${CALLING[s.country] ?? '+357'} ${digits(rng, 8)}` : null,
      contact_other: JSON.stringify(contactOther),
      trial_users: Math.round(Math.pow(10, 1.5 + big * 4)),
      trading_orders: Math.round(Math.pow(10, 3 + big * 5)),
      margin_used_usd: Math.round(Math.pow(10, 4 + big * 5) * 100) / 100,
      influence: Math.round(Math.min(10, big * 9 + rng.next() * 2) * 10) / 10,
      environment: rng.pick(ENVIRONMENTS),
      capital_ratio: s.capital === null ? null : Math.round(s.capital * 100) / 100,
    },
    companies: [],
    websites,
    accounts,
    software,
    vps,
    claims: [],
  };
}

function digits(rng: Rng, n: number): string {
  let out = String(1 + rng.int(9));
  for (let k = 1; k < n; k++) out += String(rng.int(10));
  return `${out.slice(0, 4)} ${out.slice(4)}`;
}

/** A brand that holds no licence: half run through an unregulated offshore company, half through nobody one can find. */
function unlicensedBroker(ctx: Ctx, index: number, rng: Rng): DemoBroker {
  const country = rng.pick(['SC', 'VC', 'VU', 'MU', 'BZ', 'GB', 'CY', 'AE', 'HK', 'AU', 'BS']);
  const brand = uniqueBrand(ctx, rng, country);
  const founded = yearOf(ctx.horizon) - rng.int(8);
  const young = rng.chance(0.6);
  const domain = uniqueDomain(ctx, `${brand.slug}.${rng.pick(['com', 'net', 'io', 'pro', 'vip', 'trade'])}`);
  const companies: BrokerBundle['companies'] = [];
  const names: string[] = [];
  if (rng.chance(0.5)) {
    const entity = ctx.registry.create(`broker:${index}:operator`, {
      country: rng.pick(['SC', 'VC', 'VU', 'MU', 'BS']),
      brand,
      role: 'operator',
      qualifier: 'Ltd Group',
      incorporated: dayOf(founded, 1 + rng.int(12), 1 + rng.int(28)),
      peopleCulture: peopleOf(country),
      website: null,
      lei: false,
      dissolvedOn: null,
    });
    companies.push({ company_id: entity.id, role: 'operator' });
    names.push(entity.name);
  }
  const bundle = assemble(ctx, index, rng, {
    brand,
    country,
    founded,
    closed: false,
    official: `https://www.${domain}`,
    domain,
    companyNames: names,
    cap: null,
    crypto: rng.chance(0.6),
    offshoreOnly: true,
    capital: null,
  });
  if (young) for (const w of bundle.websites) w.registered_on = isoDate(between(rng, ctx.horizon - 330, ctx.horizon - 20));
  bundle.companies = companies;
  // Some claim a licence that no register holds under that number.
  if (rng.chance(0.4)) {
    const reg = ctx.byKey.get(rng.pick(['fca', 'cysec', 'asic', 'fsa-sc', 'vfsc', 'fsc-mu']))!;
    bundle.claims.push({
      regulator_key: reg.key,
      licence_number: licenceNumber(reg, rng, founded),
      claimed_holder: names[0] ?? `${brand.latin} Ltd`,
    });
  }
  return { index, kind: 'unlicensed', bundle, brand, licences: [], original: null };
}

/**
 * A clone: a look-alike name and domain, the original's licence number (and often its licensee's
 * name) on its site, a young domain, no company of its own that anyone could find.
 */
function cloneBroker(ctx: Ctx, index: number, rng: Rng, original: DemoBroker): DemoBroker {
  let brand = imitate(rng, original.brand);
  for (let n = 0; ctx.names.has(brand.name); n++)
    brand = imitate(rng, { ...original.brand, latin: `${original.brand.latin}${n % 2 ? ' Online' : ' Prime'}` });
  ctx.names.add(brand.name);
  const origDomain = original.bundle.websites[0].domain;
  const [label, ...rest] = origDomain.split('.');
  const domain = uniqueDomain(
    ctx,
    rng.pick([
      `${label}-pro.com`,
      `${label}-markets.com`,
      `${label}s.${rest.join('.')}`,
      `www-${label}.com`,
      `${label}.${rest.join('.') === 'com' ? 'net' : 'com'}`,
      `${label}-global.vip`,
    ]),
  );
  const founded = yearOf(ctx.horizon) - rng.int(2);
  const claimed = original.licences[rng.int(original.licences.length)];
  const holder = original.bundle.companies.find((c) => c.company_id === claimed.company_id);
  const bundle = assemble(ctx, index, rng, {
    brand,
    country: original.bundle.broker.country ?? 'GB',
    founded,
    closed: false,
    official: `https://www.${domain}`,
    domain,
    companyNames: [],
    cap: null,
    crypto: rng.chance(0.7),
    offshoreOnly: true,
    capital: null,
  });
  for (const w of bundle.websites) w.registered_on = isoDate(between(rng, ctx.horizon - 240, ctx.horizon - 15));
  bundle.claims = [
    {
      regulator_key: claimed.regulator_key!,
      licence_number: claimed.licence_number!,
      claimed_holder: holder && rng.chance(0.7) ? (ctx.registry.nameOf(holder.company_id) ?? null) : `${brand.latin} Ltd`,
    },
  ];
  return { index, kind: 'clone', bundle, brand, licences: [], original: original.index };
}

/** A regulator's warning row. */
function warning(
  ctx: Ctx,
  reg: RegulatorEntry,
  name: string,
  domain: string | null,
  number: string | null,
  published: number,
  details: string,
  brokerId: string | null,
): Insertable<RegulatorWarningsTable> {
  const prov = provenance(ctx.world);
  return {
    id: fastStableId('warning', reg.key, name),
    regulator_key: reg.key,
    name,
    domain,
    licence_number: number,
    published_on: isoDate(published),
    url: null,
    details,
    broker_id: brokerId,
    source: prov.source,
    source_url: null,
    retrieved_at: prov.retrieved_at,
    updated_at: prov.updated_at,
  };
}

/** Warnings of the state as it is now (laterChanges takes the newest out of the earlier state). */
function generateWarnings(ctx: Ctx, brokers: DemoBroker[]): Array<Insertable<RegulatorWarningsTable>> {
  const out: Array<Insertable<RegulatorWarningsTable>> = [];
  const seen = new Set<string>();
  const push = (w: Insertable<RegulatorWarningsTable>) => {
    if (seen.has(w.id)) return;
    seen.add(w.id);
    out.push(w);
  };
  const warners = ['fca', 'consob', 'amf-fr', 'cnmv', 'asic', 'fsma', 'cysec', 'bafin', 'finma', 'fma-nz', 'mas', 'sfc', 'cbi', 'knf'];
  for (const b of brokers) {
    const rng = rngFor(ctx.world.seed, b.index, 'warnings');
    const w0 = b.bundle.websites[0];
    if (b.kind === 'clone' && rng.chance(0.75)) {
      const claim = b.bundle.claims[0];
      const reg = ctx.byKey.get(claim.regulator_key)!;
      push(
        warning(
          ctx,
          reg,
          b.bundle.broker.name,
          w0.domain,
          claim.licence_number,
          between(rng, ctx.horizon - 200, ctx.now),
          'Clone firm: uses the details of an authorised firm to suggest it is authorised.',
          b.bundle.broker.id,
        ),
      );
    }
    if (b.kind === 'unlicensed' && rng.chance(0.6)) {
      const k = 1 + (rng.chance(0.3) ? 1 : 0);
      for (let n = 0; n < k; n++) {
        const reg = ctx.byKey.get(rng.pick(warners))!;
        push(
          warning(
            ctx,
            reg,
            b.bundle.broker.name,
            w0.domain,
            null,
            between(rng, ctx.horizon - 900, ctx.now),
            'Unauthorised firm: may be providing financial services without authorisation.',
            b.bundle.broker.id,
          ),
        );
      }
    }
  }
  // Firms that are no broker of ours: regulators' lists are full of them.
  for (let k = 0; k < 300; k++) {
    const rng = rngFor(ctx.world.seed, k, 'other-warning');
    const reg = ctx.byKey.get(rng.pick(warners)) ?? ctx.regulators[0];
    const brand = drawBrand(rng, 'GB');
    const domain = `${brand.slug}${rng.pick(['', '-fx', '24', '-invest'])}.${rng.pick(['com', 'net', 'io', 'org', 'vip', 'online'])}`;
    if (ctx.domains.has(domain)) continue;
    push(
      warning(
        ctx,
        reg,
        brand.name,
        domain,
        null,
        between(rng, ctx.horizon - 1500, ctx.horizon - 1),
        'Unauthorised firm: may be providing financial services without authorisation.',
        null,
      ),
    );
  }
  return out;
}

/**
 * The differences between the earlier state and now: about one broker in six changes. Licences
 * withdrawn or lapsed, licences granted, warnings published (those dated after the earlier state),
 * websites added.
 */
function laterChanges(ctx: Ctx, brokers: DemoBroker[], warnings: Array<Insertable<RegulatorWarningsTable>>): LaterChange[] {
  const changes: LaterChange[] = [];
  const earlier = ctx.horizon;
  for (const w of warnings) {
    if (w.published_on! > isoDate(earlier))
      changes.push({ kind: 'warning', brokerId: w.broker_id ?? null, warning: w, on: w.published_on! });
  }
  for (const b of brokers) {
    if (b.kind !== 'licensed') continue;
    const rng = rngFor(ctx.world.seed, b.index, 'later');
    const r = rng.next();
    const id = b.bundle.broker.id;
    if (r < 0.07) {
      // A licence in force then, withdrawn or lapsed now.
      const l = b.licences.find((x) => x.status === 'active');
      if (!l) continue;
      const on = between(rng, earlier + 1, ctx.now);
      const status = rng.weighted(['revoked', 'suspended', 'expired'] as const, (s) => ({ revoked: 5, suspended: 3, expired: 2 })[s]);
      const after = { status, ended_on: status === 'suspended' ? null : isoDate(on) };
      changes.push({
        kind: 'licence-status',
        brokerId: id,
        companyId: l.company_id,
        position: l.position,
        before: { status: 'active', ended_on: null },
        after,
        on: isoDate(on),
      });
      l.status = after.status;
      l.ended_on = after.ended_on;
    } else if (r < 0.11) {
      // A licence granted since: a new licence of the brand's first licensee.
      const first = b.licences[0];
      if (!first) continue;
      const reg = ctx.byKey.get(first.regulator_key!)!;
      const kind = reg.kinds.find((k) => !b.licences.some((l) => l.licence_type === k && l.company_id === first.company_id));
      if (!kind) continue;
      const on = between(rng, earlier + 1, ctx.now);
      const number = licenceNumber(reg, rng, yearOf(on));
      const licence: Insertable<LicencesTable> = {
        ...first,
        position: Math.max(...b.licences.filter((l) => l.company_id === first.company_id).map((l) => l.position)) + 1,
        licence_type: kind,
        licence_number: number,
        status: 'active',
        granted_on: isoDate(on),
        expires_on: null,
        ended_on: null,
        record_url: recordUrl(reg, number),
        scope: JSON.stringify({ services: SERVICES[kind] ?? [], countries: [reg.country] }),
      };
      b.licences.push(licence);
      b.bundle.claims.push({ regulator_key: reg.key, licence_number: number, claimed_holder: b.bundle.claims[0]?.claimed_holder ?? null });
      changes.push({ kind: 'licence-granted', brokerId: id, licence, on: isoDate(on) });
    } else if (r < 0.16) {
      // A website added since (a regional site, registered shortly before it went up).
      const before = structuredClone(b.bundle);
      const on = between(rng, earlier + 1, ctx.now);
      const domain = uniqueDomain(ctx, `${b.brand.slug}-${rng.pick(['asia', 'latam', 'africa', 'mena', 'eu'])}.com`);
      b.bundle.websites.push({
        url: `https://www.${domain}`,
        domain,
        kind: 'mirror',
        registered_on: isoDate(on - rng.int(30)),
        checked_on: isoDate(ctx.now),
      });
      changes.push({ kind: 'website-added', brokerId: id, before, after: b.bundle, on: isoDate(on) });
    }
  }
  return changes;
}

/**
 * The earlier state: the same world with the later changes taken back (licences as they were, the
 * licences granted and warnings published since left out, websites as they were).
 */
export function earlierState(w: BrokerWorld): {
  bundles: BrokerBundle[];
  licences: Array<Insertable<LicencesTable>>;
  warnings: Array<Insertable<RegulatorWarningsTable>>;
} {
  const statusBack = new Map<string, { status: string; ended_on: string | null }>();
  const granted = new Set<string>();
  const bundleBack = new Map<string, BrokerBundle>();
  const warningsLater = new Set<string>();
  const grantedNumbers = new Set<string>();
  for (const c of w.changes) {
    if (c.kind === 'licence-granted') grantedNumbers.add(`${c.brokerId}|${c.licence.licence_number}`);
    if (c.kind === 'licence-status') statusBack.set(`${c.companyId}|${c.position}`, c.before);
    else if (c.kind === 'licence-granted') granted.add(`${c.licence.company_id}|${c.licence.position}`);
    else if (c.kind === 'website-added') bundleBack.set(c.brokerId, c.before);
    else warningsLater.add(c.warning.id);
  }
  const licences = w.rows.licences
    .filter((l) => !granted.has(`${l.company_id}|${l.position}`))
    .map((l) => {
      const back = statusBack.get(`${l.company_id}|${l.position}`);
      return back ? { ...l, ...back } : l;
    });
  const bundles = w.brokers.map((b) => {
    const back = bundleBack.get(b.bundle.broker.id) ?? b.bundle;
    // A claim of a licence granted later was not on the site then either.
    const claims = back.claims.filter((c) => !grantedNumbers.has(`${b.bundle.broker.id}|${c.licence_number}`));
    return { ...back, claims };
  });
  return { bundles, licences, warnings: w.warnings.filter((x) => !warningsLater.has(x.id)) };
}
