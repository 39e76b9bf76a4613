import type { Kysely } from 'kysely';
import { openDb, type Db } from './client.ts';
import type { Database } from './schema.ts';

/**
 * The server's one database handle, opened on first use from the environment (DATABASE_URL, else
 * SQLITE_PATH or data/site.db). `npm start` has migrated it before the server starts. SQLite serves
 * every request through one connection: reads are microseconds and WAL keeps them off the writer.
 */
let handle: Db | undefined;

export function siteDb(): Kysely<Database> {
  handle ??= openDb();
  return handle.db;
}
