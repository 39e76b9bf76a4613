import { PostgresAdapter, type Kysely } from 'kysely';
import type { BulkDuplicate, BulkProgress, BulkTable } from './bulk-load-tables.ts';
import {
  pgAnalyzeRegister,
  pgBulkProgress,
  pgCreateBulkStaging,
  pgDropBulkStaging,
  pgMoveBulkStaging,
  pgNextBulkDoc,
  pgSaveBulkProgress,
  pgStageBatch,
} from './pg-bulk-load.ts';
import type { Database } from './schema.ts';
import {
  bulkStagingProgress,
  companiesEmpty,
  createBulkStaging,
  dropBulkStaging,
  isBulkSqlite,
  moveBulkStaging,
  nextBulkDoc,
  saveBulkProgress,
  stageBatch,
  withSortsOnDisk,
} from './sqlite-bulk-load.ts';

export type { BulkDuplicate, BulkProgress, BulkTable } from './bulk-load-tables.ts';

type Db = Kysely<Database>;

/**
 * A first load's storage steps on one engine (the one entry point: import/bulk-companies.ts never asks
 * which engine it writes to). SQLite: sqlite-bulk-load.ts (a staging file of its own, appended to by
 * cached prepared statements); PostgreSQL: pg-bulk-load.ts (UNLOGGED staging tables filled by COPY).
 * Both move the staged rows into the register in key order in one transaction and build the indexes last.
 */
export interface BulkLoadEngine {
  /** Where the unfinished load whose staged rows are here stands, if there is one. */
  progress(db: Db): Promise<BulkProgress | undefined>;
  /** Saves the resume point and counters, inside the batch's transaction. */
  saveProgress(db: Db, p: Omit<BulkProgress, 'run_id'>): Promise<void>;
  /** Creates the staging tables of a run (dropping any left). Not inside a transaction. */
  create(db: Db, runId: string): Promise<void>;
  /** Drops the staging tables. Not inside a transaction. */
  drop(db: Db): Promise<void>;
  /** The first doc number free past what is stored and staged. */
  nextDoc(db: Db): Promise<number>;
  /** Stages a batch's rows per table, inside the batch's transaction. */
  stage(db: Db, rows: Partial<Record<BulkTable, object[]>>): Promise<void>;
  /**
   * Moves the staged rows into the register in one transaction, running `andThen` in it; then what
   * follows a commit (statistics). Returns what andThen returns.
   */
  move<T>(db: Db, andThen: (tx: Db, duplicates: BulkDuplicate[]) => Promise<T>): Promise<T>;
}

const sqliteEngine: BulkLoadEngine = {
  progress: bulkStagingProgress,
  saveProgress: saveBulkProgress,
  create: createBulkStaging,
  drop: dropBulkStaging,
  nextDoc: nextBulkDoc,
  stage: async (db, rows) => stageBatch(db, rows),
  move: (db, andThen) => withSortsOnDisk(db, () => db.transaction().execute(async (tx) => andThen(tx, await moveBulkStaging(tx)))),
};

const pgEngine: BulkLoadEngine = {
  progress: pgBulkProgress,
  saveProgress: pgSaveBulkProgress,
  create: pgCreateBulkStaging,
  drop: pgDropBulkStaging,
  nextDoc: pgNextBulkDoc,
  stage: pgStageBatch,
  async move(db, andThen) {
    const out = await db.transaction().execute(async (tx) => andThen(tx, await pgMoveBulkStaging(tx)));
    await pgAnalyzeRegister(db);
    return out;
  },
};

/** The bulk load engine of this database: SQLite through node:sqlite or PostgreSQL; undefined otherwise. */
export function bulkLoadEngine(db: Db): BulkLoadEngine | undefined {
  if (isBulkSqlite(db)) return sqliteEngine;
  if (db.getExecutor().adapter instanceof PostgresAdapter) return pgEngine;
  return undefined;
}

/** Whether the register holds no company yet (and so no company's own rows or search doc). */
export { companiesEmpty };
