import { z } from 'zod';
import { toIsoDate } from '../dates.ts';

/**
 * The lines of our own JSON Lines import format (docs/import-jsonl.md), one zod schema per "type".
 * Field names are the register's (src/server/db/schema.ts), which follow the OpenCorporates
 * vocabulary; OpenCorporates' nested forms are accepted too (registered_address.in_full,
 * previous_names, alternative_names, industry_codes). Objects are strict, so a misspelt field is a
 * reject with its name rather than a value silently lost; anything without a column goes in "extra".
 */

const text = z.string().trim();
/** Optional text: absent, null and "" all mean "not known". */
const optText = text.nullish().transform((v) => (v ? v : null));
const required = (what: string) => text.min(1, `${what} is empty`);

/** 'YYYY-MM-DD' (dd/mm/yyyy and ISO date-times are read too); an impossible date is a reject. */
function readDate(v: string, ctx: z.RefinementCtx): string | null {
  try {
    return toIsoDate(v);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
    return z.NEVER;
  }
}
const date = z.string().transform((v, ctx) => {
  const iso = readDate(v, ctx);
  if (iso === null) ctx.addIssue({ code: 'custom', message: 'the date is empty' });
  return iso ?? z.NEVER;
});
/** Absent, null and "" all mean "not known". */
const optDate = z
  .string()
  .nullish()
  .transform((v, ctx) => (v ? readDate(v, ctx) : null));

/** true/false, 1/0 or "true"/"false" (the site's own API writes flags as text). */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false'])])
  .transform((v): 0 | 1 => (v === true || v === 1 || v === 'true' ? 1 : 0));
const optFlag = flag.nullish().transform((v) => v ?? null);
const optAmount = z
  .number()
  .finite()
  .nullish()
  .transform((v) => v ?? null);
const optCount = z
  .number()
  .int()
  .min(0)
  .nullish()
  .transform((v) => v ?? null);
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'a currency is an ISO 4217 code such as USD')
  .nullish()
  .transform((v) => v ?? null);

/** OpenCorporates-style jurisdiction codes: gb, us_ny, ca_qc … (lower case). */
const jurisdiction = z
  .string()
  .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'a jurisdiction code is lower case, such as gb, us_ny or ca_qc')
  .max(16);
const companyNumber = required('company_number').max(64);

/** How a line names a company: its register and its number there. */
const companyRef = z.strictObject({ jurisdiction_code: jurisdiction, company_number: companyNumber });

/** Who wrote the line's data: overrides the format's own provenance for this line only. */
const provenance = {
  source: optText,
  source_url: optText,
};

const address = z.strictObject({
  in_full: optText,
  street_address: optText,
  locality: optText,
  region: optText,
  postal_code: optText,
  country: optText,
});

const namePeriod = { start_date: optDate, end_date: optDate };

const industryCode = z.union([
  z.strictObject({ scheme: required('scheme'), code: required('code'), description: optText }),
  // OpenCorporates: {"industry_code": {"code": "62020", "description": "…", "code_scheme_id": "uk_sic_2007"}}
  z
    .strictObject({
      industry_code: z.object({ code: required('code'), description: optText, code_scheme_id: required('code_scheme_id') }),
    })
    .transform(({ industry_code: c }) => ({ scheme: c.code_scheme_id, code: c.code, description: c.description })),
]);

export const companyLine = z.strictObject({
  type: z.literal('company'),
  jurisdiction_code: jurisdiction,
  company_number: companyNumber,
  name: required('name'),
  normalised_name: optText,
  company_type: optText,
  nonprofit: optFlag,
  current_status: optText,
  inactive: optFlag,
  incorporation_date: optDate,
  dissolution_date: optDate,
  branch: optText,
  website: optText,
  business_number: optText,
  lei: z
    .string()
    .regex(/^[A-Z0-9]{18}[0-9]{2}$/, 'an LEI is 20 upper-case letters and digits')
    .nullish()
    .transform((v) => v ?? null),
  registered_address_in_full: optText,
  registered_address: address.nullish(),
  postal_code: optText,
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a country code is ISO 3166 alpha-2, such as GB')
    .nullish()
    .transform((v) => v?.toUpperCase() ?? null),
  alternative_legal_name: optText,
  alternative_legal_name_language: optText,
  home_jurisdiction_code: jurisdiction.nullish().transform((v) => v ?? null),
  home_company_number: optText,
  native_company_number: optText,
  previous_company_number: optText,
  restricted_for_marketing: optFlag,
  accounts_next_due: optDate,
  accounts_reference_date: z
    .string()
    .regex(/^--\d{2}-\d{2}$/, 'an accounts reference date is --MM-DD')
    .nullish()
    .transform((v) => v ?? null),
  accounts_last_made_up: optDate,
  accounts_category: optText,
  annual_return_next_due: optDate,
  annual_return_last_made_up: optDate,
  liquidated: optFlag,
  has_insolvency_history: optFlag,
  has_charges: optFlag,
  has_litigation: optFlag,
  previous_names: z.array(z.strictObject({ company_name: required('company_name'), ...namePeriod })).nullish(),
  alternative_names: z
    .array(
      z.strictObject({
        company_name: required('company_name'),
        type: z.enum(['alternative', 'trading', 'transliterated', 'alias', 'legal', 'unknown']).nullish(),
        language: optText,
        ...namePeriod,
      }),
    )
    .nullish(),
  industry_codes: z.array(industryCode).nullish(),
  charges: z.strictObject({ total: optCount, outstanding: optCount, part_satisfied: optCount, satisfied: optCount }).nullish(),
  extra: z.record(z.string(), z.unknown()).nullish(),
  ...provenance,
});

