/**
 * `npm run import -- <format> <file> [--batch N] [--rejects FILE] [--bulk | --no-bulk]`: imports a
 * register file into the configured database (DATABASE_URL, else data/site.db) with a progress bar
 * (records, rate, ETA by bytes read) and a final summary. Re-running the same file changes nothing; a
 * killed run resumes. `--bulk` takes the first-load path (empty register, SQLite or PostgreSQL);
 * without either flag it is taken by itself for a file of 64 MB or more into an empty register. `--abandon-bulk`
 * drops what an unfinished bulk load of another file staged (otherwise this import stops).
 */
import { SingleBar } from 'cli-progress';
import { existsSync } from 'node:fs';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { FORMATS } from '../src/server/import/formats/index.ts';
import { runImport } from '../src/server/import/runner.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const switchOn = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args.splice(i, 1).length > 0;
};
const bulk = switchOn('--bulk') ? true : switchOn('--no-bulk') ? false : 'auto';
const abandonBulk = switchOn('--abandon-bulk');
const batchSize = Number(flag('--batch') ?? 2000);
const rejectFile = flag('--rejects');
const [formatName, file] = args;
const format = formatName ? FORMATS[formatName] : undefined;
if (!format || !file) {
  console.error(
    `usage: npm run import -- <format> <file> [--batch N] [--rejects FILE] [--bulk | --no-bulk] [--abandon-bulk]\nformats: ${Object.keys(FORMATS).join(', ')}`,
  );
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

const database = openDb();
const bar = new SingleBar({
  format: '{bar} {percentage}% | {records} records | {rate} rec/s | ETA {eta_formatted}',
  hideCursor: true,
  etaBuffer: 50,
});
const started = performance.now();
let barStarted = false;
try {
  await migrateToLatest(database.db, database.schema);
  const summary = await runImport(database.db, format, file, {
    batchSize,
    rejectFile,
    bulk,
    abandonBulk,
    onPhase: (phase) => {
      if (barStarted) bar.stop();
      barStarted = false;
      console.log(`${phase}…`);
    },
    onProgress: ({ records, bytes, totalBytes }) => {
      if (!barStarted) {
        bar.start(totalBytes, 0, { records: 0, rate: 0 });
        barStarted = true;
      }
      const seconds = (performance.now() - started) / 1000;
      bar.update(bytes, { records, rate: Math.round(records / Math.max(seconds, 0.001)) });
    },
  });
  if (barStarted) bar.stop();
  const rate = Math.round(summary.rows_read / Math.max(summary.seconds, 0.001));
  console.log(
    `${format.name}: ${summary.rows_read} records in ${summary.seconds.toFixed(1)} s (${rate}/s)` +
      `${summary.resumedFrom ? `, resumed after ${summary.resumedFrom}` : ''}\n` +
      `  inserted ${summary.rows_inserted}, updated ${summary.rows_updated}, unchanged ${summary.rows_unchanged}, rejected ${summary.rows_rejected}` +
      `${summary.rows_truncated ? `, kept shortened ${summary.rows_truncated}` : ''}` +
      `${summary.rows_rejected || summary.rows_truncated ? ` (see ${summary.rejectFile})` : ''}`,
  );
} catch (err) {
  if (barStarted) bar.stop();
  console.error(`Import failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
