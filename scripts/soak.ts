/**
 * `npm run soak [-- --seconds S] [--rate R] [--companies N]`: a mixed load for a set time (default
 * 600 s) against the production build (run `npm run build` first), on a copy of the SQLite demo
 * database of N companies (default 20,000; data/bench-search-N.db, seeded once), served by the
 * cluster with its metrics endpoint on. At a constant R requests a second in all (default 100),
 * open loop (scripts/lib/constant-rate.ts):
 * - cached company pages (40 pages, over and over), 35 %;
 * - uncached company pages (a different company every time), 25 %;
 * - name suggestions, 20 %; search result pages, 15 %;
 * - password sign-ins (argon2id, each from its own address), 5 %, at most 2 a second.
 * Prints, per kind, the requests, errors (anything but 200) and latency percentiles; the page
 * cache's hit ratio; and the RSS and heap of every worker at the start (after a warm-up), the
 * middle and the end, read from the metrics endpoint (worker_memory_bytes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createUser } from '../src/server/accounts/accounts.service.ts';
import { backupSqlite } from '../src/server/db/backup.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { ensureSearchIndex } from '../src/server/search/search-index.ts';
import { arg, benchDatabase } from './lib/bench-db.ts';
import { constantRate, keepAliveAgent, percentile, type RateResult } from './lib/constant-rate.ts';
import { querySet } from './lib/search-queries.ts';
import { freePort, startSite } from './lib/site-server.ts';

const seconds = Number(arg('seconds', '600'));
const rate = Number(arg('rate', '100'));
const companies = Number(arg('companies', '20000'));
const signInRate = Math.min(2, rate * 0.05);
const PASSWORD = 'soak-password-1';

// A copy of the demo database: the sign-ins write sessions and rate-limit windows, which the
// benchmarks' database should not keep.
const dir = mkdtempSync(join(tmpdir(), 'soak-'));
const file = join(dir, 'site.db');
await backupSqlite(benchDatabase(companies), file);
const handle = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(handle.db);
await ensureSearchIndex(handle.db);
const ids = (await sql<{ id: string }>`select id from companies order by random() limit 20000`.execute(handle.db)).rows.map((r) => r.id);
const queries = (await querySet(handle.db, 2000)).map((q) => q.q);
// Each account signs in at most 4 times (the limit is 5 per 15 minutes).
const accounts = Math.ceil((signInRate * (seconds + 10)) / 4) + 1;
for (let i = 0; i < accounts; i++) await createUser(handle.db, { email: `soak${i}@example.com`, password: PASSWORD });
await handle.close();

const metricsPort = await freePort();
const site = await startSite({
  SQLITE_PATH: file,
  DATABASE_URL: '',
  METRICS_PORT: String(metricsPort),
  LOG_LEVEL: arg('log-level', 'warn'),
  TRUST_PROXY: '1',
});
const origin = `http://127.0.0.1:${site.port}`;
const agent = keepAliveAgent();
const headers = { cookie: 'lang=en; country=826; userCountry=826', 'accept-encoding': 'br' };

const hot = ids.splice(0, 40);
let n = 0;
const pick = <T>(list: T[]) => list[n++ % list.length];
let signIns = 0;
type Next = () => { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
const kinds: Array<{ label: string; share: number; next: Next }> = [
  { label: 'cached company pages', share: 0.35, next: () => ({ method: 'GET', path: `/en/company/${pick(hot)}.html` }) },
  {
    label: 'uncached company pages',
    share: 0.25,
    next: () => ({ method: 'GET', path: `/en/company/${ids.length > 1 ? ids.pop()! : pick(hot)}.html` }),
  },
  {
    label: 'suggestions',
    share: 0.2,
    next: () => ({ method: 'GET', path: `/api/v1/search/company/completionSuggest?prefix=${encodeURIComponent(pick(queries))}` }),
  },
  {
    label: 'result pages',
    share: 0.15,
    next: () => ({ method: 'GET', path: `/en/searchCompany?keyword=${encodeURIComponent(pick(queries))}` }),
  },
];

interface Memory {
  pid: string;
  rss: number;
  heap: number;
}

async function metrics(): Promise<string> {
  return (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
}

/** Every worker's RSS and heap in use, from worker_memory_bytes. */
async function memory(): Promise<Memory[]> {
  const byPid = new Map<string, Memory>();
  for (const m of (await metrics()).matchAll(/^worker_memory_bytes\{pid="(\d+)",type="(rss|heap_used)"\} (\S+)$/gm)) {
    const row = byPid.get(m[1]) ?? { pid: m[1], rss: 0, heap: 0 };
    if (m[2] === 'rss') row.rss = Number(m[3]);
    else row.heap = Number(m[3]);
    byPid.set(m[1], row);
  }
  return [...byPid.values()].sort((a, b) => a.pid.localeCompare(b.pid));
}

