import { CONTENT_LANGS } from '../../i18n/languages.ts';

/**
 * The one list of pages other than detail pages that the page cache keeps (issue 21): pages whose HTML
 * is the same for every visitor of a brand and language. Whatever differs per visitor on them (member
 * menu, country shortcut, recent views, ads) is filled in by the page's script after load.
 *
 * How each is invalidated:
 * - 'build': the text changes only with a deploy, so the build id (scripts/build-id.ts, read by
 *   build-id.ts) is part of the cache key; a new build id means a new render. The page-cache age limit
 *   (PAGE_TTL_SECONDS) still applies, as a backstop.
 * - 'data': lists read from the database that no change-log row names (the home page's popular records
 *   and latest changes, the broker ranks); they are kept for a short time of their own (ttlMs), the
 *   period the lists themselves are recomputed in, and revalidated in the background after it.
 * A 'daily' page shows today's date (the quotation calculator counts from it): the UTC day is part of its key.
 */
export interface SharedPage {
  /** The page's name in the cache's entity index (kind 'page'). */
  id: string;
  invalidation: 'build' | 'data';
  /** For 'data' pages: how long an entry is fresh. */
  ttlMs?: number;
  daily?: boolean;
  /** The status the page is rendered with: the 404 page's own address answers 404. */
  status: 200 | 404;
}

/** The home page's lists are recomputed every minute (server/home/home.service.ts): the page follows them. */
const HOME_TTL_MS = 60_000;
/** The broker rank list is shared for five minutes (RANK_LIST_CACHE_CONTROL's s-maxage): kept as long here. */
const BROKER_RANKS_TTL_MS = 300_000;

const build = (id: string, extra: Partial<SharedPage> = {}): SharedPage => ({ id, invalidation: 'build', status: 200, ...extra });

/** By the path after the language segment ('' is the language's home page). Exact paths only. */
const SHARED_PAGES = new Map<string, SharedPage>([
  ['', { id: 'home', invalidation: 'data', ttlMs: HOME_TTL_MS, status: 200 }],
  ['/about', build('about')],
  ['/privacyPolicy', build('privacyPolicy')],
  ['/serviceAgreement', build('serviceAgreement')],
  ['/download', build('download')],
  ['/chooseCountry', build('chooseCountry')],
  ['/chooseLanguage', build('chooseLanguage')],
  ['/quotation.html', build('quotation', { daily: true })],
  ['/appquotation.html', build('appquotation', { daily: true })],
  ['/demo', build('demo')],
  ['/404.html', build('notFound', { status: 404 })],
  ['/brokers', { id: 'brokers', invalidation: 'data', ttlMs: BROKER_RANKS_TTL_MS, status: 200 }],
  ['/brokers/scoring', build('brokerScoring')],
]);

const LANGS: readonly string[] = CONTENT_LANGS;

/**
 * The shared page a request URL asks for, or undefined: only the exact address in a content language,
 * without a query string (a search on chooseCountry, a page of the broker ranks, a bare "?" all render
 * each time).
 */
export function sharedPageOf(url: string): SharedPage | undefined {
  if (url.includes('?')) return undefined;
  const slash = url.indexOf('/', 1);
  const lang = slash < 0 ? url.slice(1) : url.slice(1, slash);
  if (!url.startsWith('/') || !LANGS.includes(lang)) return undefined;
  return SHARED_PAGES.get(slash < 0 ? '' : url.slice(slash));
}

/** The addresses of every shared page in one language (tests and benchmarks walk them). */
export function sharedPagePaths(lang: string): string[] {
  return [...SHARED_PAGES.keys()].map((rest) => `/${lang}${rest}`);
}
