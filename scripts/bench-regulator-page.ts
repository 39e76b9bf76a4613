/**
 * `npm run bench:regulator-page [-- --licensees N]`: the issue's budget for a regulator with many
 * licensees (default 5,000, most of them brokers' companies, plus 300 revoked licences and 400
 * warnings): the first screen, i.e. the whole first response of /{lang}/regulator/{id}.html, at most
 * 14 KB brotli as the server sends it. Builds a fresh SQLite database in a temporary folder, starts the production build
 * (run `npm run build` first), and prints the compressed size in English and Arabic, the time of the
 * first (uncached) render after a warm-up and of a later page (?licensees=50, rendered per request), and the
 * regulators list's size. The same database holds two brokers of the broker-page bench world (every
 * section filled), so the broker page's first response is measured beside it under the same budget.
 * `--save DIR` writes each page's HTML there, to see where the bytes are.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { bulkInsert } from '../src/server/db/bulk-insert.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { request } from 'node:http';
import { stableId } from '../src/server/import/stable-id.ts';
import { regulatorId } from '../src/server/regulators/regulator-ids.ts';
import { loadRegulatorDetail, loadRegulatorList } from '../src/server/regulators/regulators.service.ts';
import { arg } from './lib/bench-db.ts';
import { startSite } from './lib/site-server.ts';
import { BEST_BROTLI_AFTER_HITS } from '../src/server/http/page-cache.ts';
import { companyFields } from '../src/server/import/company-fields.ts';
import { brokerId, seedBenchBrokers } from './lib/bench-brokers-world.ts';

const licensees = Number(arg('licensees', '5000'));
const save = arg('save', '');
const dir = mkdtempSync(join(tmpdir(), 'bench-regulator-'));
const file = join(dir, 'bench.db');
const NOW = '2026-11-24T00:00:00.000Z';
const KEY = 'asic';
// Ids as importers make them (hashes: they do not compress, unlike counting ids).
const uuid = (kind: number, n: number) => stableId('bench-regulator', kind, n);
const provenance = { source: 'bench', source_url: null, retrieved_at: NOW, updated_at: NOW };

const handle = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(handle.db);
const n = licensees + 300;
const companies = Array.from({ length: n }, (_, i) => ({
  id: uuid(1, i),
  ...companyFields(
    'au',
    `ACN${String(i).padStart(9, '0')}`,
    `Southern Cross Capital Markets ${i} Pty Ltd`,
    `southern cross capital markets ${i} pty ltd`,
    {
      current_status: 'Registered',
      inactive: 0 as const,
      country_code: 'AU',
    },
  ),
  content_hash: 'b',
  ...provenance,
}));
await bulkInsert(handle.db, 'companies', companies);
await bulkInsert(
  handle.db,
  'licences',
  companies.map((c, i) => ({
    company_id: c.id,
    position: 0,
    regulator: 'Australian Securities and Investments Commission',
    regulator_country: 'AU',
    licence_type: 'Australian financial services licence',
    licence_number: String(200000 + i),
    status: i >= licensees ? 'revoked' : i % 17 === 0 ? 'exceeded' : 'active',
    granted_on: '2012-05-01',
    expires_on: null,
    regulator_key: KEY,
    record_url: `https://connectonline.asic.gov.au/RegistrySearch/faces/landing/panelSearch.jspx?searchText=${200000 + i}`,
    scope: null,
    ended_on: i >= licensees ? '2023-03-31' : null,
    ...provenance,
  })),
);
// Most licensees belong to a broker brand (the page names it beside the company).
const brokers = companies.slice(0, Math.floor(n * 0.8)).map((c, i) => ({
  id: uuid(2, i),
  code: String(1_000_000_000 + i),
  name: `SCC Markets ${i}`,
  normalised_name: `scc markets ${i}`,
  country: 'AU',
  founded_year: 2012,
  status: 'active',
  description: null,
  contact_phone: null,
  contact_other: null,
  trial_users: null,
  trading_orders: null,
  margin_used_usd: null,
  influence: null,
  environment: null,
  capital_ratio: null,
  score: null,
  score_detail: null,
  rank: null,
  scored_at: null,
  content_hash: 'b',
  ...provenance,
  company: c.id,
}));
await bulkInsert(
  handle.db,
  'brokers',
  brokers.map(({ company: _c, ...b }) => b),
);
await bulkInsert(
  handle.db,
  'broker_companies',
  brokers.map((b) => ({ broker_id: b.id, company_id: b.company, role: 'licensee' })),
);
await bulkInsert(
  handle.db,
  'regulator_warnings',
  Array.from({ length: 400 }, (_, i) => ({
    id: uuid(3, i),
    regulator_key: KEY,
    name: `Unlicensed Offer ${i}`,
    domain: `offer-${i}.example`,
    licence_number: null,
    published_on: `2026-${String(1 + (i % 12)).padStart(2, '0')}-01`,
    url: `https://moneysmart.gov.au/check-and-report-scams/investor-alert-list#${i}`,
    details: null,
    broker_id: i % 5 === 0 ? brokers[i].id : null,
    ...provenance,
  })),
);
// Two brokers with every section of the broker page (bench-brokers-world.ts; broker 1 is the one measured).
await seedBenchBrokers(handle.db, 2);
// The service alone (queries and shaping, no rendering): median of 7 runs per page.
for (const [label, pages] of [
  ['service, first screen', {}],
  ['service, licensees page 50', { licensees: '50' }],
  ['service, warnings page 8', { warnings: '8' }],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await loadRegulatorDetail(handle.db, regulatorId(KEY), pages);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(46)} median ${times[3].toFixed(1)} ms  min ${times[0].toFixed(1)} ms`);
}
const list: number[] = [];
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  await loadRegulatorList(handle.db);
  list.push(performance.now() - t);
}
console.log(`${'service, regulators list'.padEnd(46)} median ${list.sort((a, b) => a - b)[3].toFixed(1)} ms`);
await handle.close();

const site = await startSite({ SQLITE_PATH: file, DATABASE_URL: '', PAGE_CACHE_MB: '64' });
/** One GET as a browser asks for it (brotli), counting the bytes on the wire: the server's own compression. */
function get(path: string, saveAs?: string): Promise<{ ms: number; wire: number; raw: number; q11: number; cache: string | null }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(site.url + path, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`));
        const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body;
        if (save && saveAs) writeFileSync(join(save, saveAs), html);
        // The same HTML at brotli's best quality, for comparison with a precompressed or CDN-recompressed copy.
        const q11 = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        resolve({ ms: performance.now() - t, wire: body.length, raw: html.length, q11, cache: (res.headers['x-cache'] as string) ?? null });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
try {
  // A fresh process compiles its modules on the first requests: warm it up on other pages first.
  for (const path of ['/en/about', '/ar/about', '/en/regulators']) await get(path);
  if (save) mkdirSync(save, { recursive: true });
  const page = `/en/regulator/${regulatorId(KEY)}.html`;
  const dealer = `/en/dealer/${brokerId(1)}.html`;
  for (const [label, path] of [
    ['first screen, en (render)', page],
    ['first screen, en (cached)', page],
    ['first screen, ar (render)', page.replace('/en/', '/ar/')],
    ['first screen, hi (render)', page.replace('/en/', '/hi/')],
    ['first screen, th (render)', page.replace('/en/', '/th/')],
    ['broker page, en (render)', dealer],
    ['broker page, ar (render)', dealer.replace('/en/', '/ar/')],
    ['broker page, hi (render)', dealer.replace('/en/', '/hi/')],
    ['broker page, th (render)', dealer.replace('/en/', '/th/')],
    ['licensees page 50 (50 rows), en (per request)', `${page}?licensees=50`],
    ['licensees page 50, en (again)', `${page}?licensees=50`],
    ['licensees page 50, en (again)', `${page}?licensees=50`],
    ['warnings page 8 (50 rows), en (per request)', `${page}?warnings=8`],
    ['regulators list, ar (render)', '/ar/regulators'],
    ['regulators list, ar (cached)', '/ar/regulators'],
  ] as const) {
    const r = await get(path, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}.html`);
    console.log(
      `${label.padEnd(46)} ${kb(r.wire).padStart(9)} brotli on the wire  ${kb(r.q11).padStart(9)} at q11  ${kb(r.raw).padStart(9)} raw  ${r.ms.toFixed(1).padStart(7)} ms  ${r.cache ?? ''}`,
    );
  }
  // A page read again is recompressed at quality 11 after BEST_BROTLI_AFTER_HITS answers from memory
  // (src/server/http/page-cache.ts): what its later readers get, per language.
  for (const lang of ['en', 'ar', 'hi', 'th']) {
    for (const path of [page, dealer]) {
      const p = path.replace('/en/', `/${lang}/`);
      for (let i = 0; i <= BEST_BROTLI_AFTER_HITS; i++) await get(p);
      await new Promise((r) => setTimeout(r, 300));
      const r = await get(p);
      const label = `${path === page ? 'first screen' : 'broker page'}, ${lang} (read again)`;
      console.log(`${label.padEnd(46)} ${kb(r.wire).padStart(9)} brotli on the wire  ${kb(r.raw).padStart(9)} raw  ${r.cache ?? ''}`);
    }
  }
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
