import { z } from 'zod';

/**
 * What the search API answers, as zod schemas: the source of the OpenAPI document's response
 * shapes, and checked against the services' real output in the database tests (a shape that
 * drifts from its documentation fails there).
 */
const inactive = z.enum(['true', 'false', '']).describe("'true', 'false', or '' when the register does not say");
const facet = z.array(z.object({ value: z.string(), count: z.number().int() })).meta({ id: 'FacetCounts' });

export const companySuggestion = z
  .object({
    uuid: z.string(),
    name: z.string(),
    registered_address: z.object({ in_full: z.string().nullable() }),
    inactive,
    company_log: z.string().nullable(),
    jurisdiction_code: z.string(),
    current_status: z.string().nullable().describe("the register's own status wording"),
    matched_name: z
      .object({ name: z.string(), kind: z.enum(['alternative', 'previous']) })
      .nullable()
      .describe('the trading or previous name the prefix matched, when not the legal name'),
  })
  .strict()
  .meta({ id: 'CompanySuggestion' });

export const officerSuggestion = z
  .object({
    uuid: z.string(),
    name: z.string(),
    address: z.object({ in_full: z.string().nullable() }),
    head_portrait: z.string().nullable(),
  })
  .strict()
  .meta({ id: 'OfficerSuggestion' });

/** An executive suggestion with what tells namesakes apart. */
export const officerSuggestionWithDetails = officerSuggestion
  .extend({
    nationality: z.string().nullable(),
    nationality_label: z.string().nullable().describe("the nationality's country in the caller's language, the register's word beside it"),
    birth_year: z.number().int().nullable(),
    position: z
      .object({
        title: z.string(),
        label: z.string().describe("the role in the caller's language, the register's words beside it"),
        company: z.string(),
        start_year: z.number().int().nullable(),
        end_year: z.number().int().nullable(),
      })
      .nullable()
      .describe('their current (else latest) position'),
    same_name: z.number().int().describe('suggestions in this answer with the same name, this one included'),
  })
  .strict()
  .meta({ id: 'OfficerSuggestionDetails' });

const companyListItem = z
  .object({
    uuid: z.string(),
    name: z.string(),
    jurisdiction_code: z.string(),
    company_number: z.string(),
    registered_address: z.object({ in_full: z.string().nullable() }),
    inactive,
    current_status: z.string().nullable(),
    incorporation_date: z.string().nullable(),
    company_type: z.string().nullable(),
    industry: z
      .object({ scheme: z.string(), code: z.string(), description: z.string().nullable(), section: z.string().nullable() })
      .nullable(),
    matched_name: z.object({ name: z.string(), kind: z.enum(['alternative', 'previous']) }).nullable(),
  })
  .strict()
  .meta({ id: 'CompanyListItem' });

const paging = { total: z.number().int(), page: z.number().int(), size: z.number().int() };

export const companyList = z
  .object({
    items: z.array(companyListItem),
    ...paging,
    total_is_lower_bound: z.boolean().describe('more records match than were counted: show the total as "more than"'),
    facets: z.object({ jurisdiction_code: facet, industry: facet, current_status: facet, company_type: facet }),
  })
  .strict()
  .meta({ id: 'CompanyList' });

const officerListItem = officerSuggestion
  .extend({
    nationality: z.string().nullable(),
    occupation: z.string().nullable(),
    country_of_residence: z.string().nullable(),
    birth: z.object({ year: z.number().int(), month: z.number().int().nullable() }).nullable(),
    positions: z.array(
      z.object({
        company: z.object({ uuid: z.string(), name: z.string(), jurisdiction_code: z.string() }),
        position: z.string(),
        status: z.string().nullable(),
        start_date: z.string().nullable(),
        end_date: z.string().nullable(),
      }),
    ),
    positions_count: z.number().int(),
  })
  .strict()
  .meta({ id: 'OfficerListItem' });

export const officerList = z
  .object({
    items: z.array(officerListItem),
    ...paging,
    total_is_lower_bound: z.boolean(),
    facets: z.object({ jurisdiction_code: facet, nationality: facet }),
  })
  .strict()
  .meta({ id: 'OfficerList' });

export const sameNameList = z
  .object({ name: z.string(), items: z.array(officerListItem), ...paging })
  .strict()
  .meta({ id: 'SameNameList' });

export const conditions = z
  .object({
    areas: z.array(z.object({ group: z.string(), items: z.array(z.object({ value: z.string(), count: z.number().int().nullable() })) })),
    industry: facet,
    current_status: facet,
    company_type: facet,
    nationality: facet,
  })
  .strict()
  .meta({ id: 'Conditions' });

/** `{ code, data }` of the suggestion calls. */
export const fuzzyEnvelope = (data: z.ZodType) => z.object({ code: z.literal(200), data: z.array(data) });
/** `{ succeed, ErrorCode, Data }` of the other calls. */
export const envelope = (data: z.ZodType) => z.object({ succeed: z.literal(true), ErrorCode: z.literal(200), Data: data });
export const errorEnvelope = z
  .object({ succeed: z.literal(false), ErrorCode: z.number().int(), Message: z.string(), Data: z.null() })
  .meta({ id: 'Error' });
export const fuzzyError = z.object({ code: z.number().int(), data: z.array(z.never()), message: z.string() }).meta({ id: 'FuzzyError' });

export const browsedList = z
  .object({
    items: z.array(
      z
        .object({ uuid: z.string(), name: z.string(), jurisdiction_code: z.string().nullable(), views: z.number().int().optional() })
        .strict(),
    ),
  })
  .strict()
  .meta({ id: 'BrowsedList' });
