import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { DEFAULT_LANG, dirOf, htmlLangOf, isLang } from '../../i18n/languages.ts';
import { splitLangPath } from '../../i18n/paths.ts';
import { translator } from '../../i18n/t.ts';
import { isValidHostHeader } from '../../lib/host.ts';
import type { Readiness } from '../db/readiness.ts';
import { log, withRequestId } from '../log.ts';
import { servePageFromCache, type CachedPagesContext } from './cached-pages.ts';
import { compressResponse } from './compress.ts';
import { answerReadiness, HEALTH_PATH, READY_PATH } from './health.ts';
import { trackRequest } from './request-log.ts';
import type { PageCache } from './page-cache.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { serveStatic } from './static-files.ts';
import { serveSuggestion, suggestionKindOf } from '../api/suggestions.ts';
import { serveSitemaps } from '../sitemaps/serve-sitemaps.ts';
import { sitemapDir } from '../sitemaps/sitemap-writer.ts';
import { siteOrigin } from '../site/page-context.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

export interface ServerOptions {
  /** dist/client: prerendered files and build assets. */
  clientDir: string;
  /** The node adapter's handler (middleware mode) from dist/server/entry.mjs. */
  astro: AstroHandler;
  trustProxy: boolean;
  /** Detail pages answered from memory (cached-pages.ts); without it every page is rendered. */
  pageCache?: PageCache;
  /** The readiness probe's check (database, migrations, shutting down); without it the probe answers ready. */
  readiness?: () => Promise<Readiness>;
}

/**
 * Our HTTP front: a request id and an access line for every request (request-log.ts), security headers
 * on every response, the health probe (no other work) and the readiness probe (health.ts), a 400 for a
 * malformed Host header (it would otherwise reach cookies and links), the search suggestions (the most
 * frequent call, answered without Astro's pipeline), robots.txt and the sitemaps written by
 * `npm run rebuild`, precompressed static files, detail
 * pages from the page cache when there is one, then Astro for everything rendered, compressed on the fly.
 */
export function createSiteServer({ clientDir, astro, trustProxy, pageCache, readiness }: ServerOptions): Server {
  const root = resolve(clientDir);
  const sitemaps = sitemapDir();
  const pages: CachedPagesContext | undefined = pageCache && {
    cache: pageCache,
    render: renderPage,
    direct: (req, res) => guarded(req, res, renderCompressed),
  };
  // Every request gets an id (X-Request-Id, and on each log line written while it runs) and one access line.
  return createServer((req, res) => withRequestId(trackRequest(req, res), () => guarded(req, res, handle)));

  function guarded(req: IncomingMessage, res: ServerResponse, fn: (req: IncomingMessage, res: ServerResponse) => void): void {
    try {
      fn(req, res);
    } catch (err) {
      // Never let one request take the process down: log it and answer with the fallback page.
      log.error({ err }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(fallbackPage(req.url ?? '/', 'error.errorPage'));
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const https =
      (req.socket as { encrypted?: boolean }).encrypted === true || (trustProxy && req.headers['x-forwarded-proto'] === 'https');
    setSecurityHeaders(res, https);
    if (pathname === READY_PATH) {
      answerReadiness(res, readiness);
      return;
    }
    if (pathname === HEALTH_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('OK');
      return;
    }
    if (!isValidHostHeader(req.headers.host)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    const suggestion = req.method === 'GET' ? suggestionKindOf(pathname) : undefined;
    if (suggestion) {
      serveSuggestion(req, res, suggestion, q < 0 ? '' : url.slice(q + 1));
      return;
    }
    if (serveSitemaps(req, res, pathname, { dir: sitemaps, origin: siteOrigin(req.headers.host ?? '') })) return;
    if (serveStatic(root, req, res, pathname)) return;
    if (pages && servePageFromCache(req, res, pages)) return;
    renderCompressed(req, res);
  }

  function renderCompressed(req: IncomingMessage, res: ServerResponse): void {
    compressResponse(req, res, () => renderPage(req, res));
  }

  function renderPage(req: IncomingMessage, res: ServerResponse): void {
    astro(req, res, (err) => {
      // The adapter calls next only when rendering failed before any output, including the error page
      // itself: answer with the spec's "error while showing the error page" text and a link home.
      if (err) log.error({ err }, 'render failed');
      if (!res.headersSent) res.writeHead(err ? 500 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(fallbackPage((req.url ?? '/').split('?')[0], err ? 'error.errorPage' : 'error.notFound'));
    });
  }
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
