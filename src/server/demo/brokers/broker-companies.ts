import { normaliseName } from '../../import/normalise.ts';
import type { CompanyFields } from '../../import/types.ts';
import { address } from '../addresses.ts';
import { fastContentHash, fastStableId } from '../fast-ids.ts';
import { companyNumber, isoDate, lei, numberSalt } from '../formats.ts';
import { INDUSTRIES } from '../industries.ts';
import { cities, type Jurisdiction, type LegalForm, type Variant } from '../jurisdiction-types.ts';
import { JURISDICTIONS } from '../jurisdictions.ts';
import { CULTURES, type Culture } from '../names/index.ts';
import { makePerson } from '../people.ts';
import { rngFor, type Rng } from '../prng.ts';
import { POSITIONS } from '../roles.ts';
import { provenance, type DemoRows } from '../rows.ts';
import { STATUSES } from '../statuses.ts';
import type { DemoWorld } from '../world.ts';
import type { Brand } from './brands.ts';

/**
 * The legal entities of the demo brokers and exchanges, written into the demo register like any
 * other company (with officers, industry codes and group links), so that their company pages, the
 * relationship tree and the licences section come from the register. Their numbers are drawn from the
 * top of each jurisdiction's number range, which the register's own companies (numbered from the
 * bottom, one rank per company) never reach at any size the seeder is run with: the two never share a
 * number, and a broker company keeps its number and id whatever size of register it is seeded beside.
 */

/** Countries of a regulator in the catalogue that the register has no jurisdiction for. */
const EXTRA: Jurisdiction[] = [
  { code: 'vu', country: 'VU', currency: 'VUV', place: 'Port Vila|Luganville' },
  { code: 'vc', country: 'VC', currency: 'XCD', place: 'Kingstown|Arnos Vale' },
].map(({ code, country, currency, place }) => ({
  code,
  country,
  weight: 0,
  currency,
  scheme: 'isic_rev4' as const,
  variants: [{ culture: 'en', share: 1, forms: [{ template: '… Limited', type: 'International Business Company', weight: 1, flags: '' }] }],
  number: '#####',
  postal: '',
  roles: 'uk' as const,
  statuses: 'uk' as const,
  address: 'gb' as const,
  cities: cities(place),
}));

/** Where a broker of each country registers its entities (the US and Canada by state and province). */
const PREFERRED: Record<string, string[]> = {
  US: ['us_ny', 'us_de', 'us_il', 'us_nj'],
  CA: ['ca_on', 'ca_bc', 'ca_qc'],
};

export function jurisdictionOf(country: string, rng: Rng): Jurisdiction {
  const preferred = PREFERRED[country];
  if (preferred) return byCode(rng.pick(preferred));
  const found = JURISDICTIONS.find((j) => j.country === country) ?? EXTRA.find((j) => j.country === country);
  if (!found) throw new Error(`The demo register has no jurisdiction for ${country}`);
  return found;
}

function byCode(code: string): Jurisdiction {
  const j = JURISDICTIONS.find((x) => x.code === code) ?? EXTRA.find((x) => x.code === code);
  if (!j) throw new Error(`Unknown jurisdiction ${code}`);
  return j;
}

/** Industry codes of a securities dealer, by scheme (the register's own industry table has none for brokers). */
const DEALING: Record<Jurisdiction['scheme'], [string, string]> = {
  uk_sic_2007: ['66120', 'Security and commodity contracts dealing activities'],
  nace_rev2: ['66.12', 'Security and commodity contracts brokerage'],
  naics_2017: ['523120', 'Securities Brokerage'],
  isic_rev4: ['6612', 'Security and commodity contracts brokerage'],
};
const EXCHANGE: Record<Jurisdiction['scheme'], [string, string]> = {
  uk_sic_2007: ['66110', 'Administration of financial markets'],
  nace_rev2: ['66.11', 'Administration of financial markets'],
  naics_2017: ['523210', 'Securities and Commodity Exchanges'],
  isic_rev4: ['6611', 'Administration of financial markets'],
};

export type EntityRole = 'licensee' | 'operator' | 'parent' | 'exchange';

