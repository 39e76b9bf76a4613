import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * COPY … FROM STDIN through a Kysely transaction on PostgreSQL (pg-copy-streams). Kysely hides the pg
 * client a transaction runs on, so the pool's clients are registered here by their backend process
 * id as they connect (client.ts), and a transaction finds its own with `select pg_backend_pid()`. The
 * rows then join that transaction: a batch's staged rows commit with its resume point, or not at all.
 */
const pools = new WeakMap<object, Map<number, pg.Client>>();

/** Called by the db client for each PostgreSQL pool it opens. */
export function registerPgPool(kysely: Kysely<any>, pool: pg.Pool): void {
  const byPid = new Map<number, pg.Client>();
  pool.on('connect', (client) => {
    const pid = (client as unknown as { processID: number | null }).processID;
    if (pid !== null) byPid.set(pid, client);
  });
  pool.on('remove', (client) => {
    byPid.delete((client as unknown as { processID: number }).processID);
  });
  pools.set(kysely.getExecutor().adapter, byPid);
}

/** The pg client a transaction runs on; only inside the transaction's callback, where nothing else uses it. */
export async function clientOf(tx: Kysely<any>): Promise<pg.Client> {
  if (!tx.isTransaction) throw new Error('COPY runs inside a transaction only');
  const byPid = pools.get(tx.getExecutor().adapter);
  if (!byPid) throw new Error('this database was not opened by openDb on PostgreSQL');
  const pid = Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0].pid);
  const client = byPid.get(pid);
  if (!client) throw new Error(`no pool client for backend ${pid}`);
  return client;
}

/** One value in COPY's text format: \N for null; backslash, tab, newline and carriage return escaped. */
function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? '1' : '0';
  const s = typeof v === 'string' ? v : String(v);
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : s;
}

/** Rows of COPY text per chunk written to the stream: a few hundred KB, so memory stays flat. */
const ROWS_PER_CHUNK = 1000;

function* copyChunks(columns: string[], rows: ReadonlyArray<object>): Generator<string> {
  let chunk = '';
  let n = 0;
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    let line = copyValue(r[columns[0]]);
    for (let i = 1; i < columns.length; i++) line += `\t${copyValue(r[columns[i]])}`;
    chunk += `${line}\n`;
    if (++n === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      n = 0;
    }
  }
  if (chunk) yield chunk;
}

/** Streams rows into a table with COPY on the transaction's client (columns: those of the first row). */
export async function copyRows(client: pg.Client, table: string, rows: ReadonlyArray<object>): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const stream = client.query(copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`));
  await pipeline(Readable.from(copyChunks(columns, rows)), stream);
}

/** The backend process ids of a database's pool clients (for benchmarks that count the server's CPU). */
export function backendPids(kysely: Kysely<any>): number[] {
  return [...(pools.get(kysely.getExecutor().adapter)?.keys() ?? [])];
}
