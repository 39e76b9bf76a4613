import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { isValidLei, jurisdictionCode } from '../lei.ts';
import { normaliseName } from '../normalise.ts';
import type { CompanyBundle } from '../types.ts';

/**
 * One GLEIF level 1 record (LEI-CDF 3.x) as both of GLEIF's formats carry it: the XML reader and the
 * Golden Copy CSV reader each fill this shape, and leiBundle maps it once, so the two formats give
 * the same company for the same record. Every text is trimmed; absent or empty is null.
 */
export interface LeiRecord {
  lei: string | null;
  legalName: string | null;
  legalNameLanguage: string | null;
  otherNames: LeiName[];
  transliteratedNames: LeiName[];
  legalAddress: LeiAddress | null;
  headquartersAddress: LeiAddress | null;
  registrationAuthority: LeiAuthority;
  legalJurisdiction: string | null;
  category: string | null;
  subCategory: string | null;
  legalFormCode: string | null;
  otherLegalForm: string | null;
  associatedEntity: { type: string | null; lei: string | null; name: string | null } | null;
  status: string | null;
  creationDate: string | null;
  expirationDate: string | null;
  expirationReason: string | null;
  successors: Array<{ lei: string | null; name: string | null }>;
  events: LeiEvent[];
  registration: {
    initialRegistrationDate: string | null;
    lastUpdateDate: string | null;
    status: string | null;
    nextRenewalDate: string | null;
    managingLou: string | null;
    validationSources: string | null;
    validationAuthority: LeiAuthority;
    otherValidationAuthorities: LeiAuthority[];
  };
  conformityFlag: string | null;
}

export interface LeiName {
  name: string;
  language: string | null;
  type: string | null;
}
export interface LeiAuthority {
  id: string | null;
  otherId: string | null;
  entityId: string | null;
}
export interface LeiEvent {
  type: string | null;
  status: string | null;
  groupType: string | null;
  effectiveDate: string | null;
  recordedDate: string | null;
}
export interface LeiAddress {
  language: string | null;
  firstAddressLine: string | null;
  addressNumber: string | null;
  addressNumberWithinBuilding: string | null;
  mailRouting: string | null;
  additionalAddressLines: string[];
  city: string | null;
  region: string | null;
  country: string | null;
  postalCode: string | null;
}

countries.registerLocale(en); // country names for the address in full

/** Trimmed text, or null when there is none. */
export function text(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/**
 * A GLEIF date or date-time as 'YYYY-MM-DD', its own calendar date (not shifted to UTC). GLEIF writes
 * ISO 8601 only, so the register formats toIsoDate also reads (dd/mm/yyyy) are refused here.
 */
export function gleifDate(value: string | null | undefined): string | null {
  if (!value) return null;
  // Checked by hand, not through Date: six dates a record, millions of records.
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})(?:T|\s*$)/.exec(value);
  if (!m) throw new Error(`unreadable date "${value}"`);
  const y = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const days = month === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (month < 1 || month > 12 || day < 1 || day > days) throw new Error(`impossible date "${value}"`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** The address, or null when none of its parts is given (the XML omits it, a CSV row leaves it empty). */
export function addressOrNull(a: LeiAddress): LeiAddress | null {
  return Object.values(a).some((x) => (Array.isArray(x) ? x.length > 0 : x !== null)) ? a : null;
}

/** Other entity name types (LEI-CDF OtherEntityName/@type) and the name kinds of the register. */
const NAME_KIND: Record<string, CompanyBundle['names'][number]['kind']> = {
  PREVIOUS_LEGAL_NAME: 'previous',
  TRADING_OR_OPERATING_NAME: 'trading',
  ALTERNATIVE_LANGUAGE_LEGAL_NAME: 'alternative',
};
/** Event types after which an entity no longer exists, or is being wound up. */
const WINDING_UP = new Set(['LIQUIDATION', 'BANKRUPTCY', 'INSOLVENCY']);
/** GLEIF's placeholder legal form codes: "other" (8888) and "not yet in the ELF list" (9999). */
const PLACEHOLDER_FORMS = new Set(['8888', '9999']);

const countryNames = new Map<string, string>();
/** The English name of a country code (looked up once per code), or the code when unknown. */
function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    name = countries.getName(code, 'en') ?? code;
    if (countryNames.size < 1000) countryNames.set(code, name);
  }
  return name;
}

