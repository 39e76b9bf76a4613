import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { ImportProgress } from './db/import-progress.ts';
import { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics, register, type RegistryContentType } from 'prom-client';

/**
 * Prometheus metrics (prom-client), in each server process's default registry. The endpoint
 * (`serveMetrics`, on METRICS_PORT, off by default) runs in the cluster's primary and adds up the
 * workers' registries (AggregatorRegistry); without a cluster, in the one process. Every process
 * also reports its own memory under its pid (`worker_memory_bytes`), so that a leak in one worker
 * shows (the default process_* metrics are summed across workers).
 */

/** What a request was, for the per-kind counts and latencies. */
export type RouteKind = 'page' | 'detail' | 'api' | 'suggestion' | 'static' | 'health';

/**
 * Metrics are made once per process: the server (src/) and Astro's bundle (dist/server) each load
 * this file, and prom-client refuses a second metric of the same name. The second load takes the
 * first one's metrics from the registry, and the state that their collectors read is shared too.
 */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

interface MetricsState {
  defaultsStarted: boolean;
  cache?: { bytes: number; size: number };
  imports?: () => Promise<ImportProgress | undefined>;
}
const STATE = Symbol.for('corpsearch.metrics');
const state: MetricsState = ((globalThis as unknown as Record<symbol, MetricsState | undefined>)[STATE] ??= { defaultsStarted: false });

/**
 * Event-loop lag, heap, RSS, GC and handles (prom-client's defaults): once per process. In a cluster
 * worker, also answers the primary's requests for this process's registry: prom-client only starts
 * listening for them when an AggregatorRegistry is made, in the worker as in the primary.
 */
export function startDefaultMetrics(): void {
  if (state.defaultsStarted) return;
  state.defaultsStarted = true;
  collectDefaultMetrics();
  if (cluster.isWorker) new AggregatorRegistry();
}

export const httpRequests = once(
  'http_requests_total',
  () =>
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route kind and status class',
      labelNames: ['kind', 'status'] as const,
    }),
);

export const httpDuration = once(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route kind',
      labelNames: ['kind'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const pageCacheAnswers = once(
  'page_cache_answers_total',
  () =>
    new Counter({
      name: 'page_cache_answers_total',
      help: 'Detail pages answered through the page cache, by result (HIT, MISS, STALE)',
      labelNames: ['result'] as const,
    }),
);

once(
  'page_cache_bytes',
  () =>
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes held by the page cache',
      collect() {
        this.set(state.cache?.bytes ?? 0);
      },
    }),
);
once(
  'page_cache_entries',
  () =>
    new Gauge({
      name: 'page_cache_entries',
      help: 'Pages held by the page cache',
      collect() {
        this.set(state.cache?.size ?? 0);
      },
    }),
);

export const dbQueryDuration = once(
  'db_query_duration_seconds',
  () =>
    new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database query time through Kysely, by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    }),
);

export const smsMessages = once(
  'sms_messages_total',
  () =>
    new Counter({
      name: 'sms_messages_total',
      help: 'Text messages handed to the SMS provider, by result (sent, failed)',
      labelNames: ['result'] as const,
    }),
);

export const mailMessages = once(
  'mail_messages_total',
  () =>
    new Counter({
      name: 'mail_messages_total',
      help: 'E-mails handed to the mailer, by result (sent, failed)',
      labelNames: ['result'] as const,
    }),
);

export const rateLimitRefusals = once(
  'rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Attempts refused by a rate limit, by what the limit counts (the first part of its key: login, sms …)',
      labelNames: ['limit'] as const,
    }),
);

once(
  'worker_memory_bytes',
  () =>
    new Gauge({
      name: 'worker_memory_bytes',
      help: 'Memory of each server process, by pid and type (rss, heap_used, heap_total, external)',
      labelNames: ['pid', 'type'] as const,
      collect() {
        const m = process.memoryUsage();
        const pid = String(process.pid);
        this.set({ pid, type: 'rss' }, m.rss);
        this.set({ pid, type: 'heap_used' }, m.heapUsed);
        this.set({ pid, type: 'heap_total' }, m.heapTotal);
        this.set({ pid, type: 'external' }, m.external);
      },
    }),
);

once(
  'import_rows',
  () =>
    new Gauge({
      name: 'import_rows',
      help: 'Rows of the newest import run (npm run import), by what became of them; every worker reads the same run',
      labelNames: ['format', 'status', 'rows'] as const,
      aggregator: 'max',
      async collect() {
        this.reset();
        const run = await state.imports?.().catch(() => undefined);
        if (!run) return;
        const { format, status } = run;
        this.set({ format, status, rows: 'read' }, run.rowsRead);
        this.set({ format, status, rows: 'inserted' }, run.rowsInserted);
        this.set({ format, status, rows: 'rejected' }, run.rejects);
      },
    }),
);

/** Reports the newest import run's progress at every scrape. */
export function trackImports(read: () => Promise<ImportProgress | undefined>): void {
  state.imports = read;
}

/** Reports this cache's size at every scrape. */
export function trackPageCache(cache: { bytes: number; size: number }): void {
  state.cache = cache;
}

/** Records one finished request. */
export function observeRequest(kind: RouteKind, status: number, seconds: number, cache?: string): void {
  httpRequests.inc({ kind, status: `${Math.floor(status / 100)}xx` });
  httpDuration.observe({ kind }, seconds);
  if (cache === 'HIT' || cache === 'MISS' || cache === 'STALE') pageCacheAnswers.inc({ result: cache });
}

/** The text to answer a scrape with: the workers' metrics added up in a cluster's primary, else this process's. */
async function metricsText(aggregator: AggregatorRegistry<RegistryContentType> | undefined): Promise<{ type: string; body: string }> {
  if (aggregator) return { type: aggregator.contentType, body: await aggregator.clusterMetrics() };
  return { type: register.contentType, body: await register.metrics() };
}

/**
 * Starts the metrics endpoint: GET /metrics on its own port (not the site's), so that it is never
 * public by accident. In a cluster's primary (`workers`) it asks every worker for its registry and
 * adds them up; otherwise it answers with this process's own.
 */
export function serveMetrics(port: number, host: string, { workers }: { workers: boolean }): Server {
  const aggregator = workers && cluster.isPrimary ? new AggregatorRegistry() : undefined;
  if (!aggregator) startDefaultMetrics();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metricsText(aggregator).then(
      ({ type, body }) => res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable'),
    );
  });
  server.listen(port, host);
  return server;
}
