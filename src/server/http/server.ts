import { isUnsubscribeCall, serveUnsubscribeCall } from '../api/alerts-unsubscribe-route.ts';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { DEFAULT_LANG, dirOf, htmlLangOf, isLang } from '../../i18n/languages.ts';
import { splitLangPath } from '../../i18n/paths.ts';
import { translator } from '../../i18n/t.ts';
import { isDeepSectionsPath } from '../../lib/detail-tiers.ts';
import { isValidHostHeader } from '../../lib/host.ts';
import type { Readiness } from '../db/readiness.ts';
import { log, withRequestId } from '../log.ts';
import { servePageFromCache, type CachedPagesContext } from './cached-pages.ts';
import { compressResponse, sendWhole } from './compress.ts';
import { CapturingResponse } from './render-capture.ts';
import { answerReadiness, HEALTH_PATH, READY_PATH } from './health.ts';
import { trackRequest } from './request-log.ts';
import type { PageCache } from './page-cache.ts';
import type { PageCsp, ServerLocals } from './page-csp.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { serveStatic } from './static-files.ts';
import { serveSuggestion, suggestionKindOf } from '../api/suggestions.ts';
import { FILL_PATH, SEEN_PATH, serveFill, serveSeen } from '../api/ad-fast-path.ts';
import { errorAnswer } from '../api/envelope.ts';
import { resolveCaller } from '../api/caller.ts';
import { AppError } from '../app-error.ts';
import { apiPathDecision } from './api-paths.ts';
import { isTokenCall, serveTokenCall } from '../api/oauth2-token-route.ts';
import { serveSitemaps } from '../sitemaps/serve-sitemaps.ts';
import { sitemapDir } from '../sitemaps/sitemap-writer.ts';
import { siteOrigin } from '../site/page-context.ts';
import { forwardedHttps, NO_PROXY, type ProxyTrust } from '../config/proxy-trust.ts';
import { MAX_PAGE_FORM_BODY } from '../request-body.ts';
import { lingerOnClose } from './linger.ts';
import { EVIDENCE_LIMITS, isEvidenceFormPath } from '../exposure/evidence-limits.ts';
import { CREATIVE_LIMITS, isCreativeFormPath } from '../ads/creative-limits.ts';

/** The node adapter's handler; what it is given as locals starts the page's Astro.locals (the middleware fills the rest). */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => void;

export interface ServerOptions {
  /** dist/client: prerendered files and build assets. */
  clientDir: string;
  /** The node adapter's handler (middleware mode) from dist/server/entry.mjs. */
  astro: AstroHandler;
  /** Our proxies (TRUST_PROXY); whether X-Forwarded-Proto can be believed. `false`: none. */
  trustProxy: ProxyTrust | false;
  /** Detail pages answered from memory (cached-pages.ts); without it every page is rendered. */
  pageCache?: PageCache;
  /** The build id for the keys of pages that change only with a deploy (build-id.ts). */
  buildId?: () => string;
  /** The readiness probe's check (database, migrations, shutting down); without it the probe answers ready. */
  readiness?: () => Promise<Readiness>;
  /** The pages' Content-Security-Policy headers made at build time (page-csp.ts); src/middleware.ts sets them. */
  pageCsp?: PageCsp;
}

