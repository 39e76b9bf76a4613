import type { Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database } from '../db/schema.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';
import { companyCount } from './seed.repository.ts';
import { DEFAULT_BROKERS } from './brokers/generate-brokers.ts';
import { DEMO_SCORE_JOB } from './brokers/score-job.ts';
import { seedDemoBrokers, type BrokerSeedSummary, type ScoreJob } from './brokers/seed-brokers.ts';
import { generateChunk } from './generate.ts';
import { DEMO_TABLES, type DemoTable } from './rows.ts';
import { DemoWorld } from './world.ts';

/** The seed of the default demo world (`npm start`, `npm run seed:demo` without --seed). */
export const DEFAULT_DEMO_SEED = 20261122;
/** Companies of the default demo world. */
export const DEFAULT_DEMO_COMPANIES = 100_000;

/** Companies generated and written per step: a few thousand rows per table, small enough to keep memory flat. */
const CHUNK = 2_000;
/**
 * Companies per transaction. Few, large transactions make the load fast (one commit per 25,000
 * companies); each one is whole, so an interrupted seed leaves whole chunks, and the search index
 * is only built once everything is in.
 */
const PER_TRANSACTION = 25_000;

export class NonEmptyDatabaseError extends Error {}

export interface SeedOptions {
  companies: number;
  seed?: number;
  /** Called after every chunk with the companies written so far. */
  onProgress?: (done: number, total: number) => void;
  /** Build the name search index at the end (default true). */
  searchIndex?: boolean;
  /** Brokers of the demo world's broker half (default 2,000; 0 leaves it out). */
  brokers?: number;
  /** The scoring job run after each of the broker world's two states (default: the site's own, once it has one). */
  score?: ScoreJob | null;
  /** Companies per transaction (default 25,000). Larger ones write each page of a big register fewer times. */
  perTransaction?: number;
}

export interface SeedSummary {
  seed: number;
  companies: number;
  /** Rows of the register's own companies (the brokers' companies are counted in `brokers`). */
  rows: Record<DemoTable, number>;
  /** The broker half (brokers, their companies, licences, warnings, exchanges), null when left out. */
  brokers: BrokerSeedSummary | null;
  /** Seconds spent generating and writing the register rows. */
  writeSeconds: number;
  /** Seconds spent building the search index (0 when skipped). */
  indexSeconds: number;
  seconds: number;
}

/**
 * Fills an empty database with a deterministic demo world of `companies` companies: the same seed and
 * count always write the same rows, on either engine. Refuses a database that already has companies
 * (it never mixes demo rows into real data or writes a world twice).
 */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const total = Math.max(0, Math.floor(options.companies));
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const existing = await companyCount(db);
  if (existing > 0) {
    throw new NonEmptyDatabaseError(
      `The database already holds ${existing.toLocaleString('en')} companies; the demo seeder only fills an empty database. Use a fresh SQLITE_PATH (or an empty PostgreSQL schema) to seed a demo world.`,
    );
  }
  const started = performance.now();
  const world = new DemoWorld(seed);
  const rows = Object.fromEntries(DEMO_TABLES.map((t) => [t, 0])) as Record<DemoTable, number>;
  const perTransaction = Math.max(CHUNK, options.perTransaction ?? PER_TRANSACTION);
  for (let from = 0; from < total; from += perTransaction) {
    const to = Math.min(total, from + perTransaction);
    await db.transaction().execute(async (tx) => {
      for (let c = from; c < to; c += CHUNK) {
        const chunk = generateChunk(world, c, Math.min(to, c + CHUNK));
        // Parents before children: every foreign key points at a row already written.
        for (const table of DEMO_TABLES) {
          await bulkInsert(tx, table, chunk[table] as never, { bulkLoad: true });
          rows[table] += chunk[table].length;
        }
        options.onProgress?.(Math.min(to, c + CHUNK), total);
      }
    });
  }
  // The brokers' own companies go in before the search index is built, so they are found by name too.
  const brokerCount = options.brokers ?? DEFAULT_BROKERS;
  const brokers =
    brokerCount > 0
      ? await seedDemoBrokers(db, world, { brokers: brokerCount, score: options.score === undefined ? DEMO_SCORE_JOB : options.score })
      : null;
  const written = performance.now();
  if (options.searchIndex !== false) await buildSearchIndex(db);
  const done = performance.now();
  return {
    seed,
    companies: total,
    rows,
    brokers,
    writeSeconds: (written - started) / 1000,
    indexSeconds: (done - written) / 1000,
    seconds: (done - started) / 1000,
  };
}

/**
 * The name search index over everything just written (src/server/search/). Built once after the bulk
 * load rather than per chunk: one pass over sorted ids is cheaper than keeping it current row by row.
 * In one transaction: the index's terms go in at random keys, and a commit every 5,000 records (the
 * rebuild's own step, right for a live site) wrote each touched page out again each time: at
 * 1,000,000 companies, with a 6 GB page cache, 254 s that way and 126 s in one transaction (BENCHMARKS.md,
 * "10 million companies"). Nobody reads the index of a world being seeded.
 */
async function buildSearchIndex(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute((tx) => rebuildSearchIndex(tx));
}
