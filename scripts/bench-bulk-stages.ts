/**
 * `npm run bench:bulk-stages [-- --rows N] [--format ch-csv|gleif-xml]`: where a bulk load's CPU time
 * goes, stage by stage, in microseconds of CPU per record. Each stage of the importer's own code runs
 * apart over the same N records (default 50,000) held in memory: reading and mapping the file, the
 * sanitiser, ids and content hash with the rows, the search doc and keys; then a whole bulk load into a
 * fresh SQLite file (staging phase, final move). CPU time, not wall time: the figures hold on a
 * machine shared with other work, which the load average printed says how much.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { bundleHash, companyId, companyRow, ownRowsOf } from '../src/server/import/company-writer.ts';
import { sanitiseRecord } from '../src/server/import/field-limits.ts';
import { companiesHouseCsv } from '../src/server/import/formats/companies-house-csv.ts';
import { gleifLeiXml } from '../src/server/import/formats/gleif-lei-xml.ts';
import { runImport } from '../src/server/import/runner.ts';
import type { CompanyBundle, ImportFormat } from '../src/server/import/types.ts';
import { termsOf } from '../src/server/search/search-docs.ts';
import { companySource, docRowOf } from '../src/server/search/search-index.ts';
import { companiesHouseFile, gleifFile } from './lib/bench-files.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rows = Number(arg('--rows') ?? 50_000);
const kind = arg('--format') ?? 'ch-csv';
const dir = mkdtempSync(join(tmpdir(), 'bench-stages-'));
const file = kind === 'gleif-xml' ? await gleifFile(dir, rows) : await companiesHouseFile(dir, rows);
const format = (kind === 'gleif-xml' ? gleifLeiXml : companiesHouseCsv) as ImportFormat<CompanyBundle>;
const ctx = {
  runId: 'bench',
  source: format.name,
  sourceUrl: format.sourceUrl,
  retrievedAt: '2026-11-24T00:00:00Z',
  now: '2026-11-24T00:00:00Z',
};

const load = loadavg()[0];
const lines: string[] = [];
async function stage<T>(label: string, fn: () => Promise<T> | T): Promise<T> {
  const cpu = process.cpuUsage();
  const out = await fn();
  const used = process.cpuUsage(cpu);
  lines.push(`| ${(((used.user + used.system) / rows) | 0).toString().padStart(5)} | ${label} |`);
  return out;
}

const parsed = await stage('reading and mapping the file', async () => {
  const out: CompanyBundle[] = [];
  for await (const item of format.read(file, () => {})) if (item.ok) out.push(item.value);
  return out;
});
const clean = await stage('the sanitiser (control characters, field caps)', () =>
  parsed.map((b) => {
    const s = sanitiseRecord(b);
    return s.ok ? s.value : b;
  }),
);
const mapped = await stage('stable id, content hash, the register rows', () =>
  clean.map((bundle) => {
    const id = companyId(bundle.company.jurisdiction_code, bundle.company.company_number);
    return { bundle, row: companyRow(bundle, id, bundleHash(bundle), ctx), own: ownRowsOf([{ id, bundle }]) };
  }),
);
await stage('the search doc and its keys', () =>
  mapped.map(({ bundle, row }) => {
    const source = companySource({ ...row, others: bundle.names, mainIndustry: bundle.industryCodes[0] ?? null });
    return [docRowOf('c', source), termsOf('c', source.inactive, source.names)];
  }),
);

const database = openDb({ sqlitePath: join(dir, 'bench.db'), databaseUrl: '' });
await migrateToLatest(database.db);
const whole = process.cpuUsage();
let atMove: NodeJS.CpuUsage | undefined;
await runImport(database.db, format, file, { batchSize: 5000, bulk: true, onPhase: () => (atMove = process.cpuUsage(whole)) });
const all = process.cpuUsage(whole);
await database.close();
const us = (c: NodeJS.CpuUsage) => ((c.user + c.system) / rows) | 0;
lines.push(
  `| ${us(atMove!).toString().padStart(5)} | the whole staging phase of a bulk load into SQLite (all of the above, and the staging writes) |`,
);
lines.push(`| ${(us(all) - us(atMove!)).toString().padStart(5)} | its final move (key-order inserts, index builds) |`);
lines.push(`| ${us(all).toString().padStart(5)} | the whole bulk load: ${Math.round(1e6 / us(all))} records per CPU second |`);
console.log(
  `${format.name}, ${rows} records, load average ${load.toFixed(1)}\n| µs CPU per record | stage |\n|---|---|\n${lines.join('\n')}`,
);
rmSync(dir, { recursive: true, force: true });
