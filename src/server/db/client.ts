import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { env } from '../config/env.ts';
import type { Database } from './schema.ts';
import { registerPgPool } from './pg-copy.ts';
import { kyselySqlite } from './sqlite-adapter.ts';
import { QueuedSqliteDialect } from './sqlite-dialect.ts';
import { registerSqlite } from './sqlite-direct.ts';
import { DEFAULT_SQLITE_PATH, openSqliteFile } from './sqlite-file.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  engine: Engine;
  db: Kysely<Database>;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string;
  close(): Promise<void>;
}

export interface DbConfig {
  /** postgres://… selects PostgreSQL; otherwise the embedded SQLite file. */
  databaseUrl?: string;
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one); default DATABASE_SCHEMA. */
  pgSchema?: string;
}

// pg parses DATE and TIMESTAMPTZ into Date objects and BIGINT into strings; the register keeps
// dates as 'YYYY-MM-DD' text, timestamps as ISO text and counts as numbers on both engines.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(1184, (v: string) => new Date(v).toISOString());
pg.types.setTypeParser(20, (v: string) => Number(v));
pg.types.setTypeParser(1700, (v: string) => Number(v));

/**
 * Receives every query's duration (the server's metrics, see observeQueryTimes); none by default.
 * One per process: Astro's bundle (dist/server) opens its databases with its own copy of this file.
 */
type QueryObserver = { fn?: (ms: number, failed: boolean) => void };
const OBSERVER = Symbol.for('corpsearch.queryObserver');
const observer: QueryObserver = ((globalThis as unknown as Record<symbol, QueryObserver | undefined>)[OBSERVER] ??= {});

/** Reports every query's time through Kysely (in milliseconds) to fn: the one place query times are measured. */
export function observeQueryTimes(fn: (ms: number, failed: boolean) => void): void {
  observer.fn = fn;
}

const logQuery = (event: LogEvent) => observer.fn?.(event.queryDurationMillis, event.level === 'error');

/**
 * Opens the database: PostgreSQL when DATABASE_URL (or config.databaseUrl) is a postgres URL, else
 * SQLite through node:sqlite in WAL mode. With db/migrations/, the only place the engines differ.
 */
export function openDb(config: DbConfig = {}): Db {
  const url = config.databaseUrl ?? env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const schema = config.pgSchema ?? (env.DATABASE_SCHEMA || undefined);
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`DATABASE_SCHEMA must be a plain lower-case identifier, not ${JSON.stringify(schema)}`);
    const pool = new pg.Pool({ connectionString: url, max: 10, options: schema ? `-c search_path=${schema}` : undefined });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logQuery });
    registerPgPool(db, pool);
    return { engine: 'postgres', db, schema, close: () => db.destroy() };
  }
  const file: DatabaseSync = openSqliteFile(config.sqlitePath ?? env.SQLITE_PATH ?? DEFAULT_SQLITE_PATH);
  const db = new Kysely<Database>({ dialect: new QueuedSqliteDialect({ database: kyselySqlite(file) }), log: logQuery });
  registerSqlite(db, file);
  return { engine: 'sqlite', db, close: () => db.destroy() };
}
