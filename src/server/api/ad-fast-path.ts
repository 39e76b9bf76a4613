import type { IncomingMessage, ServerResponse } from 'node:http';
import { brandGroupOf, brandOfGroup } from '../../lib/brand.ts';
import { parseCookieHeader } from '../../lib/cookies.ts';
import { translator } from '../../i18n/t.ts';
import { adServerFor } from '../ads/ad-server.ts';
import { callCountry, callLang, slotList } from '../ads/ads-calls.ts';
import { fillQuery } from '../ads/ads.schema.ts';
import { FREQUENCY_COOKIE, frequencyCookie, readFrequency } from '../ads/frequency-cookie.ts';
import { env } from '../config/env.ts';
import { siteDb } from '../db/instance.ts';
import { sendWhole } from '../http/compress.ts';
import { log } from '../log.ts';
import { brandName } from '../site/page-context.ts';
import { resolveCaller } from './caller.ts';
import { describeIssues, errorAnswer, type Answer } from './envelope.ts';
import { AppError } from '../app-error.ts';
import { MAX_API_BODY } from '../request-body.ts';
import { seenBody } from '../ads/ads.schema.ts';
import { sameSiteRequest } from './handler.ts';

/**
 * The ad fill call (GET /api/v1/ads/fill) and the impression beacon (POST /api/v1/ads/seen),
 * framework-free: one of each per page view, so our HTTP front answers them before Astro, as it does
 * the suggestions (Astro's request pipeline would be most of their cost); the Astro routes answer
 * through the same functions (dev server). The caller is resolved by the same rules as every call
 * (caller.ts: the spec's headers, else the site's cookies), errors by the same envelope. The fill is
 * private and never stored: it reads and updates the visitor's frequency cookie.
 */
export const FILL_PATH = '/api/v1/ads/fill';
export const SEEN_PATH = '/api/v1/ads/seen';

type Header = string | string[] | null | undefined;
const one = (h: Header) => (Array.isArray(h) ? h[0] : h) ?? undefined;
export type FillHeaders = { languagecode?: Header; language?: Header; countrycode?: Header; cookie?: Header; host?: Header };

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };

export async function answerFill(query: URLSearchParams, h: FillHeaders, secure: boolean): Promise<Answer> {
  const cookies = parseCookieHeader(one(h.cookie));
  const caller = resolveCaller({ languagecode: one(h.languagecode), language: one(h.language), countrycode: one(h.countrycode) }, cookies);
  const parsed = fillQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success)
    return errorAnswer(new AppError('api.invalidRequest', 400, { detail: describeIssues(parsed.error) }), caller.lang, false);
  const q = parsed.data;
  const now = new Date();
  const lang = callLang(q.lang, caller.lang);
  const frequency = readFrequency(cookies[FREQUENCY_COOKIE], now);
  const brand = brandOfGroup(brandGroupOf(one(h.host) ?? '', env.brandHosts));
  const { units, shown } = await adServerFor(siteDb()).fill({
    lang,
    page: q.page,
    slots: slotList(q.slots),
    country: callCountry(q.country, caller.country),
    jurisdiction: q.jurisdiction?.trim().toLowerCase() || undefined,
    section: q.section?.trim().toUpperCase() || undefined,
    frequency,
    brand: brandName(translator(lang), brand),
  });
  const headers: Record<string, string> = { ...HEADERS };
  if (shown.length) headers['set-cookie'] = frequencyCookie(frequency, now, secure);
  const body = JSON.stringify({ succeed: true, ErrorCode: 200, Data: { units: units.map(({ frequencyCap: _cap, ...u }) => u) } });
  return { status: 200, headers, body };
}

/** Answers the fill call on a Node response (our HTTP front), compressed in one call; never throws. */
export function serveFill(req: IncomingMessage, res: ServerResponse, search: string, secure: boolean): void {
  answerFill(new URLSearchParams(search), req.headers, secure).then(
    (a) => sendWhole(req, res, a.status, a.headers, a.body),
    (err: unknown) => {
      log.error({ err }, 'ad fill failed');
      const caller = resolveCaller({ languagecode: one(req.headers.languagecode) }, parseCookieHeader(one(req.headers.cookie)));
      const a = errorAnswer(err, caller.lang, false);
      if (!res.headersSent) res.writeHead(a.status, a.headers).end(a.body);
      else res.destroy();
    },
  );
}

/**
 * The beacon: `{ tokens }` as JSON in any content type (sendBeacon sends text/plain), same-site only
 * (the app sends no Origin and passes), within the API body limit. Each signed token counts once.
 * `body` reads the request's text within the limit (undefined past it).
 */
export async function answerSeen(request: Request, body: () => Promise<string | undefined>): Promise<Answer> {
  const h = request.headers;
  const { lang } = resolveCaller({ languagecode: h.get('languagecode'), language: h.get('language') }, parseCookieHeader(h.get('cookie')));
  if (!sameSiteRequest(request)) return errorAnswer(new AppError('auth.crossSite', 403), lang, false);
  const text = await body();
  if (text === undefined) return errorAnswer(new AppError('api.tooLarge', 413, undefined, { Connection: 'close' }), lang, false);
  let raw: unknown;
  try {
    raw = text.trim() ? JSON.parse(text) : {};
  } catch {
    return errorAnswer(new AppError('api.invalidJson', 400), lang, false);
  }
  const parsed = seenBody.safeParse(raw);
  if (!parsed.success) return errorAnswer(new AppError('api.invalidRequest', 400, { detail: describeIssues(parsed.error) }), lang, false);
  const counted = adServerFor(siteDb()).seen(parsed.data.tokens);
  return { status: 200, headers: HEADERS, body: JSON.stringify({ succeed: true, ErrorCode: 200, Data: { counted } }) };
}

/** A Node request's body as text, or undefined once it passes `max` bytes (the rest is not read; the answer closes the connection). */
function nodeBody(req: IncomingMessage, max: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers the beacon on a Node response (our HTTP front), without turning the body into a web stream; never throws. */
export function serveSeen(req: IncomingMessage, res: ServerResponse): void {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  // Only the headers matter to the same-site check; the body is read from the Node stream.
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${SEEN_PATH}`, { method: 'POST', headers });
  answerSeen(request, () => nodeBody(req, MAX_API_BODY)).then(
    (a) => res.writeHead(a.status, a.headers).end(a.body),
    (err: unknown) => {
      log.error({ err }, 'ad beacon failed');
      const a = errorAnswer(err, 'en', false);
      if (!res.headersSent) res.writeHead(a.status, a.headers).end(a.body);
      else res.destroy();
    },
  );
}
