import type { Kysely } from 'kysely';
import { openDb, type Db } from './client.ts';
import type { Database } from './schema.ts';

/**
 * The server's one database handle, opened on first use from the environment (DATABASE_URL, else
 * SQLITE_PATH or data/site.db). `npm start` has migrated it before the server starts. SQLite serves
 * every request through one connection: reads are microseconds and WAL keeps them off the writer.
 */
let handle: Db | undefined;

/**
 * Every handle this process opened: the server (src/) and Astro's bundle (dist/server) each load this
 * file and open their own, and a graceful shutdown closes both.
 */
const OPEN = Symbol.for('corpsearch.siteDbs');
const open: Set<Db> = ((globalThis as unknown as Record<symbol, Set<Db> | undefined>)[OPEN] ??= new Set());

function siteHandle(): Db {
  if (!handle) open.add((handle = openDb()));
  return handle;
}

export function siteDb(): Kysely<Database> {
  return siteHandle().db;
}

/** The PostgreSQL schema the site's database uses, when not the default (the migrations live there). */
export function siteDbSchema(): string | undefined {
  return siteHandle().schema;
}

/** Closes every site database handle of this process (graceful shutdown, after the last request). */
export async function closeSiteDb(): Promise<void> {
  handle = undefined;
  const all = [...open];
  open.clear();
  await Promise.all(all.map((h) => h.close()));
}
