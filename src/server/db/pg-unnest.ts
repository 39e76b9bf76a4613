import { CompiledQuery, PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Bulk INSERT for PostgreSQL by columns: `insert into t (a, b) select * from unnest($1::text[],
 * $2::int4[])`, one array parameter per column. A multi-row VALUES statement of 100 rows × 40 columns
 * has 4,000 parameters that PostgreSQL parses and plans on every call; this one has 40, whatever the
 * row count, so a few thousand rows go in one round trip. Column types are read from the catalogue
 * once per table, because an array parameter needs its element type spelt out.
 */

const types = new WeakMap<object, Map<string, Map<string, string>>>();

async function columnTypes(db: Kysely<any>, table: string): Promise<Map<string, string>> {
  const adapter = db.getExecutor().adapter;
  let byTable = types.get(adapter);
  if (!byTable) types.set(adapter, (byTable = new Map()));
  let columns = byTable.get(table);
  if (!columns) {
    const rows = await sql<{ column_name: string; udt_name: string }>`
      select column_name, udt_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    columns = new Map(rows.rows.map((r) => [r.column_name, r.udt_name]));
    byTable.set(table, columns);
  }
  return columns;
}

/** Rows per statement: large enough that round trips stop mattering, small enough to keep each message a few MB. */
const ROWS = 5_000;

/**
 * Inserts rows column-wise on PostgreSQL: bulkInsert's bulk-load path. Returns false (and does
 * nothing) on other engines, where bulkInsert takes its other paths.
 */
export async function insertUnnest(db: Kysely<any>, table: string, rows: ReadonlyArray<object>): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return false;
  if (!rows.length) return true;
  const columns = Object.keys(rows[0]);
  const known = await columnTypes(db, table);
  const casts = columns.map((c) => {
    const udt = known.get(c);
    if (!udt) throw new Error(`insertUnnest: ${table}.${c} is not a column`);
    return udt;
  });
  const text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${casts.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS) {
    const slice = rows.slice(start, start + ROWS);
    const arrays = columns.map((c) =>
      slice.map((r) => {
        const v = (r as Record<string, unknown>)[c];
        return v === undefined ? null : v;
      }),
    );
    await db.executeQuery(CompiledQuery.raw(text, arrays));
  }
  return true;
}
