import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CONTENT_LANGS } from '../../i18n/languages.ts';
import { brandGroupOf } from '../../lib/brand.ts';
import { parseDetailPath } from '../../lib/detail-href.ts';
import { regulatorsListLang } from '../../lib/regulators-href.ts';
import { parseUserAgent } from '../../lib/user-agent.ts';
import { env } from '../config/env.ts';
import { log } from '../log.ts';
import { REGULATORS_LIST_ID } from '../pages/page-changes.ts';
import { siteOrigin } from '../site/page-context.ts';
import { sharedPageOf } from './shared-pages.ts';
import { compressResponse, pickEncoding } from './compress.ts';
import { createPageEntry, etagMatches, gzipOf, noteHit, type CachedPage, type PageCache, type PageEntity } from './page-cache.ts';
import { CapturingResponse, syntheticRequest, type CapturedResponse } from './render-capture.ts';

/**
 * Detail pages, the regulators list and the shared pages of shared-pages.ts (home, about, quotation …) answered from memory (src/server/http/page-cache.ts): the same HTML
 * for every visitor of a brand, rendered once, compressed once, revalidated in the background when
 * stale (stale-while-revalidate), with ETag/304. A render is shared by every request that arrives
 * while it runs, so a burst on one new page renders it once.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface CachedPagesContext {
  cache: PageCache;
  /** Astro, with the server's fallback pages when it gives up, writing into whatever res it is given. */
  render: Handler;
  /** The normal path for what the cache does not answer: compressed rendering, failures answered. */
  direct: Handler;
  /** The build id put into the key of pages that change only with a deploy (build-id.ts); 'dev' without one. */
  buildId?: () => string;
}

/** What the cache keeps for one URL: the entity its invalidation goes by, and the page's own rules. */
interface CacheTarget {
  entity: PageEntity;
  /** The status a cacheable render has (the 404 page's own address answers 404). */
  status: 200 | 404;
  ttlMs?: number;
}

const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/**
 * The app webview's variant (no site header or footer) is keyed apart here, but a shared cache in
 * front keys by URL only: it must not keep that variant, or web visitors would get it.
 */
const APP_PAGE_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
/**
 * The answer that carries the visitor's own preference cookies: a shared cache must never keep it
 * (it would hand one visitor's Set-Cookie to the next), so it is private; the next request is a HIT.
 */
const WITH_COOKIE_CACHE_CONTROL = 'private, no-cache';
const APP_SUFFIX = ' app';

const LANGS: readonly string[] = CONTENT_LANGS;
/** After this long a render that has not finished stops holding its key: later requests start a new one. */
const RENDER_SLOT_MS = 60_000;

interface RenderOutcome {
  /** Set when the render was a cacheable page (stored, or too large to store). */
  entry?: CachedPage;
  /** What the render answered; absent when it failed. */
  captured?: CapturedResponse;
}

/** In-flight renders by cache key, per cache. */
const inFlight = new WeakMap<PageCache, Map<string, Promise<RenderOutcome>>>();

/**
 * The record a cacheable detail-page URL shows, or undefined for any other URL: only the canonical
 * address in a content language (exactly, case included); a query string (even a bare "?") or an old
 * form of the link bypasses the cache.
 */
export function detailPageOf(url: string): PageEntity | undefined {
  const path = parseDetailPath(url);
  if (path.type === 'page') return LANGS.includes(path.lang) ? { kind: path.kind, id: path.id } : undefined;
  // The regulators list is cached as well, under an entity of its own (the rule of its invalidation is
  // in pages/page-changes.ts). Its paged or filtered forms carry a query string and are rendered each time.
  const listLang = regulatorsListLang(url);
  return listLang && LANGS.includes(listLang) ? { kind: 'regulator', id: REGULATORS_LIST_ID } : undefined;
}

/**
 * The cache key: brand group and link origin of the Host, then the path. Both come from short fixed
 * lists (a forged Host falls back to group 1 and SITE_URL), so Host headers cannot fill the cache;
 * the origin is part of the key because canonical and hreflang links are written with it. The app's
 * webview gets pages without the site's header and footer (spec section 4): a variant of its own.
 */
