import type { Kysely } from 'kysely';
import { alpha2Of } from '../../lib/country-codes.ts';
import type { EntityKind } from '../../lib/detail-href.ts';
import { isSection } from '../../lib/industry-sections.ts';
import type { Database } from '../db/schema.ts';
import { listBrokers, previewBrokers, type BrokerList, type BrokerListItem } from './broker-search.service.ts';
import { listCompanies, type CompanyList } from './company-search.service.ts';
import { areaOptions, type AreaOptions } from './conditions.service.ts';
import type { FacetCount } from './facets.ts';
import { listOfficers, previewOfficers, type OfficerList, type OfficerListItem } from './officer-search.service.ts';
import { listBody, MAX_PAGE, SORTS, type ListBody } from './search.schema.ts';
import { log } from '../log.ts';

/**
 * The query of a result page (/{lang}/searchCompany, /{lang}/searchExecutive) and the links that
 * change it. Every filter, sort, tab and page is a plain link, so the page works without JavaScript;
 * a parameter that does not parse is dropped rather than refused, as a hand-edited URL deserves.
 */
export const TABS = ['all', 'company', 'brokers', 'more'] as const;
export type Tab = (typeof TABS)[number];

export interface ResultQuery {
  keyword: string;
  regions: string[];
  status?: string;
  industry?: string;
  companyType?: string;
  nationality?: string;
  /** Brokers tab: a regulator's catalogue key (brokers holding a licence in force from it). */
  regulator?: string;
  /** 'score' sorts the Brokers tab by score; companies and executives take the others. */
  sort: ListBody['sort'] | 'score';
  page: number;
  tab: Tab;
}

/** Results per page on the site. */
export const PAGE_SIZE = 20;
/** Brokers the "All" tab shows above the companies when brokers match. */
export const BROKER_PREVIEW = 3;

/** Reads a result page's query string; see ResultQuery. */
export function parseResultQuery(params: URLSearchParams): ResultQuery {
  const one = (name: string, max = 120) => {
    const v = params.get(name)?.trim();
    return v && v.length <= max ? v : undefined;
  };
  const regions = params
    .getAll('region')
    .map((r) => r.trim().toLowerCase())
    .filter((r) => /^[a-z]{2}(_[a-z0-9]{1,3})?$/.test(r));
  const sort = [...SORTS, 'score' as const].find((s) => s === params.get('sort')) ?? 'default';
  const regulator = one('regulator', 20)?.toLowerCase();
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const industry = one('industry')?.toUpperCase();
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 200),
    regions: [...new Set(regions)].slice(0, 20),
    status: one('status'),
    industry: industry && isSection(industry) ? industry : undefined,
    companyType: one('companyType'),
    nationality: one('nationality', 80),
    regulator: regulator && /^[a-z0-9-]{2,20}$/.test(regulator) ? regulator : undefined,
    sort,
    page,
    tab: TABS.find((t) => t === params.get('tab')) ?? 'all',
  };
}

/** The list call's body for a result page's query. */
export function toListBody(q: ResultQuery): ListBody & { nationality?: string } {
  return {
    ...listBody.parse({ keyword: q.keyword, sort: q.sort === 'score' ? 'default' : q.sort, page: q.page, size: PAGE_SIZE }),
    screen: {
      jurisdiction_code: q.regions,
      company_type: q.companyType ? [q.companyType] : [],
      current_status: q.status ? [q.status] : [],
      industry: q.industry ? [q.industry] : [],
    },
    nationality: q.nationality,
  };
}

