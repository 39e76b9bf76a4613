import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Prepared statements kept per connection (least recently used dropped first). */
const STATEMENT_CACHE = 64;

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite's DatabaseSync is close but
 * spreads parameters. Its rows have no prototype; they are passed on as they are (nothing here needs
 * Object's methods on a row, and copying every row cost name search 10 % of its time: p50 1.03 →
 * 0.92 ms, p99 5.66 → 4.73 ms at 1,000,000 companies). better-sqlite3 itself is a native addon that
 * npm would build against the system Node 20 and Node 24 would then refuse to load.
 */
export function kyselySqlite(db: DatabaseSync): SqliteDatabase {
  // Kysely prepares every query it runs. Compiling a 200-row INSERT costs more than running it, and
  // an import or a page runs the same few statements again and again: keep the recent ones, with
  // whether they return rows (StatementSync.columns() builds an object per column on every call: it
  // was 4 % of an uncached company page's CPU when asked per query). lru-cache rather than a Map
  // reordered on each use, for the reason in http/page-cache.ts.
  const cache = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE });
  const prepared = (sql: string): SqliteStatement => {
    let entry = cache.get(sql);
    if (!entry) cache.set(sql, (entry = statementOf(db.prepare(sql))));
    return entry;
  };
  return { close: () => db.close(), prepare: prepared };
}

/** The statement as Kysely calls it, made once per prepared statement (not per query). */
function statementOf(stmt: StatementSync): SqliteStatement {
  const args = (p: ReadonlyArray<unknown>) => p.map(toSqlite);
  return {
    reader: stmt.columns().length > 0,
    all: (p) => stmt.all(...args(p)),
    run: (p) => stmt.run(...args(p)),
    iterate: (p) => stmt.iterate(...args(p)),
  };
}

/** node:sqlite binds numbers, strings, bigints, buffers and null; booleans and dates are ours to map. */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
