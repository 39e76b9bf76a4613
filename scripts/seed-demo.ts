/**
 * `npm run seed:demo -- --companies N [--seed S] [--brokers B]`: fills an empty database with a
 * deterministic demo world (same seed and N, same rows): N register companies and the broker half
 * (B brokers, default 2,000, with their companies, licences, warnings and 60 exchanges; 0 leaves it out). The database is chosen as the app chooses it: the SQLite file
 * (SQLITE_PATH, default data/site.db), or PostgreSQL when DATABASE_URL is a postgres URL
 * (DATABASE_SCHEMA selects a schema). Refuses a database that already has companies.
 *
 * Past a million companies on SQLite (the 10,000,000-company benchmark world, issue 22) the ids are
 * random keys, so every transaction dirties pages all over a dozen B-trees that outgrow the site's
 * 64 MB page cache: each 25,000-company transaction rewrote about 1.3 GB through the WAL, and half the
 * seeder's CPU went to the kernel (reads and writes of pages). Such a seed gets a page cache of a
 * quarter of the machine's memory, reads through a memory map, and commits every 250,000 companies,
 * so a page is written a tenth as often. `--per-transaction N` overrides the batch.
 */
import { totalmem } from 'node:os';
import { sql } from 'kysely';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { formatSummary, progressPrinter } from '../src/server/demo/progress.ts';
import { DEFAULT_BROKERS } from '../src/server/demo/brokers/generate-brokers.ts';
import { DEFAULT_DEMO_COMPANIES, DEFAULT_DEMO_SEED, NonEmptyDatabaseError, seedDemo } from '../src/server/demo/seed.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number, not ${JSON.stringify(process.argv[i + 1] ?? '')}`);
    process.exit(2);
  }
  return value;
}

const companies = option('companies', DEFAULT_DEMO_COMPANIES);
const seed = option('seed', DEFAULT_DEMO_SEED);
const brokers = option('brokers', DEFAULT_BROKERS);
const large = companies > 1_000_000;
const perTransaction = option('per-transaction', large ? 250_000 : 25_000);
const database = openDb();
try {
  await migrateToLatest(database.db, database.schema);
  if (large && database.engine === 'sqlite') {
    const cacheKib = Math.floor(totalmem() / 4 / 1024);
    await sql.raw(`PRAGMA cache_size = -${cacheKib}`).execute(database.db);
    await sql.raw(`PRAGMA mmap_size = ${64 * 2 ** 30}`).execute(database.db);
  }
  const where =
    database.engine === 'postgres'
      ? `PostgreSQL${database.schema ? ` (schema ${database.schema})` : ''}`
      : `SQLite ${process.env.SQLITE_PATH ?? 'data/site.db'}`;
  console.log(
    `Seeding ${companies.toLocaleString('en')} demo companies and ${brokers.toLocaleString('en')} brokers (seed ${seed}) into ${where}…`,
  );
  const summary = await seedDemo(database.db, { companies, seed, brokers, perTransaction, onProgress: progressPrinter('demo') });
  console.log(formatSummary(summary));
} catch (err) {
  if (!(err instanceof NonEmptyDatabaseError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
