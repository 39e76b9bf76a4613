import type { Kysely } from 'kysely';
import { AREA_GROUPS, type AreaGroup } from '../../lib/area-groups.ts';
import type { EntityKind } from '../../lib/detail-href.ts';
import { companyState } from '../../lib/company-status.ts';
import { sectionOf } from '../../lib/industry-sections.ts';
import type { Database } from '../db/schema.ts';
import { listCompanies } from './company-search.service.ts';
import { registerGroupCounts } from './conditions.repository.ts';
import type { FacetCount } from './facets.ts';
import { listOfficers } from './officer-search.service.ts';

/**
 * Filter options of the result pages (spec: search/company/getCondition) with their counts: for a
 * keyword, over its results; without one, over the whole register. Whole-register counts scan
 * every company, so they are kept for CACHE_MS and shared by all visitors.
 */
const CACHE_MS = 10 * 60 * 1000;

export interface AreaOptions {
  group: AreaGroup | 'other';
  items: Array<{ value: string; count: number | null }>;
}

export interface Conditions {
  areas: AreaOptions[];
  industry: FacetCount[];
  current_status: FacetCount[];
  company_type: FacetCount[];
  nationality: FacetCount[];
}

/** Jurisdictions by area group (hot first, as the spec lists them), each with its count; the rest under 'other'. */
export function areaOptions(counts: FacetCount[] | undefined): AreaOptions[] {
  const byCode = new Map(counts?.map((c) => [c.value, c.count]));
  const grouped = new Set<string>();
  const areas: AreaOptions[] = (Object.keys(AREA_GROUPS) as AreaGroup[]).map((group) => ({
    group,
    items: AREA_GROUPS[group].map((value) => {
      grouped.add(value);
      return { value, count: counts ? (byCode.get(value) ?? 0) : null };
    }),
  }));
  const other = (counts ?? []).filter((c) => !grouped.has(c.value));
  if (other.length) areas.push({ group: 'other', items: other });
  return areas;
}

/** Companies per normalised state from counts per status wording and flag (unknown states left out). */
function stateCounts(groups: Array<{ current_status: string | null; inactive: number | null; n: number | string | bigint }>): FacetCount[] {
  const counts = new Map<string, number>();
  for (const g of groups) {
    const state = companyState(g.current_status, g.inactive);
    if (state !== 'unknown') counts.set(state, (counts.get(state) ?? 0) + Number(g.n));
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

let cached: { at: number; value: Promise<Omit<Conditions, 'areas'> & { jurisdictions: FacetCount[] }> } | undefined;

async function registerCounts(db: Kysely<Database>) {
  const { jurisdictions, statuses, codes, types } = await registerGroupCounts(db);
  const sections = new Map<string, number>();
  for (const c of codes) {
    const s = sectionOf(c.scheme, c.division);
    if (s) sections.set(s, (sections.get(s) ?? 0) + Number(c.n));
  }
  return {
    jurisdictions: jurisdictions.map((j) => ({ value: j.jurisdiction_code, count: Number(j.n) })).sort((a, b) => b.count - a.count),
    industry: [...sections].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count),
    current_status: stateCounts(statuses),
    company_type: types.map((t) => ({ value: t.company_type!, count: Number(t.n) })),
    nationality: [],
  };
}

/** The filter options for a keyword's results, or for the whole register without one. */
export async function getConditions(
  db: Kysely<Database>,
  q: { keyword?: string; type: EntityKind },
  country?: string,
): Promise<Conditions> {
  if (q.keyword) {
    const body = { keyword: q.keyword, sort: 'default' as const, page: 1, size: 1 };
    if (q.type === 'executive') {
      const { facets } = await listOfficers(db, body, country);
      return {
        areas: areaOptions(facets.jurisdiction_code),
        industry: [],
        current_status: [],
        company_type: [],
        nationality: facets.nationality,
      };
    }
    const { facets } = await listCompanies(db, body, country);
    return {
      areas: areaOptions(facets.jurisdiction_code),
      industry: facets.industry,
      current_status: facets.current_status,
      company_type: facets.company_type,
      nationality: [],
    };
  }
  if (q.type === 'executive') return { areas: areaOptions(undefined), industry: [], current_status: [], company_type: [], nationality: [] };
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    const value = registerCounts(db);
    cached = { at: Date.now(), value };
    value.catch(() => {
      cached = undefined;
    });
  }
  const { jurisdictions, ...rest } = await cached.value;
  return { areas: areaOptions(jurisdictions), ...rest };
}

/** For tests: forget the cached whole-register counts. */
export function forgetConditionCounts(): void {
  cached = undefined;
}
