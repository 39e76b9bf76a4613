import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeCountryCode, alpha2Of } from '../../lib/country-codes.ts';
import { parseCookieHeader } from '../../lib/cookies.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { siteDb } from '../db/instance.ts';
import { sendWhole } from '../http/compress.ts';
import { suggestCompanies } from '../search/company-search.service.ts';
import { suggestOfficers } from '../search/officer-search.service.ts';
import { completionQuery } from '../search/search.schema.ts';

/**
 * The two fuzzy-suggestion calls (spec section 7: GET search/company/completionSuggest and the
 * officers one), framework-free. They are the site's most frequent requests (one per pause in
 * typing), so our HTTP front answers them before Astro, whose request pipeline would double their
 * cost; the Astro routes call the same function (dev server, OpenAPI). Language and country come
 * from the spec's headers, else the site's cookies (no IP lookup: the search box always sends both).
 */
export type SuggestionKind = 'company' | 'executive';

const PATHS: Record<string, SuggestionKind> = {
  '/api/v1/search/company/completionSuggest': 'company',
  '/api/v1/search/officers/completionSuggest': 'executive',
};

export function suggestionKindOf(pathname: string): SuggestionKind | undefined {
  return PATHS[pathname];
}

export interface SuggestionAnswer { status: number; headers: Record<string, string>; body: string }

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, max-age=60' };
const REFUSED = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

type Header = string | string[] | null | undefined;
const one = (h: Header) => (Array.isArray(h) ? h[0] : h) ?? undefined;

/** Answers one suggestion call: `{ code, data }`, or `{ code, data: [], message }` with 400 on a blank prefix. */
export async function answerSuggestion(kind: SuggestionKind, query: URLSearchParams, h: { languagecode?: Header; language?: Header; countrycode?: Header; cookie?: Header }): Promise<SuggestionAnswer> {
  const cookies = parseCookieHeader(one(h.cookie));
  const wanted = (one(h.languagecode) ?? one(h.language) ?? cookies.lang ?? '').toLowerCase();
  const lang: Lang = isLang(wanted) ? wanted : DEFAULT_LANG;
  const parsed = completionQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    return { status: 400, headers: REFUSED, body: JSON.stringify({ code: 400, data: [], message: translator(lang)('search.enterKeyword') }) };
  }
  const numeric = normalizeCountryCode(one(h.countrycode)) ?? normalizeCountryCode(cookies.country);
  const country = numeric ? alpha2Of(numeric)?.toLowerCase() : undefined;
  const data = kind === 'company'
    ? await suggestCompanies(siteDb(), parsed.data.prefix, country)
    : await suggestOfficers(siteDb(), parsed.data.prefix, country);
  return { status: 200, headers: HEADERS, body: JSON.stringify({ code: 200, data }) };
}

/** Answers a suggestion call on a Node response (our HTTP front), compressed in one call; never throws. */
export function serveSuggestion(req: IncomingMessage, res: ServerResponse, kind: SuggestionKind, search: string): void {
  answerSuggestion(kind, new URLSearchParams(search), req.headers).then(
    (a) => sendWhole(req, res, a.status, a.headers, a.body),
    (err: unknown) => {
      console.error(`GET suggestions (${kind}):`, err);
      const lang = parseCookieHeader(req.headers.cookie).lang;
      const body = JSON.stringify({ code: 500, data: [], message: translator(isLang(lang) ? lang : DEFAULT_LANG)('error.generic') });
      if (!res.headersSent) res.writeHead(500, REFUSED).end(body);
      else res.destroy();
    },
  );
}
