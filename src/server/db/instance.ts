import type { Kysely } from 'kysely';
import { env } from '../config/env.ts';
import { openDb, type Db } from './client.ts';
import type { Database } from './schema.ts';

/**
 * The server's database handles, opened on first use from the environment: the primary (DATABASE_URL,
 * else SQLITE_PATH or data/site.db), which every write, session, rate limit and read-after-write goes
 * to, and the read replicas of DATABASE_READ_URL, which the public reads go to (siteReadDb). `npm
 * start` has migrated the primary before the server starts; replicas follow it by replication. SQLite
 * serves every request through one connection: reads are microseconds and WAL keeps them off the writer.
 */
let handle: Db | undefined;
let replicas: Db[] | undefined;
let nextReplica = 0;

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

/** The primary: writes, sessions, rate limits, and anything read right after a write. */
export function siteDb(): Kysely<Database> {
  return siteHandle().db;
}

function replicaHandles(): Db[] {
  if (!replicas) {
    replicas = env.DATABASE_READ_URL.map((url) => openDb({ databaseUrl: url }));
    for (const r of replicas) open.add(r);
  }
  return replicas;
}

/**
 * The database for public reads that may lag the primary by the replicas' delay: pages, search, the
 * API's lookups. The next replica in turn, or the primary when there are none. Take it once per
 * request (Astro.locals.readDb does), so that every query of one page goes to the same replica.
 */
export function siteReadDb(): Kysely<Database> {
  const all = replicaHandles();
  if (!all.length) return siteDb();
  nextReplica = (nextReplica + 1) % all.length;
  return all[nextReplica].db;
}

/** Every read replica (none without DATABASE_READ_URL): the page-change poller waits for all of them. */
export function siteReplicaDbs(): Array<Kysely<Database>> {
  return replicaHandles().map((r) => r.db);
}

/** The PostgreSQL schema the site's database uses, when not the default (the migrations live there). */
export function siteDbSchema(): string | undefined {
  return siteHandle().schema;
}

/** Closes every site database handle of this process (graceful shutdown, after the last request). */
export async function closeSiteDb(): Promise<void> {
  handle = undefined;
  replicas = undefined;
  const all = [...open];
  open.clear();
  await Promise.all(all.map((h) => h.close()));
}