function counter(text: string, name: string, labels: string): number {
  const m = new RegExp(`^${name}${labels ? `\\{${labels}\\}` : ''} (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;
const samples: Array<{ at: string; rows: Memory[] }> = [];

try {
  console.log(
    `soak: ${seconds} s at ${rate} req/s (sign-ins ${signInRate}/s), ${companies.toLocaleString('en')} companies, ${accounts} accounts`,
  );
  // Warm-up: every worker compiles its code and fills its caches before the first sample.
  await Promise.all(
    kinds.map((k) => constantRate({ origin, agent, headers, rate: Math.max(1, rate * k.share * 0.5), seconds: 5, next: k.next })),
  );
  samples.push({ at: 'start', rows: await memory() });
  const middle = setTimeout(() => void memory().then((rows) => samples.push({ at: 'middle', rows })), (seconds * 1000) / 2);
  const signIn: Next = () => {
    const i = signIns++;
    return {
      method: 'POST',
      path: '/api/v1/oauth/login',
      body: JSON.stringify({ account: `soak${i % accounts}@example.com`, password: PASSWORD }),
      headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    };
  };
  const runs: Array<Promise<RateResult>> = [
    ...kinds.map((k) => constantRate({ origin, agent, headers, rate: rate * k.share, seconds, next: k.next })),
    constantRate({ origin, agent, headers, rate: signInRate, seconds, next: signIn }),
  ];
  const results = await Promise.all(runs);
  clearTimeout(middle);
  samples.push({ at: 'end', rows: await memory() });

  const labels = [...kinds.map((k) => k.label), 'password sign-ins'];
  console.log(
    `\n${'kind'.padEnd(26)} ${'requests'.padStart(9)} ${'errors'.padStart(7)}${['p50', 'p90', 'p99', 'max'].map((p) => p.padStart(11)).join('')}`,
  );
  results.forEach((r, i) => {
    const f = (p: number) => `${percentile(r.latencies, p).toFixed(1)} ms`.padStart(11);
    console.log(`${labels[i].padEnd(26)} ${String(r.sent).padStart(9)} ${String(r.failed).padStart(7)}${f(50)}${f(90)}${f(99)}${f(100)}`);
  });
  const text = await metrics();
  const hits = counter(text, 'page_cache_answers_total', 'result="HIT"');
  const all =
    hits + counter(text, 'page_cache_answers_total', 'result="MISS"') + counter(text, 'page_cache_answers_total', 'result="STALE"');
  console.log(
    `\npage cache: ${((100 * hits) / Math.max(1, all)).toFixed(1)} % hits of ${all} cached-path answers, ${mb(counter(text, 'page_cache_bytes', ''))} held`,
  );
  console.log(
    `rate-limit refusals: ${[...text.matchAll(/^rate_limit_refusals_total\{limit="(\w+)"\} (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`).join(', ') || 'none'}`,
  );
  console.log('\nworker memory (RSS / heap used):');
  const pids = [...new Set(samples.flatMap((s) => s.rows.map((r) => r.pid)))].sort();
  console.log(`${'pid'.padEnd(10)}${samples.map((s) => s.at.padStart(22)).join('')}`);
  for (const pid of pids)
    console.log(
      `${pid.padEnd(10)}${samples
        .map((s) => {
          const r = s.rows.find((x) => x.pid === pid);
          return (r ? `${mb(r.rss)} / ${mb(r.heap)}` : '(gone)').padStart(22);
        })
        .join('')}`,
    );
  const failures = results.flatMap((r, i) => r.failures.map((f) => ({ kind: labels[i], ...f })));
  if (failures.length) {
    console.log('\nfailures (the first 20 of each kind):');
    for (const f of failures)
      console.log(
        `${f.at} ${f.kind}: ${f.method} ${f.path.slice(0, 100)} → ${f.status ?? `${f.error} (socket's request ${(f.reused ?? 0) + 1})`}${f.body ? ` ${JSON.stringify(f.body.slice(0, 200))}` : ''}`,
      );
  }
  // The server's side of any failure: its warnings and errors (the site logs at warn and above here).
  const logged = site
    .output()
    .split('\n')
    .filter((l) => /"level":(40|50|60)/.test(l));
  console.log(`\nserver log: ${logged.length} warnings or errors${logged.length ? ', the first 10:' : ''}`);
  for (const l of logged.slice(0, 10)) console.log(l.slice(0, 400));
  const errors = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`\n${errors} errors in ${results.reduce((sum, r) => sum + r.sent, 0)} requests`);
  process.exitCode = errors ? 1 : 0;
} finally {
  agent.destroy();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