function pageCacheKey(host: string, pathname: string, userAgent = ''): string {
  return `${brandGroupOf(host, env.brandHosts)} ${siteOrigin(host)}${pathname}${parseUserAgent(userAgent).isApp ? APP_SUFFIX : ''}`;
}

/**
 * Answers a GET or HEAD of a detail page from the cache, rendering it first on a miss; false when the
 * request is not one the cache handles (the caller renders it as usual). Security headers already set
 * on res stay; the page's own headers are set after them, as on the uncached path.
 */
export function servePageFromCache(req: IncomingMessage, res: ServerResponse, ctx: CachedPagesContext): boolean {
  const { cache } = ctx;
  if (!cache.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const url = req.url ?? '/';
  const detail = detailPageOf(url);
  const shared = detail ? undefined : sharedPageOf(url);
  if (!detail && !shared) return false;
  let key = pageCacheKey(req.headers.host ?? '', url, req.headers['user-agent']);
  let target: CacheTarget = { entity: detail!, status: 200 };
  if (shared) {
    target = { entity: { kind: 'page', id: shared.id }, status: shared.status, ttlMs: shared.ttlMs };
    // A deploy's new build id, or a new UTC day for a page that shows today's date, is a new key: the
    // next request renders anew; the old entry is never asked for again and leaves by the LRU bound.
    const day = shared.daily ? ` ${new Date().toISOString().slice(0, 10)}` : '';
    key = `${shared.invalidation === 'build' ? `build:${ctx.buildId?.() ?? 'dev'}` : 'data'}${day} ${key}`;
  }

  const entry = cache.get(key);
  if (entry) {
    const stale = cache.isStale(entry);
    if (stale) revalidate(ctx, key, target, req, entry);
    answer(req, res, entry, stale ? 'STALE' : 'HIT');
    if (!stale) void noteHit(cache, entry);
    return true;
  }

  const pending = renders(cache).get(key);
  // A GET renders the visitor's own request, so that anything but a cacheable page (404, redirect…)
  // can go back to them as it is, cookies included. A HEAD renders a GET: its body is what we store.
  const own = !pending && req.method === 'GET';
  const outcome = pending ?? (own ? startRender(ctx, key, target, req, false) : startRender(ctx, key, target, syntheticRequest(req), true));
  outcome
    .then((o) => {
      if (o.entry) {
        // The visitor whose request was rendered gets its preference cookies (language, country) as on
        // the uncached path; the stored page never keeps them.
        const cookies = own ? o.captured?.headers['set-cookie'] : undefined;
        if (cookies) res.setHeader('Set-Cookie', cookies);
        answer(req, res, o.entry, 'MISS', cookies !== undefined);
      } else if (own && o.captured) replay(req, res, o.captured);
      // Someone else's render that was not a cacheable page, or a failed render: render this request as usual.
      else ctx.direct(req, res);
    })
    .catch((err: unknown) => {
      log.error({ err }, 'page cache answer failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  return true;
}

/** Settles when every render in progress for this cache has finished (tests, shutdown). */
export async function pageRendersSettled(cache: PageCache): Promise<void> {
  for (let pending = [...renders(cache).values()]; pending.length; pending = [...renders(cache).values()]) await Promise.all(pending);
}

function renders(cache: PageCache): Map<string, Promise<RenderOutcome>> {
  let map = inFlight.get(cache);
  if (!map) inFlight.set(cache, (map = new Map()));
  return map;
}

/** One background re-render of a stale entry, unless one is running; drops the entry if the page is gone. */
function revalidate(ctx: CachedPagesContext, key: string, target: CacheTarget, from: IncomingMessage, stale: CachedPage): void {
  if (renders(ctx.cache).has(key)) return;
  void startRender(ctx, key, target, syntheticRequest(from), true).then((o) => {
    // A deleted record (404, 410) or a redirect now: the stale page must not be served any longer. A
    // failure (5xx, an error) may be a passing database hiccup: keep serving the stale page meanwhile.
    const gone =
      o.captured && (o.captured.status === 404 || o.captured.status === 410 || (o.captured.status >= 300 && o.captured.status < 400));
    if (!o.entry && gone && ctx.cache.peek(key) === stale) ctx.cache.delete(key);
  });
}

/** Renders req into memory, stores a cacheable result, and registers the render for coalescing. Never rejects. */
function startRender(
  ctx: CachedPagesContext,
  key: string,
  target: CacheTarget,
  req: IncomingMessage,
  synthetic: boolean,
): Promise<RenderOutcome> {
  const { cache } = ctx;
  const map = renders(cache);
  const ticket = cache.beginRender(target.entity);
  const capture = new CapturingResponse(req);
  const timer = setTimeout(() => {
    if (map.get(key) === outcome) map.delete(key);
  }, RENDER_SLOT_MS).unref();
  const outcome: Promise<RenderOutcome> = capture.done
    .then(async (captured) => {
      if (!isCacheable(captured, target.status)) return { captured };
      const entry = await createPageEntry(key, ticket, captured.headers, captured.body, { status: target.status, ttlMs: target.ttlMs });
      cache.set(entry);
      return { captured, entry };
    })
    .catch((err: unknown) => {
      log.error({ err, path: (req.url ?? '').split('?')[0].slice(0, 300) }, 'rendering for the page cache failed');
      return {};
    })
    .finally(() => {
      clearTimeout(timer);
      ticket.release();
      if (map.get(key) === outcome) map.delete(key);
      // A synthetic request's socket was never connected; destroying it releases its listeners.
      if (synthetic) req.socket.destroy();
    });
  map.set(key, outcome);
  try {
    ctx.render(req, capture.asServerResponse());
  } catch (err) {
    capture.destroy(err instanceof Error ? err : new Error(String(err)));
  }
  return outcome;
}

/** An HTML page with the status its address has (200, or 404 for the 404 page) that does not ask to stay private. */
function isCacheable(c: CapturedResponse, status: 200 | 404): boolean {
  const type = String(c.headers['content-type'] ?? '');
  const cacheControl = String(c.headers['cache-control'] ?? '');
  return (
    c.status === status && /^text\/html\b/i.test(type) && !c.headers['content-encoding'] && !/\b(?:no-store|private)\b/i.test(cacheControl)
  );
}

/** Answers from an entry: 304 for a matching If-None-Match, else the body in the best encoding the client takes. */
function answer(req: IncomingMessage, res: ServerResponse, entry: CachedPage, state: 'HIT' | 'MISS' | 'STALE', withCookie = false): void {
  res.setHeader('ETag', entry.etag);
  res.setHeader(
    'Cache-Control',
    withCookie ? WITH_COOKIE_CACHE_CONTROL : entry.key.endsWith(APP_SUFFIX) ? APP_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL,
  );
  res.setHeader('Vary', varyOf(entry.headers));
  res.setHeader('X-Cache', state);
  // A 304 stands for a 200 only; the 404 page's own address always gets its page.
  if (entry.status === 200 && etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304).end();
    return;
  }
  for (const [name, value] of Object.entries(entry.headers)) if (name !== 'vary' && value !== undefined) res.setHeader(name, value);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  // A tiny page may not shrink: then identity is the better answer.
  const body =
    encoding === 'br' && entry.br.length < entry.body.length
      ? entry.br
      : encoding === 'gzip' && gzipOf(entry).length < entry.body.length
        ? gzipOf(entry)
        : entry.body;
  if (body !== entry.body) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(entry.status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Sends a captured response to the visitor it was rendered for, compressed as on the uncached path. */
function replay(req: IncomingMessage, res: ServerResponse, c: CapturedResponse): void {
  compressResponse(req, res, () => {
    if (c.statusMessage) res.statusMessage = c.statusMessage;
    res.writeHead(c.status, c.headers);
    res.end(c.body);
  });
}

function varyOf(headers: OutgoingHttpHeaders): string {
  const own = [headers.vary ?? []].flat().join(', ');
  return !own ? 'Accept-Encoding' : /\baccept-encoding\b/i.test(own) ? own : `${own}, Accept-Encoding`;
}
