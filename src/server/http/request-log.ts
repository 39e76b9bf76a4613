import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseDetailPath } from '../../lib/detail-href.ts';
import { suggestionKindOf } from '../api/suggestions.ts';
import { log, requestIdOf } from '../log.ts';
import { observeRequest, type RouteKind } from '../metrics.ts';

/**
 * One access line per request and its metrics. The line has the method, the path, the names of the
 * query parameters but not their values (a query string may carry a QR secret, a code or a token),
 * the status, the duration in milliseconds and the page cache's answer (HIT, MISS, STALE) when the
 * page went through it; the request id comes in the X-Request-Id header or is made here.
 */

/** Longest path written to a line: a 15 KB URL must not make a 15 KB line. */
const MAX_PATH = 300;

/** What kind of route a path is, for the metrics (its label) and the access line. */
export function routeKindOf(pathname: string): RouteKind {
  if (pathname.startsWith('/HealthCheck/')) return 'health';
  if (suggestionKindOf(pathname)) return 'suggestion';
  if (pathname.startsWith('/api/')) return 'api';
  if (parseDetailPath(pathname).type === 'page') return 'detail';
  if (/\.[A-Za-z0-9]+$/.test(pathname) && !pathname.endsWith('.html')) return 'static';
  return 'page';
}

/** The path as logged: truncated, and the query string reduced to its parameter names. */
export function loggedPath(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).slice(0, MAX_PATH);
  if (q < 0) return path;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()].map((n) => n.slice(0, 40)).slice(0, 20);
  return `${path}?${[...new Set(names)].join('&')}`;
}

/**
 * Gives the request its id (X-Request-Id on the answer) and writes its access line and metrics when
 * the answer ends (or the client goes away). Returns the id, to run the request under.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse): string {
  const reqId = requestIdOf(req.headers['x-request-id']);
  const started = performance.now();
  res.setHeader('X-Request-Id', reqId);
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const kind = routeKindOf(q < 0 ? url : url.slice(0, q));
    const cache = res.getHeader('x-cache');
    const status = res.writableFinished ? res.statusCode : 499;
    observeRequest(kind, status, seconds, typeof cache === 'string' ? cache : undefined);
    // Probes come every few seconds from the orchestrator: their lines are debug, not info.
    log[kind === 'health' ? 'debug' : 'info'](
      {
        reqId,
        method: req.method,
        path: loggedPath(url),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        kind,
        ...(typeof cache === 'string' ? { cache } : {}),
      },
      'request',
    );
  });
  return reqId;
}
