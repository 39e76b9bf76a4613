import type { Kysely } from 'kysely';
import { companyState, isCompanyState } from '../../lib/company-status.ts';
import { sectionOf } from '../../lib/industry-sections.ts';
import type { Database } from '../db/schema.ts';
import { alternativeLegalNames, companiesByIds, mainIndustryCodes, otherNames } from './company-search.repository.ts';
import { byDate, countBy, facetsOf, type FacetCount } from './facets.ts';
import { inJurisdictions, searchNames, type NameHit } from './name-search.service.ts';
import { filtersOf, type ListBody, type ListFilters } from './search.schema.ts';
import { searchNormalise } from './search-keys.ts';

/**
 * Candidates a result page is drawn from, best first: its filters, counts and sorts apply to these.
 * A bound on the page's cost (measured at 1,000,000 companies: 2,000 candidates cost 34 ms at the
 * median and 500 cost 18 ms, most of it reading their rows); a common word's count then shows as
 * "more than N".
 */
export const POOL = 300;
/** Keys a result page's probes read (suggestions read fewer): a wider view for filters and counts. */
export const LIST_PROBES = { full: 150, word: 300 };

/** Spec section 3's suggestion: `inactive` is text, '' when the register does not say. */
export type InactiveText = 'true' | 'false' | '';

export interface CompanySuggestion {
  uuid: string;
  name: string;
  registered_address: { in_full: string | null };
  inactive: InactiveText;
  company_log: string | null;
  jurisdiction_code: string;
  /** The register's own status wording (the box shows its normalised state). */
  current_status: string | null;
  /** The name the prefix matched when it is not the legal name, as the result page says it ("also known as"). */
  matched_name: { name: string; kind: 'alternative' | 'previous' } | null;
}

function inactiveText(v: number | null): InactiveText {
  return v === 1 ? 'true' : v === 0 ? 'false' : '';
}

/** Top suggestions for what the visitor has typed so far, best first. */
export async function suggestCompanies(db: Kysely<Database>, prefix: string, country?: string): Promise<CompanySuggestion[]> {
  const hits = await searchNames(db, 'c', prefix, { limit: 10, country });
  const rows = new Map(
    (
      await companiesByIds(
        db,
        hits.map((h) => h.entityId),
      )
    ).map((r) => [r.id, r]),
  );
  const matched = await matchedNames(db, hits);
  return hits.flatMap((h) => {
    const r = rows.get(h.entityId);
    return r
      ? [
          {
            uuid: r.id,
            name: r.name,
            registered_address: { in_full: r.registered_address_in_full },
            inactive: inactiveText(r.inactive),
            company_log: null,
            jurisdiction_code: r.jurisdiction_code,
            current_status: r.current_status,
            matched_name: matched.get(r.id) ?? null,
          },
        ]
      : [];
  });
}

export interface CompanyListItem extends Omit<CompanySuggestion, 'company_log'> {
  company_number: string;
  incorporation_date: string | null;
  company_type: string | null;
  industry: { scheme: string; code: string; description: string | null; section: string | null } | null;
}

export interface CompanyList {
  items: CompanyListItem[];
  total: number;
  /** More records match than the bounded search looked at: show the total as "N+". */
  total_is_lower_bound: boolean;
  page: number;
  size: number;
  facets: { jurisdiction_code: FacetCount[]; industry: FacetCount[]; current_status: FacetCount[]; company_type: FacetCount[] };
}

/** A hit's normalised state (src/lib/company-status.ts) from the wording and flag its doc carries. */
const stateOf = (hit: NameHit) => companyState(hit.facets.current_status, hit.facets.register_inactive);

/**
 * A normalised state (active, insolvency, suspended, inactive, dissolved, unknown): "active" no
 * longer takes in a company the register calls "In Administration" because its inactive flag is 0.
 * Anything else is a register's own status wording, matched as written.
 */
function statusMatches(hit: NameHit, status: string): boolean {
  const s = status.toLowerCase();
  if (isCompanyState(s)) return stateOf(hit) === s;
  return hit.facets.current_status?.toLowerCase() === s;
}

/**
 * A result page: the keyword's candidates (bounded, best first), filtered by jurisdiction, type,
 * status and industry, counted per facet, sorted and paged. A jurisdiction filter goes into the
 * index probes themselves, so a common word in a small jurisdiction still finds its records.
 */
