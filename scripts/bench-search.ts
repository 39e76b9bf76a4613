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
import { parseNames } from '../src/server/search/search-docs.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const companies = Number(arg('companies', '1000000'));
const queryCount = Number(arg('queries', '3000'));
const engines = arg('engine', 'both') === 'both' ? ['sqlite', 'postgres'] : [arg('engine', 'sqlite')];
const root = new URL('..', import.meta.url).pathname;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Small deterministic PRNG (mulberry32): the same query set on every run and engine. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = ['limited', 'ltd', 'co', 'gmbh', 'holdings', 'trading', '有限公司', '公司', '株式会社', 'ооо', 'inc', 'group', 'sa', 'international'];
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

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
  const { n } = await database.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) >= companies) return;
  console.log(`${engine}: seeding ${companies.toLocaleString('en')} demo companies (once; kept for later runs)…`);
  const env = engine === 'sqlite'
    ? { ...process.env, DATABASE_URL: '', SQLITE_PATH: join(root, `data/bench-search-${companies}.db`) }
    : { ...process.env, DATABASE_URL: PG_URL, DATABASE_SCHEMA: `bench_${companies}` };
  execFileSync('npm', ['run', 'seed:demo', '--', '--companies', String(companies)], { stdio: 'inherit', env, cwd: root });
}

/** Queries drawn from stored names, by kind. */
async function querySet(database: Db): Promise<Array<{ kind: string; q: string }>> {
  const rand = prng(20261122);
  const { max } = await database.db.selectFrom('search_docs').select((eb) => eb.fn.max('doc').as('max')).where('kind', '=', 'c').executeTakeFirstOrThrow();
  const ids = Array.from({ length: queryCount }, () => 1 + Math.floor(rand() * Number(max)));
  // Read in the drawn order, so that both engines get the very same query set.
  const byDoc = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    for (const r of await database.db.selectFrom('search_docs').select(['doc', 'names']).where('doc', 'in', ids.slice(i, i + 500)).execute()) byDoc.set(Number(r.doc), r.names);
  }
  const rows = ids.filter((id) => byDoc.has(id)).map((id) => ({ names: byDoc.get(id)! }));
  const out: Array<{ kind: string; q: string }> = [];
  for (const r of rows) {
    const name = parseNames(r.names)[0];
    if (!name) continue;
    const pick = rand();
    const cps = [...name.norm.replace(/ /g, '')];
    if (CJK.test(name.norm) && pick < 0.5) {
      const len = 1 + Math.floor(rand() * 3);
      const at = Math.floor(rand() * Math.max(1, cps.length - len));
      out.push({ kind: `CJK ${len} char`, q: cps.slice(at, at + len).join('') });
    } else if (name.translit && pick < 0.75) {
      const words = name.translit.split(' ');
      out.push({ kind: 'transliterated', q: words.slice(0, 1 + Math.floor(rand() * 2)).join(' ') });
    } else if (pick < 0.85) {
      out.push({ kind: 'common term', q: COMMON[Math.floor(rand() * COMMON.length)] });
    } else {
      const words = name.norm.split(' ');
      const w = words[Math.floor(rand() * words.length)];
      out.push({ kind: 'Latin/native prefix', q: rand() < 0.5 ? w.slice(0, 3 + Math.floor(rand() * 4)) : words.slice(0, 2).join(' ') });
    }
  }
  return out;
}

/** Bytes of the whole database and of the search index (tables and their indexes). */
async function sizes(engine: string, database: Db): Promise<{ total: number; search: number }> {
  const rows = engine === 'sqlite'
    ? (await sql<{ name: string; bytes: number }>`select name, sum(pgsize) as bytes from dbstat group by name`.execute(database.db)).rows
    : (await sql<{ name: string; bytes: number }>`select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`.execute(database.db)).rows;
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
    const queries = await querySet(database);
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
    console.log(`\n${engine}, ${companies.toLocaleString('en')} companies: database ${(total / 1e6).toFixed(0)} MB, ` +
      `${Math.round(total / companies)} bytes per company with everything, of which the search index ${Math.round(search / companies)}`);
    for (const [kind, xs] of [...byKind].sort()) console.log(line(kind, xs));
    console.log(line('all (top 10)', all));
    console.log(`queries without a hit: ${empty}`);
  } finally {
    await database.close();
  }
}
