import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { bulkCompanies } from '../bulk-companies.ts';
import { writeCompanies } from '../company-writer.ts';
import { toInt, toIsoDate } from '../dates.ts';
import { normaliseName } from '../normalise.ts';
import type { CompanyBundle, ImportFormat } from '../types.ts';
import { csvRecords } from './csv-records.ts';

/** UK Companies House "BasicCompanyData" monthly CSV: 55 columns, dd/mm/yyyy dates, padded headers. */
countries.registerLocale(en); // English country names of the register's address column

const REQUIRED = [
  'CompanyName',
  'CompanyNumber',
  'CompanyStatus',
  'IncorporationDate',
  'SICCode.SicText_1',
  'PreviousName_1.CompanyName',
] as const;

/** Statuses after which a company no longer trades (the register's own wording). */
const INACTIVE = /dissolved|removed|closed|converted|liquidation|receivership|administration|insolvency|struck off/i;
/** Address "countries" of the UK register that are parts of the United Kingdom. */
const UK_PARTS = /^(united kingdom|england|wales|scotland|northern ireland|great britain|uk|england\s*&\s*wales|england and wales)$/i;

/** Codes of the address countries seen (a register names a few hundred at most; the lookup normalises every name). */
const COUNTRY_CODES = new Map<string, string | null>();

function countryCode(name: string): string | null {
  let code = COUNTRY_CODES.get(name);
  if (code !== undefined) return code;
  const n = name.trim();
  code = !n ? null : UK_PARTS.test(n) ? 'GB' : (countries.getAlpha2Code(n, 'en') ?? null);
  if (COUNTRY_CODES.size < 10_000) COUNTRY_CODES.set(name, code);
  return code;
}

function text(v: string | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/** Maps one row; throws (rejecting the row) on a missing number or name, or an unreadable date. */
export function companiesHouseRow(r: Record<string, string>): CompanyBundle {
  const number = text(r.CompanyNumber);
  const name = text(r.CompanyName);
  if (!number) throw new Error('CompanyNumber is empty');
  if (!name) throw new Error('CompanyName is empty');
  const status = text(r.CompanyStatus);
  const address = [
    'RegAddress.CareOf',
    'RegAddress.POBox',
    'RegAddress.AddressLine1',
    'RegAddress.AddressLine2',
    'RegAddress.PostTown',
    'RegAddress.County',
    'RegAddress.Country',
    'RegAddress.PostCode',
  ]
    .map((k) => text(r[k]))
    .filter(Boolean)
    .join(', ');
  const refDay = toInt(r['Accounts.AccountRefDay']);
  const refMonth = toInt(r['Accounts.AccountRefMonth']);
  const charges = {
    total: toInt(r['Mortgages.NumMortCharges']),
    outstanding: toInt(r['Mortgages.NumMortOutstanding']),
    part_satisfied: toInt(r['Mortgages.NumMortPartSatisfied']),
    satisfied: toInt(r['Mortgages.NumMortSatisfied']),
  };
  const origin = text(r.CountryOfOrigin);
  const overseas = origin && !UK_PARTS.test(origin) ? (countryCode(origin)?.toLowerCase() ?? null) : null;
  const names: CompanyBundle['names'] = [];
  for (let i = 1; i <= 10; i++) {
    const previous = text(r[`PreviousName_${i}.CompanyName`]);
    if (previous)
      names.push({
        name: previous,
        kind: 'previous',
        language: null,
        start_date: null,
        end_date: toIsoDate(r[`PreviousName_${i}.CONDATE`]),
      });
  }
  const industryCodes: CompanyBundle['industryCodes'] = [];
  for (let i = 1; i <= 4; i++) {
    const sic = text(r[`SICCode.SicText_${i}`]);
    if (!sic) continue;
    const m = /^(\w+)\s*-\s*(.*)$/.exec(sic);
    industryCodes.push({ scheme: 'uk_sic_2007', code: m ? m[1] : sic, description: m ? m[2] || null : null });
  }
  const extra = {
    limited_partnerships: {
      general_partners: toInt(r['LimitedPartnerships.NumGenPartners']),
      limited_partners: toInt(r['LimitedPartnerships.NumLimPartners']),
    },
    returns: { next_due: toIsoDate(r['Returns.NextDueDate']), last_made_up: toIsoDate(r['Returns.LastMadeUpDate']) },
    country_of_origin: origin,
    uri: text(r.URI),
  };
  return {
    company: {
      jurisdiction_code: 'gb',
      company_number: number,
      name,
      normalised_name: normaliseName(name),
      company_type: text(r.CompanyCategory),
      nonprofit: /charit|community interest/i.test(r.CompanyCategory ?? '') ? 1 : 0,
      current_status: status,
      inactive: status ? (INACTIVE.test(status) ? 1 : 0) : null,
      incorporation_date: toIsoDate(r.IncorporationDate),
      dissolution_date: toIsoDate(r.DissolutionDate),
      branch: null,
      website: null,
      business_number: null,
      lei: null,
      registered_address_in_full: address || null,
      postal_code: text(r['RegAddress.PostCode']),
      country_code: countryCode(r['RegAddress.Country'] ?? '') ?? 'GB',
      alternative_legal_name: null,
      alternative_legal_name_language: null,
      home_jurisdiction_code: overseas,
      home_company_number: null,
      native_company_number: null,
      previous_company_number: null,
      restricted_for_marketing: null,
      accounts_next_due: toIsoDate(r['Accounts.NextDueDate']),
      // ISO 8601 partial date: the day and month a company's financial year ends.
      accounts_reference_date: refDay && refMonth ? `--${String(refMonth).padStart(2, '0')}-${String(refDay).padStart(2, '0')}` : null,
      accounts_last_made_up: toIsoDate(r['Accounts.LastMadeUpDate']),
      accounts_category: text(r['Accounts.AccountCategory']),
      // The confirmation statement replaced the annual return in 2016; older companies only have returns.
      annual_return_next_due: toIsoDate(r.ConfStmtNextDueDate) ?? extra.returns.next_due,
      annual_return_last_made_up: toIsoDate(r.ConfStmtLastMadeUpDate) ?? extra.returns.last_made_up,
      liquidated: status && /liquidation/i.test(status) ? 1 : 0,
      has_insolvency_history: status && /liquidation|receivership|administration|insolvency|voluntary arrangement/i.test(status) ? 1 : 0,
      has_charges: charges.total === null ? null : charges.total > 0 ? 1 : 0,
      has_litigation: null,
      extra: JSON.stringify(extra),
    },
    names,
    industryCodes,
    charges: charges.total === null ? null : charges,
  };
}

export const companiesHouseCsv: ImportFormat<CompanyBundle> = {
  name: 'companies-house-csv',
  source: 'UK Companies House BasicCompanyData',
  sourceUrl: 'https://download.companieshouse.gov.uk/en_output.html',
  read: (file, onBytes) => csvRecords(file, REQUIRED, 'Companies House BasicCompanyData CSV', companiesHouseRow, onBytes),
  write: writeCompanies,
  bulk: bulkCompanies,
};
