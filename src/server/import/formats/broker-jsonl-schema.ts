import { z } from 'zod';
import { toIsoDate } from '../dates.ts';
import { isValidLei } from '../lei.ts';

/**
 * The lines of the broker JSON Lines format (README, "Regulator and broker importers"): what no
 * register publishes about a broker, one broker per line ("type": "broker"), and regulators' public
 * warnings ("type": "warning"). Objects are strict: a misspelt field is a reject naming it.
 * Companies are named by LEI or by jurisdiction and company number, never by name.
 */

const text = z.string().trim();
const optText = text.nullish().transform((v) => (v ? v : null));
const required = (what: string) => text.min(1, `${what} is empty`);
const optDate = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    try {
      return toIsoDate(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
const optNumber = z
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
const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a country is ISO 3166 alpha-2, such as CY')
  .nullish()
  .transform((v) => v?.toUpperCase() ?? null);
const url = required('url').max(2000);
const provenance = { source: optText, source_url: optText };

/** A broker's legal entity: by LEI, or by the register's jurisdiction and number. */
const companyRef = z.union([
  z.strictObject({
    lei: z.string().refine(isValidLei, 'not a valid LEI (ISO 17442 form and check digits)'),
    role: z.enum(['licensee', 'operator', 'parent']).default('licensee'),
  }),
  z.strictObject({
    jurisdiction_code: z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'a jurisdiction code is lower case, such as gb or cy'),
    company_number: required('company_number').max(64),
    role: z.enum(['licensee', 'operator', 'parent']).default('licensee'),
  }),
]);

export const brokerLine = z.strictObject({
  type: z.literal('broker'),
  code: z.string().regex(/^\d{10}$/, 'a broker code is the 10-digit public trader code'),
  name: required('name').max(500),
  country,
  founded: z
    .number()
    .int()
    .min(1800)
    .max(2100)
    .nullish()
    .transform((v) => v ?? null),
  status: z.enum(['active', 'closed']).default('active'),
  description: optText,
  contacts: z
    .strictObject({
      phone: optText,
      email: optText,
      address: optText,
      whatsapp: optText,
      telegram: optText,
      other: optText,
    })
    .nullish(),
  account_info: z
    .strictObject({
      trial_users: optCount,
      trading_orders: optCount,
      margin_used_usd: optNumber,
      influence: z
        .number()
        .min(0)
        .max(10)
        .nullish()
        .transform((v) => v ?? null),
      environment: optText,
      capital_ratio: z
        .number()
        .min(0)
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish(),
  companies: z.array(companyRef).max(50).default([]),
  websites: z
    .array(
      z.strictObject({
        url,
        kind: z.enum(['official', 'trading', 'mirror']).default('official'),
        registered_on: optDate,
        checked_on: optDate,
      }),
    )
    .max(100)
    .default([]),
  accounts: z
    .array(
      z.strictObject({
        name: required('name').max(200),
        spread_pips: z
          .number()
          .min(0)
          .nullish()
          .transform((v) => v ?? null),
        commission: optText,
        max_leverage: z
          .number()
          .int()
          .min(1)
          .nullish()
          .transform((v) => v ?? null),
        min_deposit: z
          .number()
          .min(0)
          .nullish()
          .transform((v) => v ?? null),
        currency,
        instruments: z
          .array(required('instrument').max(50))
          .max(50)
          .nullish()
          .transform((v) => v ?? null),
      }),
    )
    .max(50)
    .default([]),
  software: z
    .array(
      z.strictObject({
        platform: required('platform').max(100),
        server: optText,
        server_company: optText,
        server_country: country,
        ping_ms: optCount,
        checked_on: optDate,
      }),
    )
    .max(50)
    .default([]),
  vps: z
    .array(
      z.strictObject({
        plan: required('plan').max(200),
        provider: optText,
        price: z
          .number()
          .min(0)
          .nullish()
          .transform((v) => v ?? null),
        currency,
        period: z
          .enum(['month', 'year'])
          .nullish()
          .transform((v) => v ?? null),
        cpu_cores: optCount,
        ram_mb: optCount,
        location: optText,
        free_from_deposit: z
          .number()
          .min(0)
          .nullish()
          .transform((v) => v ?? null),
      }),
    )
    .max(50)
    .default([]),
  licences: z
    .array(
      z.strictObject({
        regulator: required('regulator').max(200),
        number: required('number').max(100),
        holder: optText,
      }),
    )
    .max(50)
    .default([]),
  ...provenance,
});

export const warningLine = z.strictObject({
  type: z.literal('warning'),
  regulator: required('regulator').max(200),
  name: required('name').max(500),
  website: optText,
  licence_number: optText,
  date: optDate,
  url: optText,
  details: optText,
  ...provenance,
});

export const BROKER_LINE_TYPES = ['broker', 'warning'] as const;
export const BROKER_LINE_SCHEMAS = { broker: brokerLine, warning: warningLine } as const;
export type BrokerLine = z.infer<typeof brokerLine>;
export type WarningLine = z.infer<typeof warningLine>;
