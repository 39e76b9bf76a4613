/**
 * `npm run bench:pages -- --kind sizes [--companies N] [--langs en,ar,hi,th] [--sample N] [--results N] [--fixed] [--save DIR]`:
 * the first response of every public page kind as the server sends it (brotli, made once when the page
 * is rendered: quality 5), median, p90 and max per kind and language, against issue 21's budget of
 * 14 KB (14,336 B) at the 90th percentile. Runs on the demo database of N companies (bench-db.ts: the
 * demo world, with brokers, regulators and exchanges) from the production build. Each page is asked
 * for once, so every size is a first render's, not the quality-11 copy a page read again gets.
 * The regulator page of a regulator with 5,000 licensees is bench:regulator-page's (its own world).
 * `--save DIR` writes the largest page of each kind and language there, to see where the bytes are.
 * `--results N`: company result pages (keywords) to ask for, and half as many executive ones (20 unless given).
 * `--fixed`: the same sample on every run (ordered by a part of each id instead of at random), so that
 * two builds on one database are compared on the same pages; without it each run draws a new sample.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { detailHref } from '../src/lib/detail-href.ts';
import { resultsHref } from '../src/lib/results-href.ts';
import { regulatorId } from '../src/server/regulators/regulator-ids.ts';
import { arg, benchDatabase } from './lib/bench-db.ts';
import { startSite } from './lib/site-server.ts';

const BUDGET = 14 * 1024;
const companies = Number(arg('companies', '100000'));
const langs = arg('langs', 'en,ar,hi,th').split(',');
const sample = Number(arg('sample', '60'));
const save = arg('save', '');
const results = Number(arg('results', '20'));
const fixed = process.argv.includes('--fixed');
/** The sample's order: random, or (--fixed) by the middle of the id, which is as good as random for uuids and the same every run. */
const order = (column: string) => (fixed ? sql`substr(${sql.ref(column)}, 10), ${sql.ref(column)}` : sql`random()`);
const file = benchDatabase(companies);

// A random sample of each kind's ids (the same for every language).
const handle = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(handle.db);
const pick = async (table: string, column = 'id') =>
  (
    await sql<{ id: string }>`select ${sql.ref(column)} as id from ${sql.table(table)} order by ${order(column)} limit ${sample}`.execute(
      handle.db,
    )
  ).rows.map((r) => r.id);
const companyIds = await pick('companies');
const officerIds = await pick('officers');
const brokerIds = await pick('brokers');
const exchangeIds = await pick('exchanges');
const regulatorKeys = (
  await sql<{
    key: string;
  }>`select distinct regulator_key as key from licences where regulator_key is not null order by ${order('regulator_key')} limit ${sample}`.execute(
    handle.db,
  )
).rows.map((r) => r.key);
// Keywords as people type them: the first word of random company names and officers' family names.
const words = (
  await sql<{ name: string }>`select name from companies order by ${order('id')} limit ${results}`.execute(handle.db)
).rows.map((r) => r.name.split(/\s+/)[0]);
const people = (
  await sql<{ name: string }>`select name from officers order by ${order('id')} limit ${Math.ceil(results / 2)}`.execute(handle.db)
).rows.map((r) => r.name.split(/\s+/).at(-1)!);
await handle.close();

const kinds: [string, (lang: string) => string[]][] = [
  ['home', (l) => [`/${l}`]],
  ['about', (l) => [`/${l}/about`]],
  ['company', (l) => companyIds.map((id) => detailHref(l, 'company', id))],
  ['executive', (l) => officerIds.map((id) => detailHref(l, 'executive', id))],
  ['broker (dealer)', (l) => brokerIds.map((id) => detailHref(l, 'dealer', id))],
  ['regulator', (l) => regulatorKeys.map((k) => detailHref(l, 'regulator', regulatorId(k)))],
  ['exchange', (l) => exchangeIds.map((id) => detailHref(l, 'exchange', id))],
  ['company results', (l) => words.map((w) => resultsHref(l, 'company', w))],
  ['executive results', (l) => people.map((w) => resultsHref(l, 'executive', w))],
  ['regulators list', (l) => [`/${l}/regulators`]],
  ['brokers home', (l) => [`/${l}/brokers`]],
];

const site = await startSite({ SQLITE_PATH: file, DATABASE_URL: '', PAGE_CACHE_MB: '256' });
/** One GET as a browser asks for it (brotli), counting the bytes on the wire: the server's own compression. */
function get(path: string): Promise<{ wire: number; html: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(site.url + path, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`));
        resolve({ wire: body.length, html: res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

try {
  // A fresh process compiles its modules on its first requests: warm it up on other pages first.
  for (const path of ['/en/about', '/ar/about', '/en/regulators', '/en']) await get(`${path}?warm=1`).catch(() => undefined);
  if (save) mkdirSync(save, { recursive: true });
  console.log(
    `first response, brotli as sent (first render), ${companies.toLocaleString('en')} demo companies; budget p90 ≤ ${BUDGET.toLocaleString('en')} B`,
  );
  console.log(
    `${'page kind'.padEnd(20)} ${'lang'.padEnd(4)} ${'pages'.padStart(5)} ${'median'.padStart(9)} ${'p90'.padStart(9)} ${'max'.padStart(9)}  ${'raw median'.padStart(10)}`,
  );
  for (const [kind, paths] of kinds) {
    for (const lang of langs) {
      const sizes: { wire: number; raw: number; path: string; html: Buffer }[] = [];
      for (const path of paths(lang)) {
        const r = await get(path);
        sizes.push({ wire: r.wire, raw: r.html.length, path, html: r.html });
      }
      sizes.sort((a, b) => a.wire - b.wire);
      const q = (p: number) => sizes[Math.min(sizes.length - 1, Math.floor((p / 100) * sizes.length))];
      const p90 = q(90).wire;
      console.log(
        `${kind.padEnd(20)} ${lang.padEnd(4)} ${String(sizes.length).padStart(5)} ${q(50).wire.toLocaleString('en').padStart(7)} B ${p90.toLocaleString('en').padStart(7)} B ${sizes.at(-1)!.wire.toLocaleString('en').padStart(7)} B  ${q(50).raw.toLocaleString('en').padStart(8)} B${p90 > BUDGET ? '  over' : ''}`,
      );
      if (save) writeFileSync(join(save, `${kind.replace(/[^a-z]+/g, '-')}-${lang}.html`), sizes.at(-1)!.html);
    }
  }
} finally {
  await site.stop();
}
