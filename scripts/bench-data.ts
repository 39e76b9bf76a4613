/**
 * `npm run bench:data [-- --rows N] [--bulk] [--engine sqlite|postgres] [--format ch-csv|gleif-xml]`:
 * import throughput and memory. Writes a file of N records (default 200,000) made from the real
 * sample's records with new numbers: a Companies House BasicCompanyData CSV (default) or a GLEIF
 * LEI-CDF 3 XML (new valid LEIs), imports it into a fresh SQLite file or a fresh PostgreSQL schema
 * (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; dropped afterwards), incrementally or
 * with `--bulk` (the first-load path), and prints rows/s (wall), the CPU seconds of the importing
 * process (and, on PostgreSQL, of its server backends) with rows per CPU second, peak RSS, and the
 * database's bytes per company; for a bulk load also the staging rate and the final move's time.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { backendPids } from '../src/server/db/pg-copy.ts';
import { companiesHouseCsv } from '../src/server/import/formats/companies-house-csv.ts';
import { gleifLeiXml } from '../src/server/import/formats/gleif-lei-xml.ts';
import { runImport } from '../src/server/import/runner.ts';
import type { ImportFormat } from '../src/server/import/types.ts';
import { companiesHouseFile, gleifFile } from './lib/bench-files.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rows = Number(arg('--rows') ?? 200_000);
const bulk = process.argv.includes('--bulk');
const engine = arg('--engine') ?? 'sqlite';
const kind = arg('--format') ?? 'ch-csv';
if (!['sqlite', 'postgres'].includes(engine) || !['ch-csv', 'gleif-xml'].includes(kind)) {
  console.error('usage: npm run bench:data -- [--rows N] [--bulk] [--engine sqlite|postgres] [--format ch-csv|gleif-xml]');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));

const file = kind === 'ch-csv' ? await companiesHouseFile(dir, rows) : await gleifFile(dir, rows);
const format = (kind === 'ch-csv' ? companiesHouseCsv : gleifLeiXml) as ImportFormat<unknown>;

const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_data_${process.pid}`;
const dbFile = join(dir, 'bench.db');
if (engine === 'postgres') {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
}
const database = engine === 'postgres' ? openDb({ databaseUrl: pgUrl, pgSchema: schema }) : openDb({ sqlitePath: dbFile, databaseUrl: '' });
await migrateToLatest(database.db, database.schema);

/** CPU seconds of the PostgreSQL backends serving this process (from /proc: the server runs on this machine). */
const backendTicks = new Map<number, number>();
function sampleBackends(): void {
  if (engine !== 'postgres') return;
  for (const pid of backendPids(database.db)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      backendTicks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Not on this machine, or gone: its CPU is not counted.
    }
  }
}
sampleBackends();
const ticksBefore = new Map(backendTicks);

let peak = 0;
let loadMax = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
  loadMax = Math.max(loadMax, loadavg()[0]);
}, 50);
const backendSampler = setInterval(sampleBackends, 500);
const loadStart = loadavg()[0];
const started = performance.now();
const cpuStart = process.cpuUsage();
let staged: number | undefined;
let stagingPeak = 0;
const summary = await runImport(database.db, format, file, {
  batchSize: 5000,
  bulk,
  onPhase: () => {
    staged = performance.now();
    stagingPeak = peak;
  },
});
clearInterval(sampler);
clearInterval(backendSampler);
sampleBackends();
peak = Math.max(peak, process.memoryUsage.rss());
// CPU time: on a machine shared with other work the wall-clock rate understates what the importer does.
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
let serverSeconds = 0;
for (const [pid, ticks] of backendTicks) serverSeconds += (ticks - (ticksBefore.get(pid) ?? 0)) / 100;

let size: number;
if (engine === 'postgres') {
  const r = await sql<{ bytes: number }>`select sum(pg_total_relation_size(c.oid))::bigint as bytes from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'm')`.execute(database.db);
  size = Number(r.rows[0].bytes);
} else size = 0;
await database.close();
if (engine === 'postgres') {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
} else size = statSync(dbFile).size + (statSync(`${dbFile}-wal`, { throwIfNoEntry: false })?.size ?? 0);

const phases =
  staged === undefined
    ? ''
    : `; staging ${Math.round(summary.rows_read / ((staged - started) / 1000))} rows/s (peak RSS ${(stagingPeak / 1e6).toFixed(0)} MB), final move ${((performance.now() - staged) / 1000).toFixed(1)} s`;
const server = engine === 'postgres' ? ` + server ${serverSeconds.toFixed(1)} s` : '';
const allCpu = cpuSeconds + serverSeconds;
console.log(
  `${kind === 'ch-csv' ? 'Companies House CSV' : 'GLEIF LEI XML'} -> ${engine} (${bulk ? 'bulk load' : 'incremental'}): ${summary.rows_read} rows (${(statSync(file).size / 1e6).toFixed(0)} MB) in ${summary.seconds.toFixed(1)} s = ${Math.round(summary.rows_read / summary.seconds)} rows/s${phases}; CPU ${cpuSeconds.toFixed(1)} s${server} = ${Math.round(summary.rows_read / allCpu)} rows per CPU second (importer alone ${Math.round(summary.rows_read / cpuSeconds)}); peak RSS ${(peak / 1e6).toFixed(0)} MB; database ${Math.round(size / summary.rows_inserted)} bytes per company (with the search index); load average ${loadStart.toFixed(1)} at start, ${loadMax.toFixed(1)} at most`,
);
rmSync(dir, { recursive: true, force: true });
