import { z } from 'zod';

/**
 * What spec section 7's smaller calls answer (inside the envelope), as zod schemas: the OpenAPI
 * document's response shapes, checked against the real answers by the API tests.
 */

const flag = z.union([z.literal(0), z.literal(1)]).nullable();

/**
 * How the daily view quota answered for the caller (issue 19): `granted` (the deeper data is in the
 * answer; this record counts once today), `signIn` (no member behind the call: the public part only),
 * `spent` (the member's allowance for today is used by other records: the public part only).
 */
export const quotaAnswer = z
  .object({
    state: z.enum(['granted', 'signIn', 'spent']),
    tier: z.enum(['visitor', 'ordinary', 'vip']),
    used: z.number().int().describe('records opened in depth today (UTC), this one included when granted'),
    allowance: z.number().int().describe("the tier's records a day"),
  })
  .meta({ id: 'QuotaAnswer' });

/** Present only when the quota granted the deeper data. */
const deep = <T extends z.ZodType>(schema: T) => schema.optional().describe('deeper data: only when quota.state is granted');

/**
 * search/company/info: everything the company page shows, as the detail service reads it (the page
 * and this call share it, so a field added there appears here). Loose on purpose beyond the named
 * fields: the sections' own fields are documented by the page and the schema types.
 */
export const companyInfo = z
  .looseObject({
    company: z
      .looseObject({
        id: z.string(),
        name: z.string(),
        jurisdiction_code: z.string(),
        company_number: z.string(),
        current_status: z.string().nullable(),
        inactive: flag,
        incorporation_date: z.string().nullable(),
        registered_address_in_full: z.string().nullable(),
        extra: z.record(z.string(), z.unknown()).nullable().describe('source fields without a column of their own'),
      })
      .describe('the register fields (spec section 3, company detail fields)'),
    names: z.array(z.looseObject({ name: z.string(), kind: z.string() })).describe('previous and alternative names'),
    industryCodes: z.array(z.looseObject({})),
    licences: deep(z.array(z.looseObject({}))),
    credit: deep(z.looseObject({})),
    officers: z
      .array(z.looseObject({ name: z.string(), sameName: z.number().int() }))
      .describe('at most 60 (officerCount has them all); those in office only unless quota.state is granted'),
    officerCount: z.number().int(),
    parents: deep(z.array(z.looseObject({}))),
    chain: deep(z.array(z.looseObject({}))),
    subsidiaries: deep(z.array(z.looseObject({}))),
    subsidiaryCount: deep(z.number().int()),
    branches: deep(z.array(z.looseObject({}))),
    branchCount: deep(z.number().int()),
    financials: deep(z.array(z.looseObject({}))),
    rounds: deep(z.array(z.looseObject({}))),
    ipos: deep(z.array(z.looseObject({}))),
    acquisitions: deep(z.array(z.looseObject({}))),
    investors: deep(z.array(z.looseObject({}))),
    investees: deep(z.array(z.looseObject({}))),
    history: z.array(z.looseObject({})).describe('newest first; the latest 3 unless quota.state is granted'),
    quota: quotaAnswer,
  })
  .meta({ id: 'CompanyInfo' });

/** search/officers/info: everything the executive page shows. */
export const officerInfo = z
  .looseObject({
    officer: z.looseObject({
      id: z.string(),
      name: z.string(),
      nationality: z.string().nullable(),
      occupation: z.string().nullable(),
    }),
    otherNames: z.array(z.object({ name: z.string(), kind: z.enum(['previous', 'alternative']) })),
    positions: z
      .array(z.looseObject({}))
      .describe('at most 200 (positionCount has them all); current ones only unless quota.state is granted'),
    positionCount: z.number().int(),
    sameName: z.array(z.looseObject({})),
    sameNameTotal: z.number().int(),
    coAppointees: deep(z.array(z.looseObject({ shared: z.number().int() }))),
    quota: quotaAnswer,
  })
  .meta({ id: 'OfficerInfo' });

export const versionAnswer = z
  .object({
    minVersion: z.string().describe('the oldest version still served (APP_MIN_VERSION)'),
    latestVersion: z.string().describe('the newest version in the stores (APP_LATEST_VERSION)'),
    version: z.string().nullable().describe('the version the app said it runs'),
    updateRequired: z.boolean().describe('the app runs a version older than minVersion'),
    updateAvailable: z.boolean().describe('the app runs a version older than latestVersion'),
  })
  .meta({ id: 'VersionAnswer' });

export const geoAnswer = z
  .object({
    ip: z.string(),
    country_code: z.string().nullable().describe('ISO alpha-2 in lower case (cn, us); null when the database does not know the address'),
    countryCode: z.string().nullable().describe('3-digit numeric ISO code (156, 840)'),
    country: z.string().nullable().describe("the country's name in the caller's language"),
    province: z.null().describe('always null: our IP database (geoip-country) is country-level'),
    city: z.null().describe('always null: our IP database (geoip-country) is country-level'),
    precision: z.literal('country'),
  })
  .meta({ id: 'GeoAnswer' });

export const countryHit = z
  .object({
    code: z.string().describe('dial prefix with leading 00 (0086)'),
    name: z.string(),
    flag: z.string().describe('3:2 flag image on this site'),
    flagC: z.string().describe('1:1 flag image'),
    countryCode: z.string().describe('3-digit numeric ISO code'),
    twoCharCode: z.string().describe('alpha-2 (UK for the United Kingdom)'),
  })
  .meta({ id: 'CountryHit' });

export const byCodesAnswer = z
  .array(
    z.object({
      code: z.string().describe('the code asked for (the company id)'),
      name: z.string(),
      jurisdiction_code: z.string(),
      company_number: z.string(),
      current_status: z.string().nullable(),
      inactive: z.enum(['true', 'false', '']),
    }),
  )
  .meta({ id: 'ByCodesAnswer' });

export const loggedAnswer = z.object({ recorded: z.boolean() }).meta({ id: 'LoggedAnswer' });