export async function listCompanies(db: Kysely<Database>, body: ListBody, country?: string): Promise<CompanyList> {
  const f: ListFilters = filtersOf(body);
  const stats = { candidates: 0, saturated: false };
  // The candidates carry their facet fields from the index (search_docs): filtering, counting and
  // sorting them reads no company rows; only the page's own rows are read, at the end.
  const pool = await searchNames(db, 'c', body.keyword, {
    limit: POOL,
    country,
    jurisdictions: f.jurisdictions,
    stats,
    probeLimits: LIST_PROBES,
  });
  // The jurisdiction facet counts what the other jurisdictions would give: the unfiltered candidates.
  const wide = f.jurisdictions.length ? await searchNames(db, 'c', body.keyword, { limit: POOL, country, probeLimits: LIST_PROBES }) : pool;

  const dimensions = {
    industry: {
      values: (h: NameHit) => h.facets.industry_section,
      passes: (h: NameHit) => !f.industries.length || f.industries.includes(h.facets.industry_section ?? ''),
    },
    current_status: {
      values: (h: NameHit) => {
        const state = stateOf(h);
        return state === 'unknown' ? undefined : state;
      },
      passes: (h: NameHit) => !f.status || statusMatches(h, f.status),
    },
    company_type: {
      values: (h: NameHit) => h.facets.company_type,
      passes: (h: NameHit) => !f.companyType || h.facets.company_type === f.companyType,
    },
  };
  const { passing, facets } = facetsOf(pool, dimensions);
  const jurisdictionFacet = facetsOf(wide, {
    ...dimensions,
    jurisdiction_code: {
      values: (h: NameHit) => h.jurisdiction,
      passes: (h: NameHit) => !f.jurisdictions.length || inJurisdictions(h.jurisdiction, f.jurisdictions),
    },
  }).facets.jurisdiction_code;
  // The chosen jurisdictions' own probes saw further into them than the unfiltered ones: their counts win.
  for (const c of countBy(passing, (x) => x.jurisdiction)) {
    const known = jurisdictionFacet.find((j) => j.value === c.value);
    if (known) known.count = Math.max(known.count, c.count);
    else jurisdictionFacet.push(c);
  }
  jurisdictionFacet.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));

  if (body.sort !== 'default') passing.sort(byDate((h) => h.facets.incorporation_date, body.sort === 'earliest_founded' ? 1 : -1));
  const page = passing.slice((body.page - 1) * body.size, body.page * body.size);
  const ids = page.map((h) => h.entityId);
  const matched = await matchedNames(db, page);
  const full = new Map((await companiesByIds(db, ids)).map((r) => [r.id, r]));
  const codes = new Map((await mainIndustryCodes(db, ids)).map((c) => [c.company_id, c]));
  return {
    items: page.flatMap(({ entityId }) => {
      const row = full.get(entityId);
      const code = codes.get(entityId);
      return row
        ? [
            {
              uuid: row.id,
              name: row.name,
              jurisdiction_code: row.jurisdiction_code,
              company_number: row.company_number,
              registered_address: { in_full: row.registered_address_in_full },
              inactive: inactiveText(row.inactive),
              current_status: row.current_status,
              incorporation_date: row.incorporation_date,
              company_type: row.company_type,
              industry: code
                ? {
                    scheme: code.scheme,
                    code: code.code,
                    description: code.description,
                    section: sectionOf(code.scheme, code.code) ?? null,
                  }
                : null,
              matched_name: matched.get(row.id) ?? null,
            },
          ]
        : [];
    }),
    total: passing.length,
    total_is_lower_bound: stats.saturated,
    page: body.page,
    size: body.size,
    facets: { jurisdiction_code: jurisdictionFacet, ...facets },
  };
}

/** For hits on another name than the legal one, that name as the register writes it. */
async function matchedNames(db: Kysely<Database>, page: NameHit[]): Promise<Map<string, CompanyListItem['matched_name']>> {
  const out = new Map<string, CompanyListItem['matched_name']>();
  const others = page.filter((h) => h.nameKind !== 0);
  if (!others.length) return out;
  const ids = others.map((h) => h.entityId);
  const names = [
    ...(await otherNames(db, ids)).map((n) => ({
      id: n.company_id,
      name: n.name,
      kind: n.kind === 'previous' ? ('previous' as const) : ('alternative' as const),
    })),
    ...(await alternativeLegalNames(db, ids)).map((r) => ({ id: r.id, name: r.alternative_legal_name!, kind: 'alternative' as const })),
  ];
  for (const h of others) {
    const found = names.find((n) => n.id === h.entityId && searchNormalise(n.name) === h.name);
    if (found) out.set(h.entityId, { name: found.name, kind: found.kind });
  }
  return out;
}
