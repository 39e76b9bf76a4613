/**
 * `npm run bench:pages -- --kind dealer [--brokers N] [--seconds S]`: broker pages over HTTP from the
 * production build (run `npm run build` first), on a SQLite database of N brokers (data/bench-brokers-N.db,
 * written once), each with two companies and their licences, websites, accounts, software, a VPS
 * plan, a claim, a score with every index and three history days; every tenth broker a clone with a
 * warning. The load generator shares the 2 cores. Prints, beside a company page of the same
 * database for comparison: the compressed size, a cached broker page and a cached company page
 * (10 connections, closed loop; the server's CPU per request; and through wrk when it is installed,
 * see scripts/lib/wrk.ts), and uncached broker pages, a different one each request, as fast as
 * 10 connections go and at constant rates (budget: cached at the company page's throughput, uncached
 * p99 under 50 ms at 2,000 brokers).
 */
import autocannon from 'autocannon';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { CONTENT_LANGS } from '../src/i18n/languages.ts';
import { constantRate, percentile } from './lib/constant-rate.ts';
import { arg } from './lib/bench-db.ts';
import { cpuPerRequest, startSite } from './lib/site-server.ts';
import { wrkRequestsPerSecond } from './lib/wrk.ts';
import { brokerId, companyIdOf, seedBenchBrokers } from './lib/bench-brokers-world.ts';

const brokers = Number(arg('brokers', '2000'));
const seconds = Number(arg('seconds', '15'));
const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'dist/server/entry.mjs'))) throw new Error('Build first: npm run build');
const file = join(root, `data/bench-brokers-${brokers}.db`);
if (!existsSync(file)) {
  console.log(`writing ${brokers.toLocaleString('en')} brokers into ${file} (once)…`);
  mkdirSync(join(root, 'data'), { recursive: true });
  const handle = openDb({ sqlitePath: file, databaseUrl: '' });
  await migrateToLatest(handle.db);
  await seedBenchBrokers(handle.db, brokers);
  await handle.close();
}

const site = await startSite({ SQLITE_PATH: file, DATABASE_URL: '', PAGE_CACHE_MB: '256' });
const headers = { 'accept-encoding': 'br' };
const dealer = (i: number, lang = 'en') => `/${lang}/dealer/${brokerId(i)}.html`;
const companyPage = (i: number) => `/en/company/${companyIdOf(i, 0)}.html`;

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
      cpuPerRequest(site, cpu, r.requests.total),
  );
}

/** A cached page through wrk (scripts/lib/wrk.ts), whose cost per answer does not grow with its bytes; skipped without wrk. */
async function runWrk(label: string, path: string): Promise<void> {
  const cpu = site.cpuMs();
  const r = await wrkRequestsPerSecond(`${site.url}${path}`, { seconds, connections: 10, headers });
  if (!r) return console.log(`${label.padEnd(52)} (wrk is not installed: apt-get install wrk)`);
  console.log(`${label.padEnd(52)} ${Math.round(r.rate).toString().padStart(6)} req/s${cpuPerRequest(site, cpu, r.requests)}`);
}

// Uncached requests: each broker in each language once, in a shuffled order.
const uncached: string[] = [];
for (const lang of CONTENT_LANGS) for (let i = 0; i < brokers; i++) uncached.push(dealer(i, lang));
for (let i = uncached.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [uncached[i], uncached[j]] = [uncached[j], uncached[i]];
}
const next = () => {
  const path = uncached.pop();
  if (!path) throw new Error('ran out of uncached broker pages: use fewer seconds or more brokers');
  return path;
};

try {
  console.log(`${brokers.toLocaleString('en')} brokers on SQLite, ${seconds} s per line, loopback, load generator on the same cores`);
  for (const lang of ['en', 'ar']) {
    const res = await fetch(`${site.url}${dealer(1, lang)}`, { headers });
    const bytes = Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
    console.log(`broker page HTML, brotli, ${lang}: ${bytes} B`);
  }
  // The company page compared below is one of the brokers' own (thin) companies: a cached page's
  // throughput on loopback follows its bytes, so both sizes are printed to read the two lines by.
  {
    const res = await fetch(`${site.url}${companyPage(1)}`, { headers });
    console.log(`company page HTML, brotli, en: ${Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength)} B`);
  }
  await run('warm-up (uncached broker pages)', 4, next);
  await fetch(`${site.url}${dealer(1)}`);
  await fetch(`${site.url}${companyPage(1)}`);
  // Alternated twice: on a shared machine the load changes from one line to the next.
  for (let round = 0; round < 2; round++) {
    await run('cached broker page (one page, 10 connections)', 10, () => dealer(1));
    await run('cached company page (one page, 10 connections)', 10, () => companyPage(1));
  }
  for (let round = 0; round < 2; round++) {
    await runWrk('cached broker page, wrk (10 connections)', dealer(1));
    await runWrk('cached company page, wrk (10 connections)', companyPage(1));
  }
  // One request at a time: the time of a render itself, without queueing behind other requests.
  const sequential = async (label: string, path: (k: number) => string) => {
    const times: number[] = [];
    for (let k = 0; k < 300; k++) {
      const started = performance.now();
      const res = await fetch(`${site.url}${path(k)}`, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => `${times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)} ms`;
    console.log(`${label.padEnd(52)} ${'1'.padStart(6)} conn   p50 ${q(50)}  p90 ${q(90)}  p99 ${q(99)}  max ${q(100)}`);
  };
  await sequential('uncached broker pages, one request at a time', () => next());
  await sequential('uncached company pages, one request at a time', (k) => `/en/company/${companyIdOf(brokers - 1 - k, k % 2)}.html`);
  await run('uncached broker pages (a new one each request)', 10, next);
  for (const rate of [50, 20]) {
    const r = await constantRate({ origin: site.url, rate, seconds, headers, next: () => ({ method: 'GET', path: next() }) });
    const f = (p: number) => `${percentile(r.latencies, p).toFixed(1)} ms`;
    console.log(
      `${`uncached broker pages at a constant ${rate} req/s`.padEnd(52)} ${String(rate).padStart(6)} req/s  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)}  max ${f(100)}  errors ${r.failed}`,
    );
  }
} finally {
  await site.stop();
}
