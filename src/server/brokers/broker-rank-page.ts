import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rankCountries, rankList, RANK_MAX_PAGE, RANK_PAGE_SIZE, type RankList } from './broker-lists.service.ts';

/**
 * The broker home /{lang}/brokers: the rank list by score, overall or for one regulator country
 * (?country=GB), paginated (?page=). Every control is a link: it reads and works without JavaScript.
 */

/**
 * How long shared caches keep a rank list (the page and dealer/rank). The lists change only when the
 * scoring job runs (after an import), which writes page_changes 'dealer' per broker: those mark the
 * broker pages stale in our page cache, but a list shows many brokers and is keyed by its query, so
 * instead of tracking every list that shows a broker it is kept five minutes at most and then
 * revalidated in the background: a new score shows on the lists within five minutes of the job.
 */
export const RANK_LIST_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export interface BrokerHome {
  list: RankList;
  /** Regulator countries with how many ranked brokers each licenses, most first. */
  countries: Array<{ country: string; count: number }>;
  lastPage: number;
  /** 404 for a page past the end of a non-empty list or a malformed country. */
  status: 200 | 404;
}

/** Reads the page's query (a malformed country or page is a 404: a hand-edited URL, or a list that shrank). */
export function parseRankParams(params: URLSearchParams): { country?: string; page: number } | undefined {
  const country = params.get('country')?.trim().toUpperCase() || undefined;
  const rawPage = params.get('page');
  const page = rawPage === null ? 1 : Number(rawPage);
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) return undefined;
  if (!Number.isInteger(page) || page < 1 || page > RANK_MAX_PAGE) return undefined;
  return { country, page };
}

/** Loads the broker home for its query string. */
export async function loadBrokerHome(db: Kysely<Database>, params: URLSearchParams): Promise<BrokerHome> {
  const q = parseRankParams(params);
  const countries = await rankCountries(db);
  const empty: RankList = { items: [], total: 0, page: 1, size: RANK_PAGE_SIZE, country: null, regulator: null };
  if (!q) return { list: empty, countries, lastPage: 1, status: 404 };
  const list = await rankList(db, { country: q.country, page: q.page, size: RANK_PAGE_SIZE });
  const lastPage = Math.max(1, Math.ceil(list.total / RANK_PAGE_SIZE));
  return { list, countries, lastPage, status: q.page > lastPage ? 404 : 200 };
}

/** The address of a rank list page (page 1 and the overall list carry no parameter). */
export function rankHref(lang: string, country: string | null | undefined, page = 1): string {
  const p = new URLSearchParams();
  if (country) p.set('country', country);
  if (page > 1) p.set('page', String(page));
  const qs = p.toString();
  return `/${lang}/brokers${qs ? `?${qs}` : ''}`;
}
