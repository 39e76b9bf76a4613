/**
 * `npm run bench:search [-- --companies N] [--queries Q] [--engine sqlite|postgres|both]`: name
 * suggestion latency (top 10) at N generated companies. Seeds a demo database of N companies when the
 * benchmark database holds fewer (SQLite: data/bench-search-N.db; PostgreSQL: schema bench_N in
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), then runs a mixed query set
 * drawn from the data with a fixed seed: Latin prefixes and words, CJK queries of 1-3 characters,
 * very common terms, Latin spellings of non-Latin names. Prints p50/p95/p99 per kind and overall.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb, type Db } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { searchNames } from '../src/server/search/name-search.service.ts';
import { querySet } from './lib/search-queries.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const companies = Number(arg('companies', '1000000'));
const queryCount = Number(arg('queries', '3000'));
const engines = arg('engine', 'both') === 'both' ? ['sqlite', 'postgres'] : [arg('engine', 'sqlite')];
const root = new URL('..', import.meta.url).pathname;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function openBench(engine: string): Promise<Db> {
  if (engine === 'sqlite') return openDb({ databaseUrl: '', sqlitePath: join(root, `data/bench-search-${companies}.db`) });
  const schema = `bench_${companies}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  return openDb({ databaseUrl: PG_URL, pgSchema: schema });
}

async function ensureData(engine: string, database: Db): Promise<void> {
  await migrateToLatest(database.db, database.schema);
  const { n } = await database.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= companies) return;
  console.log(`${engine}: seeding ${companies.toLocaleString('en')} demo companies (once; kept for later runs)…`);
  const env =
    engine === 'sqlite'
      ? { ...process.env, DATABASE_URL: '', SQLITE_PATH: join(root, `data/bench-search-${companies}.db`) }
      : { ...process.env, DATABASE_URL: PG_URL, DATABASE_SCHEMA: `bench_${companies}` };
  execFileSync('npm', ['run', 'seed:demo', '--', '--companies', String(companies)], { stdio: 'inherit', env, cwd: root });
}

/** Bytes of the whole database and of the search index (tables and their indexes). */
async function sizes(engine: string, database: Db): Promise<{ total: number; search: number }> {
  const rows =
    engine === 'sqlite'
      ? (await sql<{ name: string; bytes: number }>`select name, sum(pgsize) as bytes from dbstat group by name`.execute(database.db)).rows
      : (
          await sql<{ name: string; bytes: number }>`select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`.execute(database.db)
        ).rows;
  const search = /^(search_terms|search_docs|search_meta|search_docs_entity|sqlite_autoindex_search_\w+)$/;
  return {
    total: rows.reduce((a, r) => a + Number(r.bytes), 0),
    search: rows.filter((r) => search.test(r.name)).reduce((a, r) => a + Number(r.bytes), 0),
  };
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

for (const engine of engines) {
  const database = await openBench(engine);
  try {
    await ensureData(engine, database);
    const queries = await querySet(database.db, queryCount);
    for (const { q } of queries.slice(0, 300)) await searchNames(database.db, 'c', q); // warm caches and JIT
    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    let empty = 0;
    for (const { kind, q } of queries) {
      const t = performance.now();
      const hits = await searchNames(database.db, 'c', q);
      const ms = performance.now() - t;
      if (!hits.length) empty++;
      all.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
    const line = (label: string, xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `${label.padEnd(22)} n=${String(s.length).padStart(5)}  p50 ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms`;
    };
    const { total, search } = await sizes(engine, database);
    console.log(
      `\n${engine}, ${companies.toLocaleString('en')} companies: database ${(total / 1e6).toFixed(0)} MB, ` +
        `${Math.round(total / companies)} bytes per company with everything, of which the search index ${Math.round(search / companies)}`,
    );
    for (const [kind, xs] of [...byKind].sort()) console.log(line(kind, xs));
    console.log(line('all (top 10)', all));
    console.log(`queries without a hit: ${empty}`);
  } finally {
    await database.close();
  }
}
