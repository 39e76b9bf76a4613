import { isLang, type Lang } from '../../i18n/languages.ts';
import { API_ROUTES, type RouteKind } from '../api/route-table.ts';

/**
 * Which paths are the API's, and what the front does with them before Astro: every path under
 * /api/ and /{lang}/api/ answers JSON in the spec's envelope, never the HTML 404 page. A known call
 * asked with the wrong method is a 405 with Allow; an unknown path a 404; the spec's calls under a
 * language (/{lang}/api/log, spec section 7) are the /api/v1 calls of the same name.
 */

const GET_KINDS: ReadonlySet<RouteKind> = new Set(['fuzzy', 'query', 'accountQuery', 'redirect', 'document']);
const ALLOW = new Map(
  API_ROUTES.map((r) => [r.path, r.kind === 'oneClick' ? 'GET, HEAD, POST' : GET_KINDS.has(r.kind) ? 'GET, HEAD' : 'POST']),
);
/** The calls the spec names under a language prefix, as /api/v1 paths. */
const LANG_CALLS: ReadonlySet<string> = new Set(['/log']);

export type ApiPathDecision =
  | { type: 'pass' }
  | { type: 'rewrite'; path: string; lang: Lang }
  | { type: 'notFound'; lang: Lang | undefined }
  | { type: 'wrongMethod'; allow: string; lang: Lang | undefined };

/** What to do with an API path; undefined for a path that is not the API's. */
export function apiPathDecision(pathname: string, method: string): ApiPathDecision | undefined {
  let call: string;
  let lang: Lang | undefined;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    if (!pathname.startsWith('/api/v1/')) return { type: 'notFound', lang };
    call = pathname.slice('/api/v1'.length);
  } else {
    const m = /^\/([^/]+)\/api(\/.*)?$/.exec(pathname);
    if (!m) return undefined;
    lang = isLang(m[1]) ? m[1] : undefined;
    if (!lang || !m[2] || !LANG_CALLS.has(m[2])) return { type: 'notFound', lang };
    call = m[2];
  }
  const allow = ALLOW.get(call);
  if (!allow) return { type: 'notFound', lang };
  if (!allow.split(', ').includes(method)) return { type: 'wrongMethod', allow, lang };
  return lang ? { type: 'rewrite', path: `/api/v1${call}`, lang } : { type: 'pass' };
}
