/**
 * `npm run bench:pages [-- --companies N] [--seconds S]` (`-- --kind dealer` for broker pages: see
 * bench-broker-pages.ts; `-- --kind sizes` for every page kind's size: bench-page-sizes.ts; `-- --kind ab`
 * for an uncached page's CPU in two builds side by side: bench-miss-ab.ts): detail pages over HTTP from the production
 * build (run `npm run build` first) on the SQLite demo database of N companies (data/bench-search-N.db,
 * seeded once by bench:search-http or here), with the load generator on the same 2 cores. Prints,
 * after a warm-up of uncached pages that fills each worker's page cache:
 * - the same company page served as a static file by the same server (the ceiling);
 * - a cached company page (10 connections, closed loop), and its share of the ceiling (budget 85 %);
 * - uncached company pages, a different company every request (misses: render, compress, store),
 *   as fast as 10 connections go and at a constant 400 requests/s (budget: 400/s, p99 under 50 ms);
 * - the compressed size of company pages (budget: 14 KB for a typical record), English and Arabic.
 * Each line also gives the server's CPU time per request (its primary and workers, from /proc on
 * Linux): on a shared machine req/s follows whatever else runs, the CPU a request costs hardly does.
 *
 * `--profile DIR`: instead, a CPU profile of uncached pages. The site runs with `node --cpu-prof`
 * (each process writes DIR/*.cpuprofile when it stops), serves the warm-up and then only the
 * uncached line; `node scripts/profile-summary.ts DIR` prints it as a table (BENCHMARKS.md, issue 21).
 */
import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { constantRate, percentile } from './lib/constant-rate.ts';
import { arg, benchDatabase, randomCompanyIds } from './lib/bench-db.ts';
import { cpuPerRequest as cpuPerRequestOf, startSite } from './lib/site-server.ts';

// `--kind dealer`: broker pages against company pages on a database of brokers (bench-broker-pages.ts).
if (arg('kind', 'company') === 'dealer') {
  await import('./bench-broker-pages.ts');
  process.exit(0);
}
// `--kind ab --a DIR --b DIR`: an uncached page's CPU in two builds served side by side (bench-miss-ab.ts).
if (arg('kind', 'company') === 'ab') {
  await import('./bench-miss-ab.ts');
  process.exit(0);
}
// `--kind sizes`: the first response's size of every public page kind in en, ar, hi and th (bench-page-sizes.ts).
if (arg('kind', 'company') === 'sizes') {
  await import('./bench-page-sizes.ts');
  process.exit(0);
}

const companies = Number(arg('companies', '1000000'));
const profileDir = arg('profile', '');
const seconds = Number(arg('seconds', '15'));
const file = benchDatabase(companies);
const root = new URL('..', import.meta.url).pathname;

// A random sample of companies, spread over the whole table (after the migrations, which the site would run too).
const handle = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(handle.db);
await handle.close();
const ids = await randomCompanyIds(file, 60_000);

const staticDir = join(root, 'dist/client/bench-static');
const siteStarted = performance.now();
const site = await startSite({
  SQLITE_PATH: file,
  DATABASE_URL: '',
  PAGE_CACHE_MB: '256',
  ...(profileDir ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim() } : {}),
});
const headers = { 'accept-encoding': 'br' };
const page = (id: string, lang = 'en') => `/${lang}/company/${id}.html`;

const cpuPerRequest = (before: number | undefined, requests: number) => cpuPerRequestOf(site, before, requests);

async function run(label: string, connections: number, path: () => string) {
  const cpu = site.cpuMs();
  const r = await autocannon({
    url: site.url,
    connections,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
  });
  const l = r.latency;
  console.log(
    `${label.padEnd(52)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms  max ${l.max} ms  errors ${r.errors + r.non2xx}` +
      cpuPerRequest(cpu, r.requests.total),
  );
  return r.requests.average;
}

async function size(path: string): Promise<number> {
  const res = await fetch(`${site.url}${path}`, { headers });
  return Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
}