/** The page's address with some of its query changed; any change but the page number goes back to page 1. */
export function resultHref(path: string, q: ResultQuery, change: Partial<ResultQuery>): string {
  const next = { ...q, ...('page' in change ? {} : { page: 1 }), ...change };
  const p = new URLSearchParams();
  p.set('keyword', next.keyword);
  for (const r of next.regions) p.append('region', r);
  if (next.status) p.set('status', next.status);
  if (next.industry) p.set('industry', next.industry);
  if (next.companyType) p.set('companyType', next.companyType);
  if (next.nationality) p.set('nationality', next.nationality);
  if (next.regulator) p.set('regulator', next.regulator);
  if (next.sort !== 'default') p.set('sort', next.sort);
  if (next.tab !== 'all') p.set('tab', next.tab);
  if (next.page > 1) p.set('page', String(next.page));
  return `${path}?${p}`;
}

/** Page numbers to offer: the first, the last, and two either side of the current one (0 marks a gap). */
export function pageNumbers(current: number, last: number): number[] {
  const wanted = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(0);
    out.push(n);
  });
  return out;
}

/** Everything a result page shows, loaded: the page renders it without further calls. */
export interface ResultPage {
  query: ResultQuery;
  /** 400 without a keyword (the spec's message), 503 when the search failed. */
  status: 200 | 400 | 503;
  /** The list the page is about: companies, or executives (the executive page and the "more" tab); none on the brokers tab. */
  list?: { kind: 'company'; result: CompanyList } | { kind: 'executive'; result: OfficerList };
  /** "All" shows the first executives of the keyword's name under the companies, on its first page. */
  preview: OfficerListItem[];
  /** The Brokers tab's list (brokers by name, with their filters). */
  brokers?: BrokerList;
  /** "All" shows the few best broker matches above the companies, on its first page, when a broker matches. */
  brokerPreview: BrokerListItem[];
  /** The list's jurisdictions grouped by area, and its other facets, for the filters. */
  areas: AreaOptions[];
  facets: Partial<Record<'industry' | 'current_status' | 'company_type' | 'nationality', FacetCount[]>>;
  lastPage: number;
}

/**
 * Loads a result page (/{lang}/searchCompany, /{lang}/searchExecutive) for its query string; `country`
 * is the request's 3-digit country, whose records rank first among equal matches.
 */
export async function loadResultPage(
  db: Kysely<Database>,
  kind: EntityKind,
  params: URLSearchParams,
  country: string,
): Promise<ResultPage> {
  const query = parseResultQuery(params);
  const page: ResultPage = { query, status: 200, preview: [], brokerPreview: [], areas: [], facets: {}, lastPage: 1 };
  if (!query.keyword) return { ...page, status: 400 };
  const region = alpha2Of(country)?.toLowerCase();
  try {
    const body = toListBody(query);
    if (kind === 'executive' || query.tab === 'more') page.list = { kind: 'executive', result: await listOfficers(db, body, region) };
    else if (query.tab === 'brokers') {
      page.brokers = await listBrokers(
        db,
        {
          keyword: query.keyword,
          countries: query.regions,
          regulator: query.regulator,
          sort: query.sort === 'score' ? 'score' : 'default',
          page: query.page,
          size: PAGE_SIZE,
        },
        region,
      );
      page.lastPage = Math.min(MAX_PAGE, Math.max(1, Math.ceil(page.brokers.total / PAGE_SIZE)));
    } else {
      page.list = { kind: 'company', result: await listCompanies(db, body, region) };
      if (query.tab === 'all' && query.page === 1) {
        page.preview = await previewOfficers(db, query.keyword, 3, region);
        page.brokerPreview = await previewBrokers(db, query.keyword, BROKER_PREVIEW, region);
      }
    }
  } catch (err) {
    log.error({ err, kind, params: String(params) }, 'search page failed');
    return { ...page, status: 503, list: undefined, brokers: undefined, preview: [], brokerPreview: [] };
  }
  const list = page.list?.result;
  if (list) {
    page.areas = areaOptions(list.facets.jurisdiction_code);
    page.facets = 'industry' in list.facets ? list.facets : { nationality: list.facets.nationality };
    page.lastPage = Math.min(MAX_PAGE, Math.max(1, Math.ceil(list.total / PAGE_SIZE)));
  }
  return page;
}
