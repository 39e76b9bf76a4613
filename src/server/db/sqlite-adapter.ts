import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite's DatabaseSync is close but
 * spreads parameters and returns rows without a prototype. better-sqlite3 itself is a native addon
 * that npm would build against the system Node 20 and Node 24 would then refuse to load.
 */
export function kyselySqlite(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      const args = (p: ReadonlyArray<unknown>) => p.map(toSqlite);
      return {
        reader: stmt.columns().length > 0,
        all: (p) => stmt.all(...args(p)).map((row) => ({ ...row })),
        run: (p) => stmt.run(...args(p)),
        iterate: (p) => iterateRows(stmt.iterate(...args(p))),
      };
    },
  };
}

function* iterateRows(rows: Iterable<unknown>): IterableIterator<unknown> {
  for (const row of rows) yield { ...(row as object) };
}

/** node:sqlite binds numbers, strings, bigints, buffers and null; booleans and dates are ours to map. */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