/** Countries whose postal addresses carry the state or province code. */
const REGION_IN_ADDRESS = new Set(['US', 'CA', 'AU']);

function addressInFull(a: LeiAddress | null): string | null {
  if (!a) return null;
  const parts: string[] = [];
  const add = (v: string | null) => {
    if (v && !parts.includes(v)) parts.push(v);
  };
  add(a.mailRouting);
  add(a.firstAddressLine);
  add(a.addressNumber);
  add(a.addressNumberWithinBuilding);
  a.additionalAddressLines.forEach(add);
  add(a.city);
  // Only where addresses name the state by its code ("BOSTON, MA"); elsewhere "SE-O" means little to a reader.
  if (a.region && a.country && REGION_IN_ADDRESS.has(a.country) && a.region.startsWith(`${a.country}-`))
    add(a.region.slice(a.country.length + 1));
  add(a.postalCode);
  add(a.country ? countryName(a.country) : null);
  return parts.length ? parts.join(', ') : null;
}

/** An object without its null, empty-list and empty-object members: extra stays small and readable. */
function compact(value: Record<string, unknown>): Record<string, unknown> | null {
  let out: Record<string, unknown> | null = null;
  for (const k in value) {
    let v = value[k];
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) {
      if (!v.length) continue;
      v = v.map((x) => (x && typeof x === 'object' ? (compact(x as Record<string, unknown>) ?? {}) : x));
    } else if (typeof v === 'object') {
      v = compact(v as Record<string, unknown>);
      if (v === null) continue;
    }
    (out ??= {})[k] = v;
  }
  return out;
}

function authority(a: LeiAuthority) {
  return { id: a.id, other_id: a.otherId, entity_id: a.entityId };
}

/**
 * Maps one LEI record to the register's company: the LEI is both the company number and the lei,
 * the jurisdiction comes from LegalJurisdiction. Throws (rejecting the record) on a missing or
 * malformed LEI, a missing legal name or jurisdiction, or an unreadable date.
 */