/** The methods the site answers; any other gets 405 with this list before Astro sees it. */
const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
const SUPPORTED_METHODS: ReadonlySet<string> = new Set(ALLOWED_METHODS.split(', '));
/** Folders of files only: a name that is not there is a plain 404, never a site page. */
const FILE_PREFIXES = ['/_astro/', '/flags/', '/countries/'];
const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * Our HTTP front: a request id and an access line for every request (request-log.ts), security headers
 * on every response, the reason phrase and charset of every answer put right, 405 for methods the site
 * does not answer (TRACE, PUT …) and 400 for a path whose percent-encoding is broken (both before Astro,
 * with no stack trace in the log), the health probe (no other work) and the readiness probe (health.ts), a 400 for a
 * malformed Host header (it would otherwise reach cookies and links), the search suggestions (the most
 * frequent call, answered without Astro's pipeline), robots.txt and the sitemaps written by
 * `npm run rebuild`, precompressed static files, detail
 * pages from the page cache when there is one, then Astro for everything rendered, compressed on the fly.
 */
export function createSiteServer({ clientDir, astro, trustProxy, pageCache, buildId, readiness, pageCsp }: ServerOptions): Server {
  const root = resolve(clientDir);
  const sitemaps = sitemapDir();
  const pages: CachedPagesContext | undefined = pageCache && {
    cache: pageCache,
    render: renderPage,
    direct: (req, res) => guarded(req, res, renderCompressed),
    buildId,
  };
  // Every request gets an id (X-Request-Id, and on each log line written while it runs) and one access line.
  return createServer((req, res) => withRequestId(trackRequest(req, res), () => guarded(req, res, handle)));

  function guarded(req: IncomingMessage, res: ServerResponse, fn: (req: IncomingMessage, res: ServerResponse) => void): void {
    try {
      fn(req, res);
    } catch (err) {
      // Never let one request take the process down: log it and answer with the fallback page.
      log.error({ err }, 'request failed');
      answerFallback(req, res, 500);
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const https =
      (req.socket as { encrypted?: boolean }).encrypted === true ||
      forwardedHttps(req.headers['x-forwarded-proto'], req.socket.remoteAddress, trustProxy || NO_PROXY);
    setSecurityHeaders(res, https);
    normaliseHead(res);
    const method = req.method ?? 'GET';
    if (!SUPPORTED_METHODS.has(method)) {
      res.writeHead(405, { ...PLAIN, Allow: ALLOWED_METHODS, Connection: 'close' }).end('Method Not Allowed');
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (pathname === HEALTH_PATH) {
      res.writeHead(200, PLAIN).end('OK');
      return;
    }
    if (pathname === READY_PATH) {
      answerReadiness(res, readiness);
      return;
    }
    if (!isValidHostHeader(req.headers.host) || !decodablePath(pathname)) {
      res.writeHead(400, PLAIN).end('Bad Request');
      return;
    }
    // A page form's declared body over the limit is refused here, before Astro reads it; a chunked one
    // is counted as the page reads it (page-forms.ts). API calls answer their own limit in their envelope.
    // The exposure report form carries evidence files and the new-campaign form creatives: their own, larger limits.
    const formLimit = isEvidenceFormPath(pathname)
      ? EVIDENCE_LIMITS.maxBody
      : isCreativeFormPath(pathname)
        ? CREATIVE_LIMITS.maxBody
        : MAX_PAGE_FORM_BODY;
    if (method === 'POST' && !pathname.startsWith('/api/') && Number(req.headers['content-length'] ?? 0) > formLimit) {
      res.writeHead(413, { ...PLAIN, Connection: 'close' }).end('Payload Too Large');
      return;
    }
    const api = apiPathDecision(pathname, method);
    if (api?.type === 'notFound' || api?.type === 'wrongMethod') {
      answerApiRefusal(req, res, api.type === 'notFound' ? undefined : api.allow, api.lang);
      return;
    }
    if (isTokenCall(method, pathname)) {
      serveTokenCall(req, res, trustProxy || NO_PROXY);
      return;
    }
    if (isUnsubscribeCall(method, pathname)) {
      serveUnsubscribeCall(req, res);
      return;
    }
    if (api?.type === 'rewrite') {
      // /{lang}/api/log is /api/v1/log in that language (unless the caller names one in the spec's header).
      req.url = api.path + (q < 0 ? '' : url.slice(q));
      if (!req.headers.languagecode) req.headers.languagecode = api.lang;
    }
    const suggestion = req.method === 'GET' ? suggestionKindOf(pathname) : undefined;
    if (suggestion) {
      serveSuggestion(req, res, suggestion, q < 0 ? '' : url.slice(q + 1));
      return;
    }
    // The ad fill call and impression beacon: one of each per page view, answered before Astro like the suggestions (api/ad-fast-path.ts).
    if (method === 'GET' && pathname === FILL_PATH) {
      serveFill(req, res, q < 0 ? '' : url.slice(q + 1), https);
      return;
    }
    if (method === 'POST' && pathname === SEEN_PATH) {
      serveSeen(req, res);
      return;
    }
    if (serveSitemaps(req, res, pathname, { dir: sitemaps, origin: siteOrigin(req.headers.host ?? '') })) return;
    if (serveStatic(root, req, res, pathname)) return;
    if (FILE_PREFIXES.some((p) => pathname.startsWith(p))) {
      res.writeHead(404, PLAIN).end(req.method === 'HEAD' ? undefined : 'Not Found');
      return;
    }
    if (pages && servePageFromCache(req, res, pages)) return;
    if (method === 'GET' && isDeepSectionsPath(pathname)) renderWhole(req, res);
    else renderCompressed(req, res);
  }

  function renderCompressed(req: IncomingMessage, res: ServerResponse): void {
    compressResponse(req, res, () => renderPage(req, res));
  }

  /**
   * A small private answer (a record's deeper sections, a few KB) rendered into memory, then compressed
   * in one call: as with the suggestions (compress.ts, sendWhole), a compression stream and a chunked
   * answer cost such a fragment more CPU and garbage than the whole body at once.
   */
  function renderWhole(req: IncomingMessage, res: ServerResponse): void {
    const capture = new CapturingResponse(req);
    const failed = (err: unknown) => {
      log.error({ err }, 'render failed');
      if (res.headersSent) res.destroy();
      else answerFallback(req, res, 500);
    };
    capture.done.then(({ status, headers, body }) => {
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      // Inside a promise callback a throw would be an unhandled rejection: answer it here instead.
      try {
        sendWhole(req, res, status, headers, body);
      } catch (err) {
        failed(err);
      }
    }, failed);
    renderPage(req, capture.asServerResponse());
  }

  function renderPage(req: IncomingMessage, res: ServerResponse): void {
    const locals: ServerLocals = { pageCsp };
    astro(
      req,
      res,
      (err) => {
        // The adapter calls next only when rendering failed before any output, including the error page
        // itself: answer with the spec's "error while showing the error page" text and a link home.
        if (err) log.error({ err }, 'render failed');
        answerFallback(req, res, err ? 500 : 404);
      },
      locals,
    );
  }
}

/**
 * An API path that is no call (404) or a call asked with the wrong method (405 with Allow): JSON in
 * the spec's envelope, in the caller's language (the spec's headers, else the path's language), never
 * the HTML 404 page.
 */
function answerApiRefusal(req: IncomingMessage, res: ServerResponse, allow: string | undefined, pathLang: string | undefined): void {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const { lang } = resolveCaller({ languagecode: header('languagecode'), language: header('language') }, { lang: pathLang });
  const a = errorAnswer(
    allow ? new AppError('api.methodNotAllowed', 405, { method: req.method ?? '' }) : new AppError('api.noSuchCall', 404),
    lang,
    false,
  );
  res.writeHead(a.status, { ...a.headers, ...(allow ? { Allow: allow } : {}) }).end(req.method === 'HEAD' ? undefined : a.body);
}

/** False for a path whose percent-encoding is broken ('/en/%', '/%E0'): nothing behind us could read it. */
export function decodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A text type without a charset gets UTF-8 named (every text we send is UTF-8). */
export function withCharset(type: string): string {
  return /^text\//i.test(type) && !/;\s*charset=/i.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Whoever writes the head (Astro, the page cache, a fallback), the reason phrase matches the status
 * (Astro hands over a 404 page's statusText 'OK'; the answer must read '404 Not Found') and a text
 * Content-Type names its charset.
 */
function normaliseHead(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as unknown as (status: number, ...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...args: unknown[]) => {
    status = errorPageStatus(res, args[typeof args[0] === 'string' ? 1 : 0]) ?? status;
    let reason = typeof args[0] === 'string' ? (args.shift() as string) : undefined;
    if (status !== 200 && (reason ?? res.statusMessage) === 'OK') {
      reason = STATUS_CODES[status] ?? '';
      res.statusMessage = reason;
    }
    const headers = args[0];
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      const record = headers as Record<string, unknown>;
      for (const name of Object.keys(record)) {
        const value = record[name];
        if (name.toLowerCase() === 'content-type' && typeof value === 'string' && withCharset(value) !== value)
          record[name] = withCharset(value);
      }
    }
    const own = res.getHeader('content-type');
    if (typeof own === 'string' && withCharset(own) !== own) res.setHeader('Content-Type', withCharset(own));
    keepCookiesOutOfSharedCaches(res, headers);
    if (status === 413) lingerOnClose(res.req);
    return reason === undefined ? writeHead(status, ...args) : writeHead(status, reason, ...args);
  }) as unknown as typeof res.writeHead;
}

/** The header by which the error page (src/pages/500.astro) names its status. */
export const ERROR_STATUS_HEADER = 'x-error-status';

/**
 * Astro answers every page-render error with 500, whatever status its error page set (it keeps the
 * failed response's). The error page names the status it means (503 for a network error, a refusal's
 * own) in a header, which becomes the answer's status here and is not sent.
 */
function errorPageStatus(res: ServerResponse, headers: unknown): number | undefined {
  const record = headers && typeof headers === 'object' && !Array.isArray(headers) ? (headers as Record<string, unknown>) : {};
  const name = Object.keys(record).find((n) => n.toLowerCase() === ERROR_STATUS_HEADER);
  const value = name ? record[name] : res.getHeader(ERROR_STATUS_HEADER);
  if (value === undefined) return undefined;
  if (name) delete record[name];
  res.removeHeader(ERROR_STATUS_HEADER);
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : undefined;
}

/**
 * Never Set-Cookie and a shared-cache lifetime on one answer: a CDN would hand one visitor's cookie to
 * everyone who asks for that URL. Such an answer becomes private (the page cache does this itself for
 * the visitor whose request it rendered; this is the rule for every answer).
 */
function keepCookiesOutOfSharedCaches(res: ServerResponse, headers: unknown): void {
  const record = headers && typeof headers === 'object' && !Array.isArray(headers) ? (headers as Record<string, unknown>) : {};
  const names = Object.keys(record);
  const find = (name: string) => names.find((n) => n.toLowerCase() === name);
  const cookieName = find('set-cookie');
  if (!(cookieName ? record[cookieName] : res.getHeader('set-cookie'))) return;
  const cacheName = find('cache-control');
  const cacheControl = String((cacheName ? record[cacheName] : res.getHeader('cache-control')) ?? '');
  if (!/\b(?:public|s-maxage)\b/i.test(cacheControl)) return;
  if (cacheName) record[cacheName] = 'private, no-cache';
  res.setHeader('Cache-Control', 'private, no-cache');
}

/**
 * Ends a request that could not be answered otherwise with the minimal page, in the path's language:
 * 500 (a failure) or 404; the status only when nothing has been written yet.
 */
function answerFallback(req: IncomingMessage, res: ServerResponse, status: 500 | 404): void {
  if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(fallbackPage((req.url ?? '/').split('?')[0], status === 500 ? 'error.errorPage' : 'error.notFound'));
}

/** A minimal page that needs nothing but the catalogues. */
function fallbackPage(pathname: string, key: 'error.errorPage' | 'error.notFound'): string {
  const { lang: pathLang } = splitLangPath(pathname);
  const lang = isLang(pathLang) ? pathLang : DEFAULT_LANG;
  const t = translator(lang);
  return (
    `<!doctype html><html lang="${htmlLangOf(lang)}" dir="${dirOf(lang)}"><meta charset="utf-8"><title>${t('error.default')}</title>` +
    `<p>${t(key)}</p><p><a href="/${lang}">${t('error.backHome')}</a></p></html>`
  );
}
