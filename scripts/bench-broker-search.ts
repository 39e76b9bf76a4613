/**
 * `npm run bench:broker-search [-- --brokers N] [--companies N] [--seconds S] [--port P] [--http]`:
 * the broker half of the search, on a fresh SQLite database of N brokers (default 2,000, the demo
 * world's size), each behind one or two companies holding licences of catalogue regulators, beside
 * `--companies` plain demo-like companies (default 100,000) so the shared index has the size of a
 * real one around them.
 * - in-process: broker suggestions, company suggestions (to see they did not get dearer), the Brokers
 *   tab's list, a rank list page and a 50-code trader lookup: p50 / p90 / p99 over the query set;
 * - with --http (a production build, `npm run build`): the broker suggestion call over HTTP at a
 *   constant 200 requests/s, the budget of every suggestion call (p99 under 20 ms), and the rank page.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { brokersByCodes, rankList } from '../src/server/brokers/broker-lists.service.ts';
import { listBrokers, suggestBrokers } from '../src/server/search/broker-search.service.ts';
import { suggestCompanies } from '../src/server/search/company-search.service.ts';
import { rebuildSearchIndex } from '../src/server/search/search-index.ts';
import { REGULATORS } from '../src/server/regulators/regulator-catalogue.ts';
import { seedSearchBrokers, type FixtureBroker } from '../tests/fixtures/brokers/search-brokers.ts';
import { arg } from './lib/bench-db.ts';
import { constantRate, keepAliveAgent, percentile } from './lib/constant-rate.ts';
import { prng } from './lib/search-queries.ts';

const brokers = Number(arg('brokers', '2000'));
const companies = Number(arg('companies', '100000'));
const seconds = Number(arg('seconds', '10'));
const port = Number(arg('port', '4741'));
const root = fileURLToPath(new URL('../', import.meta.url));

const A = ['Atlas', 'Harbour', 'North', 'Summit', 'Blue', 'Crown', 'Delta', 'Eagle', 'Falcon', 'Golden', 'Iron', 'Jade', 'King', 'Lion'];
const B = ['Prime', 'Trade', 'Capital', 'Global', 'Pacific', 'Markets', 'Invest', 'Forex', 'Pro', 'Alpha', 'Vertex', 'Nova', 'Orbit'];
const C = ['Markets', 'FX', 'Trading', 'Securities', 'Brokers', 'Finance', 'Group', 'CFD'];
const CJK = ['海港', '金山', '华信', '东方', '盛达', '恒通', '瑞丰', '鼎盛'];
const random = prng(20_261_124);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const licensing = REGULATORS.filter((r) => r.country && r.country.length === 2);

function fixture(i: number): FixtureBroker {
  const brand =
    i % 10 === 0 ? `${pick(CJK)}${pick(['外汇', '证券', '金融'])} ${pick(A)} ${pick(C)}` : `${pick(A)} ${pick(B)} ${pick(C)} ${i}`;
  const n = 1 + (i % 2);
  return {
    code: String(8_000_000_000 + i),
    name: brand,
    country: pick(licensing).country!,
    score: i % 17 === 0 ? null : Math.round(random() * 1000) / 100,
    companies: Array.from({ length: n }, (_, k) => {
      const regulator = pick(licensing);
      return {
        jurisdiction: regulator.country!.toLowerCase(),
        number: `BB${i}-${k}`,
        name: `${brand.replace(/\d+$/, '').trim()} ${pick(['Capital', 'Holdings', 'Europe', 'Asia'])} ${pick(['Ltd', 'Limited', 'LLC', 'Pty Ltd'])}`,
        licences: [
          {
            regulator: regulator.name,
            regulatorKey: regulator.key,
            country: regulator.country!,
            number: `${i}${k}`,
            status: pick(['active', 'active', 'active', 'exceeded', 'revoked', 'expired']),
          },
        ],
      };
    }),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-brokers-'));
const file = join(dir, 'brokers.db');
const database = openDb({ sqlitePath: file, databaseUrl: '' });
const fixtures = Array.from({ length: brokers }, (_, i) => fixture(i + 1));
try {
  await migrateToLatest(database.db);
  const db = database.db;
  let started = performance.now();
  // Plain companies in bulk (one statement per 500, the index rebuilt after), as a register around the brokers.
  for (let at = 0; at < companies; at += 500) {
    const values = Array.from({ length: Math.min(500, companies - at) }, (_, k) => {
      const i = at + k;
      return sql`(${`bench-company-${i}`}, 'gb', ${String(i).padStart(8, '0')}, ${`${pick(A)} ${pick(B)} ${pick(['Holdings', 'Services', 'Trading', 'Consulting'])} ${i} Limited`}, '', 'Active', 0, 'h', 'bench', '2026-01-01', '2026-01-01')`;
    });
    await sql`insert into companies (id, jurisdiction_code, company_number, name, normalised_name, current_status, inactive, content_hash, source, retrieved_at, updated_at) values ${sql.join(values)}`.execute(
      db,
    );
  }
  await seedSearchBrokers(db, fixtures);
  await rebuildSearchIndex(db);
  console.log(
    `${brokers.toLocaleString('en')} brokers and ${companies.toLocaleString('en')} companies seeded and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Queries: brand prefixes of 2 to 12 characters, company-name words, a pinyin reading, misses.
  const queries: string[] = [];
  const kinds: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const b = pick(fixtures);
    const r = random();
    const [kind, q] =
      r < 0.55
        ? ['brand prefix', b.name.slice(0, 2 + Math.floor(random() * 10))]
        : r < 0.8
          ? ['company name words', b.companies[0].name.split(' ').slice(0, 2).join(' ')]
          : r < 0.9
            ? ['common word or pinyin', pick(['haigang', 'jinshan', 'huaxin', 'dongfang', 'markets', 'fx', 'capital'])]
            : ['no match', `zq${Math.floor(random() * 1e6)}`];
    queries.push(q);
    kinds.push(kind);
  }

  const time = async (label: string, n: number, run: (i: number) => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await run(i);
      ms.push(performance.now() - t);
    }
    const f = (p: number) => `${percentile(ms, p).toFixed(2)} ms`;
    console.log(`${label.padEnd(36)} n=${n}  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)}  max ${f(100)}`);
  };
  for (let i = 0; i < 200; i++) await suggestBrokers(db, queries[i]); // warm-up
  await time('broker suggestions', queries.length, (i) => suggestBrokers(db, queries[i], 'gb'));
  for (const kind of new Set(kinds)) {
    const of = queries.filter((_, i) => kinds[i] === kind);
    await time(`  ${kind}`, of.length, (i) => suggestBrokers(db, of[i], 'gb'));
  }
  await time('company suggestions', queries.length, (i) => suggestCompanies(db, queries[i], 'gb'));
  await time('Brokers tab (list, page 1)', 500, (i) =>
    listBrokers(db, { keyword: queries[i], countries: [], sort: 'default', page: 1, size: 20 }, 'gb'),
  );
  await time('rank list page (overall / country)', 500, (i) =>
    rankList(db, { country: i % 2 ? undefined : pick(licensing).country!, page: 1 + (i % 5), size: 20 }),
  );
  await time('trader codes (50 at once)', 200, () =>
    brokersByCodes(
      db,
      Array.from({ length: 50 }, () => pick(fixtures).code),
    ),
  );
  await database.close();

  if (process.argv.includes('--http')) {
    if (!existsSync(join(root, 'dist/server/entry.mjs'))) throw new Error('Build first: npm run build');
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/http/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://localhost:${port}`,
        NODE_ENV: 'production',
        // A benchmark, as startSite's (scripts/lib/site-server.ts): the development SMS outbox is allowed.
        SMS_DEV_IN_PRODUCTION: '1',
        SQLITE_PATH: file,
        DATABASE_URL: '',
      },
      // Its errors show (a refusal to start would otherwise look like a slow start).
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      started = Date.now();
      for (;;) {
        if (Date.now() - started > 120_000) throw new Error('the site did not start in 2 minutes');
        try {
          if ((await fetch(`${origin}/HealthCheck/Get`)).ok) break;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      const agent = keepAliveAgent();
      const headers = { cookie: 'lang=en; country=826; userCountry=826; env=production', 'accept-encoding': 'br' };
      let next = 0;
      const suggestion = () => ({
        method: 'GET' as const,
        path: `/api/v1/search/broker/completionSuggest?prefix=${encodeURIComponent(queries[next++ % queries.length])}`,
      });
      await constantRate({ origin, rate: 200, seconds: 3, next: suggestion, agent, headers }); // warm-up
      for (const [label, rate, nextRequest] of [
        ['broker completionSuggest', 200, suggestion],
        ['/en/brokers (rank list pages)', 50, () => ({ method: 'GET' as const, path: `/en/brokers?page=${1 + (next++ % 20)}` })],
      ] as const) {
        const r = await constantRate({ origin, rate, seconds, next: nextRequest, agent, headers });
        const f = (p: number) => `${percentile(r.latencies, p).toFixed(1)} ms`;
        console.log(`${label.padEnd(36)} ${rate} req/s  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)}  max ${f(100)}  errors ${r.failed}`);
      }
      agent.destroy();
    } finally {
      child.kill('SIGTERM');
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
