import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { insertUnnest } from './pg-unnest.ts';
import { insertDirect } from './sqlite-direct.ts';

/**
 * Bulk INSERT for writers (importers, the index, the page-change log, the demo seeder): the one entry
 * point, so that callers never ask which engine they write to. On SQLite inside a transaction, rows
 * go straight to a cached single-row statement (sqlite-direct.ts); a bulk load on PostgreSQL goes
 * column-wise (pg-unnest.ts). Elsewhere, multi-row statements: Kysely parses and compiles every value
 * of a values() list on each call, which costs more than running the statement; the SQL text only
 * depends on the table, the columns and the row count, so it is compiled once per shape (with
 * Kysely, in each engine's own placeholder syntax) and reused with the rows' values as parameters.
 */

/**
 * Rows per statement. Every full chunk has the same shape, so one prepared statement serves a whole
 * import; a prepared multi-row INSERT grows with its parameters (SQLite compiles a program of a few
 * instructions per value), so chunks stay small enough to keep the cached statements small.
 */
const ROWS = 100;
/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;
const compiled = new WeakMap<object, Map<string, string>>();

export interface BulkInsertOptions {
  /** Skip rows whose key is already stored. */
  onConflictDoNothing?: boolean;
  /**
   * Thousands of fresh rows per call (the demo seeder): PostgreSQL then takes them column-wise, a few
   * thousand rows per statement with one array parameter per column. Not with onConflictDoNothing.
   */
  bulkLoad?: boolean;
}

/** Inserts rows into one table by the fastest path the engine offers (see above). */
export async function bulkInsert<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
  { onConflictDoNothing = false, bulkLoad = false }: BulkInsertOptions = {},
): Promise<void> {
  if (!rows.length) return;
  if (bulkLoad && !onConflictDoNothing && (await insertUnnest(db, table, rows))) return;
  const columns = Object.keys(rows[0] as object);
  if (insertDirect(db, table, columns, rows, onConflictDoNothing)) return;
  const perStatement = Math.max(1, Math.min(ROWS, Math.floor(MAX_PARAMS / columns.length)));
  // Statements are cached per adapter (engine), not per connection or transaction.
  const adapter = db.getExecutor().adapter;
  let cache = compiled.get(adapter);
  if (!cache) compiled.set(adapter, (cache = new Map()));
  for (let i = 0; i < rows.length; i += perStatement) {
    const slice = rows.slice(i, i + perStatement);
    const key = `${table}|${columns.join(',')}|${slice.length}|${onConflictDoNothing}`;
    let text = cache.get(key);
    if (!text) {
      const blank = Object.fromEntries(columns.map((c) => [c, null]));
      let query = db.insertInto(table).values(slice.map(() => blank) as never);
      if (onConflictDoNothing) query = query.onConflict((oc) => oc.doNothing());
      text = query.compile().sql;
      cache.set(key, text);
    }
    const params: unknown[] = new Array(slice.length * columns.length);
    let p = 0;
    for (const row of slice) for (const c of columns) params[p++] = (row as unknown as Record<string, unknown>)[c] ?? null;
    await db.executeQuery(CompiledQuery.raw(text, params));
  }
}
