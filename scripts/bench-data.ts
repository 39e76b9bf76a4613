/**
 * `npm run bench:data [-- --rows N]`: import throughput and memory. Writes a Companies House
 * BasicCompanyData CSV of N rows (default 200,000) made from the real sample's rows with new numbers,
 * imports it into a fresh SQLite file, and prints rows/s, peak RSS and database bytes per company.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { companiesHouseCsv } from '../src/server/import/formats/companies-house-csv.ts';
import { runImport } from '../src/server/import/runner.ts';

const rowsArg = process.argv.indexOf('--rows');
const rows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 200_000;
const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const sample = readFileSync(new URL('../../shared/fixtures/real/companies-house/basic-company-data-sample.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const [header, ...body] = sample;
const csv = join(dir, 'basic.csv');
const out = createWriteStream(csv);
out.write(`${header}\n`);
for (let i = 0; i < rows; i++) {
  const line = body[i % body.length].replace(
    /^("(?:[^"]|"")*"),"[^"]*"/,
    (_m, name) => `${name.slice(0, -1)} ${i}","B${String(i).padStart(7, '0')}"`,
  );
  if (!out.write(`${line}\n`)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');

const dbFile = join(dir, 'bench.db');
const database = openDb({ sqlitePath: dbFile, databaseUrl: '' });
await migrateToLatest(database.db);
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 50);
const summary = await runImport(database.db, companiesHouseCsv, csv, { batchSize: 5000 });
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
await database.close();
const size = statSync(dbFile).size + (statSync(`${dbFile}-wal`, { throwIfNoEntry: false })?.size ?? 0);
console.log(
  `Companies House CSV -> SQLite: ${summary.rows_read} rows (${(statSync(csv).size / 1e6).toFixed(0)} MB) in ${summary.seconds.toFixed(1)} s = ${Math.round(summary.rows_read / summary.seconds)} rows/s; peak RSS ${(peak / 1e6).toFixed(0)} MB; database ${Math.round(size / summary.rows_inserted)} bytes per company (no search index yet)`,
);
rmSync(dir, { recursive: true, force: true });