export function leiBundle(r: LeiRecord): CompanyBundle {
  if (!r.lei) throw new Error('LEI is missing');
  if (!isValidLei(r.lei)) throw new Error(`"${r.lei}" is not a valid LEI (ISO 17442 form and check digits)`);
  if (!r.legalName) throw new Error(`LegalName is missing (LEI ${r.lei})`);
  const jurisdiction = r.legalJurisdiction ?? r.legalAddress?.country ?? null;
  if (!jurisdiction) throw new Error(`LegalJurisdiction is missing (LEI ${r.lei})`);

  // Events withdrawn or cancelled never happened; pending ones are under way.
  const events = r.events.filter((e) => e.type && e.status !== 'WITHDRAWN_CANCELLED');
  const dissolution = events.find((e) => e.type === 'DISSOLUTION' && e.status !== 'PENDING');
  const dissolutionDate =
    gleifDate(dissolution?.effectiveDate) ?? (r.expirationReason === 'DISSOLVED' ? gleifDate(r.expirationDate) : null);
  const dissolved = !!dissolution || r.expirationReason === 'DISSOLVED';
  const windingUp = events.some((e) => WINDING_UP.has(e.type!));
  const status = r.status === 'ACTIVE' ? 'Active' : r.status === 'INACTIVE' ? 'Inactive' : null;

  const names: CompanyBundle['names'] = [
    ...r.otherNames.map((n) => ({
      name: n.name,
      kind: NAME_KIND[n.type ?? ''] ?? 'alternative',
      language: n.language,
      start_date: null,
      end_date: null,
    })),
    ...r.transliteratedNames.map((n) => ({
      name: n.name,
      kind: 'transliterated' as const,
      language: n.language,
      start_date: null,
      end_date: null,
    })),
  ];
  const alternative = r.otherNames.find((n) => n.type === 'ALTERNATIVE_LANGUAGE_LEGAL_NAME');
  const legalForm = r.otherLegalForm ?? (r.legalFormCode && !PLACEHOLDER_FORMS.has(r.legalFormCode) ? r.legalFormCode : null);

  const extra = compact({
    legal_name_language: r.legalNameLanguage,
    entity_category: r.category,
    entity_sub_category: r.subCategory,
    legal_form: { elf_code: r.legalFormCode, other: r.otherLegalForm },
    entity_status: r.status,
    legal_address: r.legalAddress ? { city: r.legalAddress.city, region: r.legalAddress.region, language: r.legalAddress.language } : null,
    headquarters_address: r.headquartersAddress
      ? {
          in_full: addressInFull(r.headquartersAddress),
          postal_code: r.headquartersAddress.postalCode,
          country_code: r.headquartersAddress.country,
        }
      : null,
    registration_authority: authority(r.registrationAuthority),
    associated_entity: r.associatedEntity,
    expiration: { date: gleifDate(r.expirationDate), reason: r.expirationReason },
    successors: r.successors,
    events: events.map((e) => ({
      type: e.type,
      status: e.status,
      group_type: e.groupType,
      effective_date: gleifDate(e.effectiveDate),
      recorded_date: gleifDate(e.recordedDate),
    })),
    registration: {
      initial_registration_date: gleifDate(r.registration.initialRegistrationDate),
      last_update_date: gleifDate(r.registration.lastUpdateDate),
      status: r.registration.status,
      next_renewal_date: gleifDate(r.registration.nextRenewalDate),
      managing_lou: r.registration.managingLou,
      validation_sources: r.registration.validationSources,
      validation_authority: authority(r.registration.validationAuthority),
      other_validation_authorities: r.registration.otherValidationAuthorities.map(authority),
    },
    conformity_flag: r.conformityFlag,
  });

  return {
    company: {
      jurisdiction_code: jurisdictionCode(jurisdiction),
      company_number: r.lei,
      name: r.legalName,
      normalised_name: normaliseName(r.legalName),
      company_type: legalForm,
      nonprofit: null,
      current_status: dissolved ? 'Dissolved' : status,
      inactive: dissolved || r.status === 'INACTIVE' ? 1 : r.status === 'ACTIVE' ? 0 : null,
      incorporation_date: gleifDate(r.creationDate),
      dissolution_date: dissolutionDate,
      // OpenCorporates marks a foreign branch "F"; GLEIF's BRANCH category is a branch of a foreign entity.
      branch: r.category === 'BRANCH' ? 'F' : null,
      website: null,
      business_number: null,
      lei: r.lei,
      registered_address_in_full: addressInFull(r.legalAddress),
      postal_code: r.legalAddress?.postalCode ?? null,
      country_code: r.legalAddress?.country ?? null,
      alternative_legal_name: alternative?.name ?? null,
      alternative_legal_name_language: alternative?.language ?? null,
      home_jurisdiction_code: null,
      home_company_number: null,
      native_company_number: r.registrationAuthority.entityId,
      previous_company_number: null,
      restricted_for_marketing: null,
      accounts_next_due: null,
      accounts_reference_date: null,
      accounts_last_made_up: null,
      accounts_category: null,
      annual_return_next_due: null,
      annual_return_last_made_up: null,
      liquidated: events.some((e) => e.type === 'LIQUIDATION') ? 1 : 0,
      has_insolvency_history: windingUp ? 1 : 0,
      has_charges: null,
      has_litigation: null,
      extra: extra ? JSON.stringify(extra) : null,
    },
    names,
    industryCodes: [],
    charges: null,
  };
}
