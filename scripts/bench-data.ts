/**
 * `npm run bench:data [-- --rows N] [--bulk]`: import throughput and memory. Writes a Companies House
 * BasicCompanyData CSV of N rows (default 200,000) made from the real sample's rows with new numbers,
 * imports it into a fresh SQLite file (incrementally, or with `--bulk` the first-load path), and
 * prints rows/s, peak RSS and database bytes per company; for a bulk load also the staging rate and
 * the time of the final move (key order, indexes).
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
const bulk = process.argv.includes('--bulk');
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
const started = performance.now();
const cpuStart = process.cpuUsage();
let staged: number | undefined;
let stagingPeak = 0;
const summary = await runImport(database.db, companiesHouseCsv, csv, {
  batchSize: 5000,
  bulk,
  onPhase: () => {
    staged = performance.now();
    stagingPeak = peak;
  },
});
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
await database.close();
const size = statSync(dbFile).size + (statSync(`${dbFile}-wal`, { throwIfNoEntry: false })?.size ?? 0);
// CPU time of this process: on a machine shared with other work the wall-clock rate understates what the importer does.
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const phases =
  staged === undefined
    ? ''
    : `; staging ${Math.round(summary.rows_read / ((staged - started) / 1000))} rows/s (peak RSS ${(stagingPeak / 1e6).toFixed(0)} MB), final move ${((performance.now() - staged) / 1000).toFixed(1)} s`;
console.log(
  `Companies House CSV -> SQLite (${bulk ? 'bulk load' : 'incremental'}): ${summary.rows_read} rows (${(statSync(csv).size / 1e6).toFixed(0)} MB) in ${summary.seconds.toFixed(1)} s = ${Math.round(summary.rows_read / summary.seconds)} rows/s${phases}; CPU ${cpuSeconds.toFixed(1)} s = ${Math.round(summary.rows_read / cpuSeconds)} rows per CPU second; peak RSS ${(peak / 1e6).toFixed(0)} MB; database ${Math.round(size / summary.rows_inserted)} bytes per company (with the search index)`,
);
rmSync(dir, { recursive: true, force: true });