export interface EntitySpec {
  /** Where the entity is registered. */
  country: string;
  brand: Brand;
  role: EntityRole;
  /** Words after the brand in the legal name: 'Europe', 'Holdings', 'Global Markets' … */
  qualifier: string;
  /** Day number of incorporation. */
  incorporated: number;
  /** Culture of the people behind it (the brand's home). */
  peopleCulture: string;
  /** The company's website, when it has one. */
  website: string | null;
  /** Whether it has an LEI (EEA investment firms must). */
  lei: boolean;
  /** A company of a broker that stopped trading is dissolved. */
  dissolvedOn: number | null;
}

export interface Entity {
  id: string;
  name: string;
  jurisdiction: Jurisdiction;
  /** The first officer's id (appointed to the group's other companies too). */
  firstOfficer: string;
  /** The city of its registered address, in Latin letters. */
  city: string;
  incorporated: number;
}

/**
 * Numbers handed out per jurisdiction, counted down from the top of the range. One instance per
 * generation run, used in a fixed order, so the same seed gives the same numbers.
 */
export class EntityRegistry {
  private readonly used = new Map<string, number>();
  private readonly names = new Set<string>();
  private readonly byId = new Map<string, string>();
  private readonly world: DemoWorld;
  readonly out: DemoRows;
  constructor(world: DemoWorld, out: DemoRows) {
    this.world = world;
    this.out = out;
  }

  private nextNumber(j: Jurisdiction, rng: Rng): string {
    const k = this.used.get(j.code) ?? 0;
    this.used.set(j.code, k + 1);
    const digits = [...j.number].filter((c) => c === '#').length;
    const top = 10 ** digits - 1;
    return companyNumber(j.number, top - k, rng, numberSalt(this.world.seed, j.code));
  }

