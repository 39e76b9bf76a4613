import type { EntityKind } from '../../lib/detail-href.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader } from '../../lib/cookies.ts';
import { AppError } from '../app-error.ts';
import { siteReadDb } from '../db/instance.ts';
import { log } from '../log.ts';
import { sendWhole } from '../http/compress.ts';
import { suggestBrokers } from '../search/broker-search.service.ts';
import { suggestCompanies } from '../search/company-search.service.ts';
import { suggestOfficers } from '../search/officer-search.service.ts';
import { completionQuery } from '../search/search.schema.ts';
import { resolveCaller, type Caller } from './caller.ts';
import { errorAnswer, fuzzyBody, type Answer } from './envelope.ts';

/**
 * The fuzzy-suggestion calls (spec section 7: GET search/company/completionSuggest, the officers
 * one, and ours for brokers, search/broker/completionSuggest), framework-free. They are the site's most frequent requests (one per pause in
 * typing), so our HTTP front answers them before Astro, whose request pipeline would double their
 * cost; the Astro routes call the same function (dev server, OpenAPI). The caller (language and
 * country) is resolved and errors are answered by the same functions as every other API call
 * (caller.ts, envelope.ts); the site's side of the caller comes from its cookies here (no IP lookup:
 * the search box always sends both).
 */
/** Suggestions exist for the kinds with detail pages that the search box offers. */
export type SuggestionKind = Extract<EntityKind, 'company' | 'executive' | 'dealer'>;

const PATHS: Record<string, SuggestionKind> = {
  '/api/v1/search/company/completionSuggest': 'company',
  '/api/v1/search/officers/completionSuggest': 'executive',
  '/api/v1/search/broker/completionSuggest': 'dealer',
};

/** Which suggestion call a path is, if it is one. */
export function suggestionKindOf(pathname: string): SuggestionKind | undefined {
  return PATHS[pathname];
}

export type SuggestionAnswer = Answer;

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, max-age=60' };

type Header = string | string[] | null | undefined;
const one = (h: Header) => (Array.isArray(h) ? h[0] : h) ?? undefined;
type SuggestionHeaders = { languagecode?: Header; language?: Header; countrycode?: Header; cookie?: Header };

/** The caller of a suggestion call: the spec's headers, else the site's cookies. */
function callerOf(h: SuggestionHeaders): Caller {
  const cookies = parseCookieHeader(one(h.cookie));
  return resolveCaller({ languagecode: one(h.languagecode), language: one(h.language), countrycode: one(h.countrycode) }, cookies);
}

/** Answers one suggestion call: `{ code, data }`, or `{ code, data: [], message }` with 400 on a blank prefix. */
export async function answerSuggestion(kind: SuggestionKind, query: URLSearchParams, h: SuggestionHeaders): Promise<SuggestionAnswer> {
  const { lang, country } = callerOf(h);
  const parsed = completionQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) return errorAnswer(new AppError('search.enterKeyword', 400), lang, true);
  const data =
    kind === 'company'
      ? await suggestCompanies(siteReadDb(), parsed.data.prefix, country)
      : kind === 'dealer'
        ? await suggestBrokers(siteReadDb(), parsed.data.prefix, country)
        : await suggestOfficers(siteReadDb(), parsed.data.prefix, country, lang);
  return { status: 200, headers: HEADERS, body: fuzzyBody(data) };
}

/** Answers a suggestion call on a Node response (our HTTP front), compressed in one call; never throws. */
export function serveSuggestion(req: IncomingMessage, res: ServerResponse, kind: SuggestionKind, search: string): void {
  answerSuggestion(kind, new URLSearchParams(search), req.headers).then(
    (a) => sendWhole(req, res, a.status, a.headers, a.body),
    (err: unknown) => {
      log.error({ err, kind }, 'suggestions failed');
      const a = errorAnswer(err, callerOf(req.headers).lang, true);
      if (!res.headersSent) res.writeHead(a.status, a.headers).end(a.body);
      else res.destroy();
    },
  );
}
