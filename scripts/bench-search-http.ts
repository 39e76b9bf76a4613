/**
 * `npm run bench:search-http [-- --companies N] [--seconds S]`: the search over HTTP, from the
 * production build (run `npm run build` first) on the SQLite demo database of N companies
 * (data/bench-search-N.db, seeded once by this script or by bench:search), with the mixed query set
 * of bench:search, from a load generator on the same 2 cores:
 * - at a constant rate (an open-loop generator, latency counted from when each request was due):
 *   completionSuggest at 200 requests/s (budget: p99 under 20 ms), the result page
 *   /en/searchCompany (budget: p99 under 60 ms) and the company list call;
 * - then the most each serves, with autocannon (10 or 4 connections, closed loop).
 * The database file is read into the page cache first (`--cold` does not).
 */
import autocannon from 'autocannon';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { ensureSearchIndex } from '../src/server/search/search-index.ts';
import { constantRate, keepAliveAgent, percentile } from './lib/constant-rate.ts';
import { querySet } from './lib/search-queries.ts';
import { arg, benchDatabase, warmFileCache } from './lib/bench-db.ts';
import { startSite } from './lib/site-server.ts';

const companies = Number(arg('companies', '1000000'));
const seconds = Number(arg('seconds', '20'));
const file = benchDatabase(companies);
await warmFileCache(file);

const sample = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(sample.db);
// As `npm start` does: an index built by older key rules (or storing fewer fields) is rebuilt first.
if (await ensureSearchIndex(sample.db)) console.log('search index rebuilt for the current key rules');
const queries = (await querySet(sample.db, 2000)).map((q) => q.q);
await sample.close();

const site = await startSite({ SQLITE_PATH: file, DATABASE_URL: '' });
const cookie = 'lang=en; country=826; userCountry=826; env=production';
// One set of keep-alive connections for every fixed-rate line, opened by the warm-up; by address,
// not by name, so that a connection opened during a line does not wait for a lookup of localhost.
const agent = keepAliveAgent();
const origin = `http://127.0.0.1:${site.port}`;
let next = 0;
const nextQuery = () => queries[next++ % queries.length];

type Next = () => { method: 'GET' | 'POST'; path: string; body?: string };

async function steady(label: string, rate: number, next: Next) {
  const r = await constantRate({ origin, rate, seconds, next, agent, headers: { cookie, 'accept-encoding': 'br' } });
  const f = (p: number) => `${percentile(r.latencies, p).toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} ${String(rate).padStart(5)} req/s  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)}  max ${f(100)}  errors ${r.failed}`,
  );
}

async function run(label: string, opts: { connections: number; request: Next }) {
  const result = await autocannon({
    url: site.url,
    connections: opts.connections,
    duration: seconds,
    headers: { cookie, 'accept-encoding': 'br', 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, ...opts.request() }) }],
  });
  const l = result.latency;
  console.log(
    `${label.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(5)} req/s  p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms  errors ${result.errors + result.non2xx}`,
  );
}

try {
  const suggest = () => ({
    method: 'GET' as const,
    path: `/api/v1/search/company/completionSuggest?prefix=${encodeURIComponent(nextQuery())}`,
  });
  const page = () => ({ method: 'GET' as const, path: `/en/searchCompany?keyword=${encodeURIComponent(nextQuery())}` });
  const list = () => ({ method: 'POST' as const, path: '/api/v1/search/company/list', body: JSON.stringify({ keyword: nextQuery() }) });
  console.log(
    `${companies.toLocaleString('en')} companies on SQLite, ${queries.length} queries, ${seconds} s per line, loopback, load generator on the same cores`,
  );
  // Each worker compiles its code and fills its caches on first use: warm every kind of request first.
  await steady('warm-up (suggestions)', 100, suggest);
  await steady('warm-up (result pages)', 10, page);
  await steady('warm-up (list calls)', 10, list);
  await steady('completionSuggest at a constant 200 req/s', 200, suggest);
  await steady('result page at a constant 20 req/s', 20, page);
  await steady('company/list at a constant 20 req/s', 20, list);
  await run('completionSuggest, as fast as 10 connections go', { connections: 10, request: suggest });
  await run('result page, as fast as 4 connections go', { connections: 4, request: page });
} finally {
  agent.destroy();
  await site.stop();
}
