/**
 * Starts the production site from dist/: `node src/server/http/start.ts` (npm start builds first).
 * Loads the IP database before listening so that the first request does not pay for it.
 *
 * With WEB_CONCURRENCY above 1 (default: one per core), the primary process forks that many
 * workers sharing the port (node:cluster). Each has its own SQLite connection: WAL lets them read
 * side by side, so one slow search no longer holds up every other request behind it (node:sqlite
 * runs queries synchronously on the event loop).
 */
import './production-env.ts';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { env } from '../config/env.ts';
import { startupProblem } from '../config/startup-checks.ts';

const problem = startupProblem(env);
if (problem) {
  console.error(`Refusing to start: ${problem}`);
  process.exit(1);
}

const workers = env.WEB_CONCURRENCY ?? availableParallelism();
if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  let ready = 0;
  cluster.on('listening', () => {
    if (++ready === workers) console.log(`Site ready on http://localhost:${env.PORT} (${workers} workers)`);
  });
  // A worker that dies unexpectedly is replaced; on shutdown they all stop.
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    let left = Object.keys(cluster.workers ?? {}).length;
    if (!left) process.exit(0);
    cluster.on('exit', () => {
      if (--left <= 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('../geo/ip-country.ts');
  const { createSiteServer } = await import('./server.ts');
  const distDir = env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
  const { handler } = (await import(`${distDir}/server/entry.mjs`)) as { handler: Parameters<typeof createSiteServer>[0]['astro'] };
  // Each worker keeps its own page cache and follows the page-change log itself.
  const { PageCache } = await import('./page-cache.ts');
  const pageCache =
    env.PAGE_CACHE_MB > 0 ? new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_TTL_SECONDS * 1000 }) : undefined;
  let stopPoller = () => {};
  if (pageCache) {
    const { siteDb } = await import('../db/instance.ts');
    const { startPageChangePoller } = await import('../pages/page-change-poller.ts');
    stopPoller = startPageChangePoller(siteDb(), pageCache);
  }
  const server = createSiteServer({ clientDir: `${distDir}/client`, astro: handler, trustProxy: env.TRUST_PROXY, pageCache });
  server.listen(env.PORT, env.HOST, () => {
    if (workers <= 1) console.log(`Site ready on http://localhost:${env.PORT}`);
  });
  const stop = () => {
    stopPoller();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