  /** Writes one entity (company, its industry code, officers and appointments) and returns its keys. */
  create(key: string, spec: EntitySpec): Entity {
    const world = this.world;
    const rng = rngFor(world.seed, 0, `entity:${key}`);
    const j = jurisdictionOf(spec.country, rng);
    const native = j.variants.find((v) => CULTURES[v.culture].script === spec.brand.script);
    const latinVariant = j.variants.find((v) => CULTURES[v.culture].script === 'Latin');
    const variant: Variant = native ?? latinVariant ?? j.variants[0];
    const forms = variant.forms.filter((f) => !f.flags.includes('n') && !f.flags.includes('l'));
    const form: LegalForm = rng.weighted(forms.length ? forms : variant.forms, (f) => f.weight);
    const scripted = !!native && spec.brand.script !== 'Latin';
    const base = native ? spec.brand.name : spec.brand.latin;
    const gap = scripted && spec.brand.script !== 'Arabic' ? '' : ' ';
    // A brand written in its own script takes a qualifier in that script (or none): 金盛国际控股有限公司.
    const qualifier = scripted ? (spec.role === 'parent' ? HOLDINGS[spec.brand.script] : '') : spec.qualifier;
    let name = form.template.replace('…', qualifier ? `${base}${gap}${qualifier}` : base);
    // Two entities of one name in one register cannot exist: a second one is told apart by a number.
    for (let n = 2; this.names.has(`${j.code}|${name}`); n++)
      name = form.template.replace('…', `${base}${gap}${qualifier} ${n}`.replace(/\s+/g, ' '));
    this.names.add(`${j.code}|${name}`);
    const number = this.nextNumber(j, rng);
    const id = fastStableId('company', j.code, number);
    this.byId.set(id, name);
    const culture: Culture = CULTURES[variant.culture];
    const place = address(rng, j, culture, j.cities);
    const statuses = STATUSES[j.statuses];
    const dissolved = spec.dissolvedOn !== null && spec.dissolvedOn > spec.incorporated ? spec.dissolvedOn : null;
    const status = dissolved !== null ? (statuses.inactive.find((s) => s.ends) ?? statuses.inactive[0]) : statuses.active[0];
    const english = scripted
      ? `${spec.brand.latin}${spec.qualifier ? ` ${spec.qualifier}` : ''} ${form.en?.replace('…', '').trim() ?? 'Limited'}`
      : null;
    const company: CompanyFields = {
      jurisdiction_code: j.code,
      company_number: number,
      name,
      normalised_name: normaliseName(name),
      company_type: form.type,
      nonprofit: 0,
      current_status: status.text,
      inactive: dissolved !== null ? 1 : 0,
      incorporation_date: isoDate(spec.incorporated),
      dissolution_date: dissolved === null ? null : isoDate(dissolved),
      branch: null,
      website: spec.website,
      business_number: null,
      lei: spec.lei ? lei(rng) : null,
      registered_address_in_full: place.full,
      postal_code: place.postal,
      country_code: j.country,
      alternative_legal_name: english,
      alternative_legal_name_language: english ? 'en' : null,
      home_jurisdiction_code: null,
      home_company_number: null,
      native_company_number: null,
      previous_company_number: null,
      restricted_for_marketing: 0,
      accounts_next_due: null,
      accounts_reference_date: null,
      accounts_last_made_up: null,
      accounts_category: null,
      annual_return_next_due: null,
      annual_return_last_made_up: null,
      liquidated: 0,
      has_insolvency_history: 0,
      has_charges: null,
      has_litigation: 0,
      extra: null,
    };
    const [code, description] =
      spec.role === 'parent' ? INDUSTRIES.holding[j.scheme] : spec.role === 'exchange' ? EXCHANGE[j.scheme] : DEALING[j.scheme];
    const industryCodes = [{ scheme: j.scheme, code, description }];
    // The same hash the company writer computes for this bundle: an import of the same record finds it unchanged.
    const content_hash = fastContentHash({ company, names: [], industryCodes, charges: null });
    const prov = provenance(world);
    this.out.companies.push({ ...company, id, content_hash, ...prov });
    this.out.industry_codes.push({ company_id: id, position: 0, ...industryCodes[0] });

    // Officers: a managing director and one to three more, people of the brand's home culture.
    const people = CULTURES[spec.peopleCulture] ?? culture;
    const positions = POSITIONS[j.roles];
    const count = 1 + rng.int(spec.role === 'parent' ? 4 : 3);
    let firstOfficer = '';
    for (let slot = 0; slot < count; slot++) {
      const p = makePerson(rng, people, j.country, j, j.cities, slot > 0);
      const officerId = fastStableId('officer', 'demo-broker', world.seed, j.code, number, slot);
      if (slot === 0) firstOfficer = officerId;
      const fields = {
        name: p.name,
        normalised_name: normaliseName(p.name),
        nationality: p.nationality,
        occupation: p.occupation,
        address_in_full: p.address,
        country_of_residence: p.countryOfResidence,
        head_portrait: null,
        birth_year: p.birthYear,
        birth_month: p.birthMonth,
        kind: p.kind,
        other_names: p.otherNames.length ? JSON.stringify(p.otherNames) : null,
      };
      this.out.officers.push({ id: officerId, ...fields, content_hash: fastContentHash(fields), ...prov });
      const position = slot === 0 ? positions.first : rng.weighted(positions.others, ([, w]) => w)[0];
      this.appoint(officerId, id, position, spec.incorporated, dissolved);
    }
    return { id, name, jurisdiction: j, firstOfficer, city: place.city.latin, incorporated: spec.incorporated };
  }

  /** The name of an entity created here. */
  nameOf(id: string): string | undefined {
    return this.byId.get(id);
  }

  /** Appoints an officer (a group's first officer sits on its subsidiaries' boards too). */
  appoint(officerId: string, companyId: string, position: string, start: number, end: number | null): void {
    this.out.appointments.push({
      id: fastStableId('appointment', officerId, companyId, position),
      officer_id: officerId,
      company_id: companyId,
      position,
      start_date: isoDate(start),
      end_date: end === null ? null : isoDate(end),
      status: end === null ? 'active' : 'resigned',
      control: null,
      ...provenance(this.world),
    });
  }

  /** A parent link in the register's relationships table (the relationship tree reads it). */
  link(parent: Entity, child: Entity, start: number): void {
    this.out.relationships.push({
      id: fastStableId('relationship', 'parent', parent.id, child.id),
      parent_company_id: parent.id,
      child_company_id: child.id,
      kind: 'parent',
      start_date: isoDate(start),
      end_date: null,
      status: 'active',
      ...provenance(this.world),
    });
  }
}

/** "Holdings" in the scripts brands are written in. */
const HOLDINGS: Record<string, string> = {
  Han: '控股',
  Japanese: 'ホールディングス',
  Arabic: 'القابضة',
  Thai: 'โฮลดิ้งส์',
  Latin: 'Holdings',
};