if (profileDir) {
  try {
    console.log(`${companies.toLocaleString('en')} companies on SQLite, profiling uncached pages into ${profileDir}`);
    await run('warm-up (uncached pages)', 4, () => page(ids.pop()!));
    const after = Math.ceil((performance.now() - siteStarted) / 1000);
    await run('uncached company pages (a new one each request)', 10, () => page(ids.pop()!));
    console.log(`summary of the uncached line: node scripts/profile-summary.ts ${profileDir} --after ${after}`);
  } finally {
    await site.stop();
  }
  process.exit(0);
}

try {
  console.log(`${companies.toLocaleString('en')} companies on SQLite, ${seconds} s per line, loopback, load generator on the same cores`);
  // Typical records: the compressed size of 200 random company pages as sent (brotli, from the cache).
  for (const lang of ['en', 'ar']) {
    const sizes: number[] = [];
    for (const id of ids.slice(0, 200)) sizes.push(await size(page(id, lang)));
    sizes.sort((a, b) => a - b);
    const q = (p: number) => sizes[Math.min(sizes.length - 1, Math.floor((p / 100) * sizes.length))];
    console.log(`company page HTML, brotli, ${lang}: median ${q(50)} B, p90 ${q(90)} B, max ${sizes.at(-1)} B (budget 14 KB = 14,336 B)`);
  }

  // The ceiling: one of those pages as a precompressed static file, served by the same server.
  const html = Buffer.from(await (await fetch(`${site.url}${page(ids[0])}`)).arrayBuffer());
  mkdirSync(staticDir, { recursive: true });
  // HTML files always go through the request rules, so the ceiling serves the same bytes as .txt.
  writeFileSync(join(staticDir, 'company.txt'), html);
  writeFileSync(join(staticDir, 'company.txt.br'), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(staticDir, 'company.txt.gz'), gzipSync(html, { level: 9 }));

  // Warm-up: every worker compiles its code and fills its page cache, as a server after a crawl has.
  await run('warm-up (uncached pages)', 4, () => page(ids.pop()!));
  const hot = ids.pop()!;
  await fetch(`${site.url}${page(hot)}`);
  // The ceiling right beside the cached page, after the warm-up, so that both meet the same heap and
  // the same full cache (measured before the warm-up it ran against an empty process; BENCHMARKS.md).
  const ceiling = await run('static file (same page, precompressed)', 10, () => '/bench-static/company.txt');
  const cached = await run('cached company page (one page, 10 connections)', 10, () => page(hot));
  console.log(`cached page against the static file: ${Math.round((100 * cached) / ceiling)} % (budget: at least 85 %)`);
  await run('uncached company pages (a new one each request)', 10, () => page(ids.pop()!));
  // The budget's rate, and a rate this machine sustains, to show the latency of uncached pages short of saturation.
  // Each line's workers' share of the CPU as well: a worker is handed whole connections, and a keep-alive
  // client that reuses its last socket first can leave one worker most of the load, which decides the
  // p99 more than the code does (BENCHMARKS.md, "A cheap miss", session 15).
  for (const rate of [400, 150]) {
    const cpu = site.cpuMs();
    const perWorker = site.workerCpuMs();
    const r = await constantRate({ origin: site.url, rate, seconds, headers, next: () => ({ method: 'GET', path: page(ids.pop()!) }) });
    const f = (p: number) => `${percentile(r.latencies, p).toFixed(1)} ms`;
    console.log(
      `${`uncached company pages at a constant ${rate} req/s`.padEnd(52)} ${String(rate).padStart(6)} req/s  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)}  max ${f(100)}  errors ${r.failed}${cpuPerRequest(cpu, r.sent)}${workerSplit(perWorker, site.workerCpuMs())}`,
    );
  }
} finally {
  await site.stop();
  rmSync(staticDir, { recursive: true, force: true });
}

/** '  workers 52/48 %': each worker's share of the CPU the workers used between two readings; empty without them. */
function workerSplit(before: number[] | undefined, after: number[] | undefined): string {
  if (!before || !after || before.length !== after.length) return '';
  const used = after.map((ms, i) => ms - before[i]);
  const total = used.reduce((a, b) => a + b, 0);
  return total > 0 ? `  workers ${used.map((ms) => Math.round((100 * ms) / total)).join('/')} %` : '';
}