const appointment = z.strictObject({
  jurisdiction_code: jurisdiction,
  company_number: companyNumber,
  position: required('position'),
  start_date: optDate,
  end_date: optDate,
  /** Default: 'resigned' with an end date, else 'active'. */
  status: optText,
  /** Natures of control of a person with significant control. */
  control: z.array(z.string()).nullish(),
});

export const officerLine = z.strictObject({
  type: z.literal('officer'),
  /** The source's own id of the person: two people of the same name stay apart. */
  id: optText,
  name: required('name'),
  nationality: optText,
  occupation: optText,
  address_in_full: optText,
  address: address.nullish(),
  country_of_residence: optText,
  head_portrait: optText,
  birth_year: z.number().int().min(1800).max(2100).nullish(),
  birth_month: z.number().int().min(1).max(12).nullish(),
  date_of_birth: z.strictObject({ year: z.number().int().min(1800).max(2100), month: z.number().int().min(1).max(12).nullish() }).nullish(),
  kind: optText,
  /** Other names the person is or was registered under. */
  other_names: z.array(z.strictObject({ name: required('name'), kind: z.enum(['previous', 'alternative']) })).nullish(),
  appointments: z.array(appointment).min(1, 'an officer needs at least one appointment'),
  ...provenance,
});

const relationshipLine = z.strictObject({
  type: z.literal('relationship'),
  parent: companyRef,
  child: companyRef,
  kind: z.enum(['parent', 'ultimate_parent', 'branch', 'fund_manager', 'other']),
  start_date: optDate,
  end_date: optDate,
  status: optText,
  ...provenance,
});

const owner = { jurisdiction_code: jurisdiction, company_number: companyNumber, ...provenance };

const financialSummaryLine = z.strictObject({
  type: z.literal('financial_summary'),
  ...owner,
  period_start: optDate,
  period_end: date,
  currency,
  current_assets: optAmount,
  bank_funds: optAmount,
  current_liabilities: optAmount,
});

const financingRoundLine = z
  .strictObject({
    type: z.literal('financing_round'),
    ...owner,
    round_name: optText,
    published_on: optDate,
    category: optText,
    investor_count: optCount,
    amount: optAmount,
    currency,
    main_investor: optText,
  })
  .refine((r) => r.round_name || r.published_on, {
    message: 'a financing round needs round_name or published_on (they identify it)',
    path: ['round_name'],
  });

const ipoLine = z.strictObject({
  type: z.literal('ipo'),
  ...owner,
  stock_code: required('stock_code'),
  exchange: optText,
  valuation: optAmount,
  capital_raised: optAmount,
  listing_date: optDate,
  listed_price: optAmount,
  currency,
});

const acquisitionLine = z.strictObject({
  type: z.literal('acquisition'),
  ...owner,
  acquired_name: required('acquired_name'),
  /** The acquired company, when it is in the register too. */
  acquired: companyRef.nullish(),
  date: optDate,
  price: optAmount,
  currency,
  transaction_name: optText,
});

const investorLine = z.strictObject({
  type: z.literal('investor'),
  ...owner,
  name: required('name'),
  is_main: flag.nullish().transform((v) => v ?? 0),
  rounds: optCount,
  partner: optText,
});

/** Every line type and its schema. */
export const LINE_SCHEMAS = {
  company: companyLine,
  officer: officerLine,
  relationship: relationshipLine,
  financial_summary: financialSummaryLine,
  financing_round: financingRoundLine,
  ipo: ipoLine,
  acquisition: acquisitionLine,
  investor: investorLine,
} as const;

export type LineType = keyof typeof LINE_SCHEMAS;
export const LINE_TYPES = Object.keys(LINE_SCHEMAS) as LineType[];
