import { isSection } from '../../lib/industry-sections.ts';
import { listBody, MAX_PAGE, SORTS, type ListBody } from './search.schema.ts';

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
  sort: ListBody['sort'];
  page: number;
  tab: Tab;
}

/** Results per page on the site. */
export const PAGE_SIZE = 20;

export function parseResultQuery(params: URLSearchParams): ResultQuery {
  const one = (name: string, max = 120) => {
    const v = params.get(name)?.trim();
    return v && v.length <= max ? v : undefined;
  };
  const regions = params.getAll('region').map((r) => r.trim().toLowerCase()).filter((r) => /^[a-z]{2}(_[a-z0-9]{1,3})?$/.test(r));
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'default';
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const industry = one('industry')?.toUpperCase();
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 200),
    regions: [...new Set(regions)].slice(0, 20),
    status: one('status'),
    industry: industry && isSection(industry) ? industry : undefined,
    companyType: one('companyType'),
    nationality: one('nationality', 80),
    sort,
    page,
    tab: TABS.find((t) => t === params.get('tab')) ?? 'all',
  };
}

export function toListBody(q: ResultQuery): ListBody & { nationality?: string } {
  return {
    ...listBody.parse({ keyword: q.keyword, sort: q.sort, page: q.page, size: PAGE_SIZE }),
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
  const next = { ...q, ...(('page' in change) ? {} : { page: 1 }), ...change };
  const p = new URLSearchParams();
  p.set('keyword', next.keyword);
  for (const r of next.regions) p.append('region', r);
  if (next.status) p.set('status', next.status);
  if (next.industry) p.set('industry', next.industry);
  if (next.companyType) p.set('companyType', next.companyType);
  if (next.nationality) p.set('nationality', next.nationality);
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
