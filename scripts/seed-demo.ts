/**
 * `npm run seed:demo -- --companies N [--seed S] [--brokers B]`: fills an empty database with a
 * deterministic demo world (same seed and N, same rows): N register companies and the broker half
 * (B brokers, default 2,000, with their companies, licences, warnings and 60 exchanges; 0 leaves it out). The database is chosen as the app chooses it: the SQLite file
 * (SQLITE_PATH, default data/site.db), or PostgreSQL when DATABASE_URL is a postgres URL
 * (DATABASE_SCHEMA selects a schema). Refuses a database that already has companies.
 */
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
const database = openDb();
try {
  await migrateToLatest(database.db, database.schema);
  const where =
    database.engine === 'postgres'
      ? `PostgreSQL${database.schema ? ` (schema ${database.schema})` : ''}`
      : `SQLite ${process.env.SQLITE_PATH ?? 'data/site.db'}`;
  console.log(
    `Seeding ${companies.toLocaleString('en')} demo companies and ${brokers.toLocaleString('en')} brokers (seed ${seed}) into ${where}…`,
  );
  const summary = await seedDemo(database.db, { companies, seed, brokers, onProgress: progressPrinter('demo') });
  console.log(formatSummary(summary));
} catch (err) {
  if (!(err instanceof NonEmptyDatabaseError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
