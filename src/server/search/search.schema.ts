import { z } from 'zod';
import type { MessageKey } from '../../i18n/t.ts';
import { RECORD_ID } from '../../lib/detail-href.ts';

/**
 * Inputs of the search API (spec section 7), one zod schema per call. They give the types, the 400
 * answers for bad input and the OpenAPI document (see api/openapi.ts).
 */

/** Longest keyword or prefix accepted: longer names exist, but nobody types more to find one. */
const MAX_KEYWORD = 200;
/** Deepest page served: results past it are better found with a longer keyword or a filter. */
export const MAX_PAGE = 50;
const MAX_SIZE = 50;

const keyword = z
  .string()
  .max(MAX_KEYWORD)
  .transform((s) => s.trim())
  .pipe(z.string().min(1));
const code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}(_[a-z0-9]{1,3})?$|^global$/, 'a jurisdiction code such as gb, us_ny or global');
const oneItem = z.array(z.string().trim().min(1).max(120)).max(1);

export const completionQuery = z.object({ prefix: keyword }).meta({ id: 'CompletionQuery' });

export const SORTS = ['default', 'earliest_founded', 'latest_founded'] as const;

/**
 * The list calls' body. Filters come as `screen` (spec section 3) or, as older clients send them, as
 * `region`, `company_type` and `current_status` beside it; region 'global' or empty means none.
 */
export const listBody = z
  .object({
    keyword,
    region: z.string().trim().toLowerCase().max(20).optional(),
    company_type: z.string().trim().max(120).optional(),
    current_status: z
      .string()
      .trim()
      .max(120)
      .optional()
      .describe("a company state (active, insolvency, suspended, inactive, dissolved, unknown) or a register's own status wording"),
    industry: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-U]$/, 'an industry section letter A to U')
      .optional(),
    screen: z
      .object({
        jurisdiction_code: z.array(code).max(50).optional(),
        company_type: oneItem.optional(),
        current_status: oneItem.optional(),
        industry: z
          .array(
            z
              .string()
              .trim()
              .toUpperCase()
              .regex(/^[A-U]$/, 'an industry section letter A to U'),
          )
          .max(21)
          .optional(),
      })
      .strict()
      .optional(),
    sort: z.enum(SORTS).default('default'),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    size: z.coerce.number().int().min(1).max(MAX_SIZE).default(10),
  })
  .meta({ id: 'SearchListBody' });

export type ListBody = z.infer<typeof listBody>;

/** An empty or blank keyword is refused with the spec's own text ('请输入关键字' in Chinese). */
export function keywordRefusal(error: z.ZodError): MessageKey | undefined {
  return error.issues.some((i) => i.path[0] === 'keyword') ? 'search.enterKeyword' : undefined;
}

/** Executives are also filtered by nationality (as the register writes it: "British"). */
export const officerListBody = listBody.extend({ nationality: z.string().trim().max(80).optional() }).meta({ id: 'OfficerListBody' });

/** Filters after merging `screen` with the top-level fields; empty arrays mean no filter. */
export interface ListFilters {
  jurisdictions: string[];
  companyType: string | undefined;
  status: string | undefined;
  industries: string[];
}

export function filtersOf(body: ListBody): ListFilters {
  const jurisdictions = [...(body.screen?.jurisdiction_code ?? []), ...(body.region ? [body.region] : [])].filter(
    (j) => j && j !== 'global',
  );
  return {
    jurisdictions: [...new Set(jurisdictions)],
    companyType: body.screen?.company_type?.[0] ?? (body.company_type || undefined),
    status: body.screen?.current_status?.[0] ?? (body.current_status || undefined),
    industries: [...new Set([...(body.screen?.industry ?? []), ...(body.industry ? [body.industry] : [])])],
  };
}

export const sameNameBody = z
  .object({
    uuid: z.uuid().optional(),
    name: z
      .string()
      .max(MAX_KEYWORD)
      .transform((s) => s.trim())
      .pipe(z.string().min(1))
      .optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    size: z.coerce.number().int().min(1).max(MAX_SIZE).default(10),
  })
  .refine((b) => b.uuid || b.name, { message: 'uuid or name is required' })
  .meta({ id: 'SameNameBody' });

export const conditionBody = z
  .object({
    keyword: keyword.optional(),
    type: z.enum(['company', 'executive']).default('company'),
  })
  .meta({ id: 'ConditionBody' });

/** Recent browsing and hot data: which kind of record, how many. */
export const browseBody = z
  .object({
    type: z.enum(['company', 'executive']).default('company'),
    size: z.coerce.number().int().min(1).max(10).default(10),
  })
  .meta({ id: 'BrowseBody' });

/** A detail page's view, reported by the page itself once shown (pages are cached, so the server cannot count them). */
export const viewBody = z
  .object({
    type: z.enum(['company', 'executive']),
    uuid: z.string().regex(RECORD_ID, 'a record id'),
  })
  .meta({ id: 'ViewBody' });
