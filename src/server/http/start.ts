/**
 * Starts the production site from dist/: `node src/server/http/start.ts` (npm start builds first).
 * Loads the IP database before listening so that the first request does not pay for it.
 *
 * With WEB_CONCURRENCY above 1 (default: one per core), the primary process forks that many
 * workers sharing the port (node:cluster). Each has its own SQLite connection: WAL lets them read
 * side by side, so one slow search no longer holds up every other request behind it (node:sqlite
 * runs queries synchronously on the event loop).
 *
 * SIGTERM (or SIGINT) stops gracefully: the readiness probe turns 503, the port stops accepting,
 * requests and page renders in progress finish (at most SHUTDOWN_TIMEOUT_SECONDS), the page-change
 * poller stops, registered flushes run (shutdown.ts), the database closes, and the process exits 0
 * (1 when answers had to be cut). The primary forwards the signal to its workers, waits for them and
 * exits with the worst of their codes.
 * With METRICS_PORT set, the Prometheus endpoint runs in the primary (or the single process).
 */
import './production-env.ts';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { env } from '../config/env.ts';
import { log } from '../log.ts';
import { startupProblem, startupWarnings } from '../config/startup-checks.ts';

const problem = startupProblem(env);
if (problem) {
  // Plain stderr, as a process manager shows it: the server never started, so no request log exists yet.
  console.error(`Refusing to start: ${problem}`);
  process.exit(1);
}
// Once, from the primary (or the single process): a demo without SITE_URL runs, but says what that costs.
if (cluster.isPrimary) for (const warning of startupWarnings(env)) log.warn({ siteUrl: env.SITE_URL }, warning);

const workers = env.WEB_CONCURRENCY ?? availableParallelism();
const shutdownMs = env.SHUTDOWN_TIMEOUT_SECONDS * 1000;

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  const { serveMetrics } = await import('../metrics.ts');
  const metrics = env.METRICS_PORT > 0 ? serveMetrics(env.METRICS_PORT, env.METRICS_HOST, { workers: true }) : undefined;
  let ready = 0;
  cluster.on('listening', () => {
    if (++ready === workers) log.info({ port: env.PORT, workers, metricsPort: env.METRICS_PORT || undefined }, 'site ready');
  });
  // A worker that dies unexpectedly is replaced; on shutdown they all stop.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ workerPid: worker.process.pid, code, signal }, 'worker exited; starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: waiting for the workers to finish');
    metrics?.close();
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    if (!alive.length) process.exit(0);
    let left = alive.length;
    let worst = 0;
    cluster.on('exit', (_worker, code) => {
      worst = Math.max(worst, code ?? 1);
      if (--left <= 0) process.exit(worst);
    });
    for (const w of alive) w!.process.kill('SIGTERM');
    // A worker that has not exited a few seconds after its own deadline is killed.
    setTimeout(() => {
      for (const w of alive) if (!w!.isDead()) w!.process.kill('SIGKILL');
    }, shutdownMs + 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('../geo/ip-country.ts');
  const { createSiteServer } = await import('./server.ts');
  const { drainServer } = await import('./graceful.ts');
  const { runShutdownTasks } = await import('../shutdown.ts');
  const { siteDb, siteDbSchema, siteReplicaDbs, closeSiteDb } = await import('../db/instance.ts');
  const { databaseReadiness } = await import('../db/readiness.ts');
  const { dbQueryDuration, serveMetrics, startDefaultMetrics, trackImports, trackPageCache } = await import('../metrics.ts');
  const distDir = env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
  const { handler } = (await import(`${distDir}/server/entry.mjs`)) as { handler: Parameters<typeof createSiteServer>[0]['astro'] };
  const { loadPageCsp } = await import('./page-csp.ts');
  // Each worker keeps its own page cache and follows the page-change log itself.
  const { PageCache } = await import('./page-cache.ts');
  const { pageRendersSettled } = await import('./cached-pages.ts');
  const pageCache =
    env.PAGE_CACHE_MB > 0 ? new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_TTL_SECONDS * 1000 }) : undefined;
  // The quota fragment's deeper sections, kept per record and shared with the Astro bundle; invalidated with the pages.
  const { DeepSectionsCache, registerDeepSectionsCache } = await import('../pages/deep-sections-cache.ts');
  const deepSections = registerDeepSectionsCache(
    env.DEEP_SECTIONS_CACHE_MB > 0
      ? new DeepSectionsCache({ maxBytes: env.DEEP_SECTIONS_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_TTL_SECONDS * 1000 })
      : undefined,
  );
  const followers = [pageCache, deepSections].filter((c) => c !== undefined);
  const { watchBuildId } = await import('./build-id.ts');
  const buildId = watchBuildId(`${distDir}/build-id`);
  let stopPoller = () => {};
  if (followers.length) {
    const { startPageChangePoller } = await import('../pages/page-change-poller.ts');
    stopPoller = startPageChangePoller(
      siteDb(),
      {
        markStale: (kind, id) => followers.reduce((n, c) => n + c.markStale(kind, id), 0),
        markAllStale: () => followers.reduce((n, c) => n + c.markAllStale(), 0),
      },
      { replicas: siteReplicaDbs() },
    );
  }
  if (pageCache) trackPageCache(pageCache);
  let stopping = false;
  const server = createSiteServer({
    clientDir: `${distDir}/client`,
    astro: handler,
    trustProxy: env.TRUST_PROXY,
    pageCache,
    buildId: buildId.current,
    pageCsp: loadPageCsp(`${distDir}/server`),
    readiness: () => (stopping ? Promise.resolve({ ready: false, reason: 'shutting down' }) : databaseReadiness(siteDb(), siteDbSchema())),
  });
  // In a cluster the primary serves the metrics and asks this worker for its registry.
  if (env.METRICS_PORT > 0) {
    startDefaultMetrics();
    const { observeQueryTimes } = await import('../db/client.ts');
    const { latestImportRun } = await import('../db/import-progress.ts');
    trackImports(() => latestImportRun(siteDb()));
    observeQueryTimes((ms, failed) => dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, ms / 1000));
  }
  const metrics =
    env.METRICS_PORT > 0 && !cluster.isWorker ? serveMetrics(env.METRICS_PORT, env.METRICS_HOST, { workers: false }) : undefined;
  // Idle keep-alive connections outlive the proxy's (see KEEP_ALIVE_SECONDS). headersTimeout stays at
  // Node's 60 s: since Node 18 it runs only while a request's headers arrive, not while a connection
  // idles, so it need not exceed keepAliveTimeout, and a slow sender (slowloris) is still cut at 60 s.
  server.keepAliveTimeout = env.KEEP_ALIVE_SECONDS * 1000;
  server.listen(env.PORT, env.HOST, () => {
    if (!cluster.isWorker) log.info({ port: env.PORT, metricsPort: env.METRICS_PORT || undefined }, 'site ready');
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing the requests in progress');
    const outcome = await drainServer(server, { timeoutMs: shutdownMs, settle: pageCache && (() => pageRendersSettled(pageCache)) });
    if (outcome === 'forced') log.warn({ timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown timeout: connections cut');
    stopPoller();
    buildId.stop();
    metrics?.close();
    await runShutdownTasks();
    try {
      await closeSiteDb();
    } catch (err) {
      log.error({ err }, 'closing the database failed');
    }
    log.info({ outcome }, 'stopped');
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  process.on('SIGTERM', (s) => void stop(s));
  process.on('SIGINT', (s) => void stop(s));
}
