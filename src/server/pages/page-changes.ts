import type { Kysely } from 'kysely';
import type { Database, PageChangesTable } from '../db/schema.ts';

/**
 * The page-change log (table page_changes): importers note which records' pages they changed, in
 * the same transaction as the change; server processes read the log from where they last stopped
 * and mark those cached pages stale. A log in the database rather than a message between processes,
 * so that every worker and every machine sharing the database learns of a change, and a process
 * started later starts from the end of the log.
 */

/** Records whose pages a batch changed (deduplicated). */
export class PageChangeSet {
  readonly companies = new Set<string>();
  readonly executives = new Set<string>();
  company(id: string): void { this.companies.add(id); }
  executive(id: string): void { this.executives.add(id); }
  get size(): number { return this.companies.size + this.executives.size; }
}

/** Rows per INSERT statement (bound parameters stay under SQLite's limit). */
const CHUNK = 300;

/** Appends a batch's changes to the log. */
export async function recordPageChanges(db: Kysely<Database>, changes: PageChangeSet, now = new Date().toISOString()): Promise<void> {
  const rows: Array<Omit<PageChangesTable, 'seq'>> = [
    ...[...changes.companies].map((id) => ({ kind: 'company' as const, entity_id: id, changed_at: now })),
    ...[...changes.executives].map((id) => ({ kind: 'executive' as const, entity_id: id, changed_at: now })),
  ];
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('page_changes').values(rows.slice(i, i + CHUNK)).execute();
}

/** Marks every page changed (after a rebuild, or a change too wide to list). */
export async function recordAllPagesChanged(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  await db.insertInto('page_changes').values({ kind: 'all', entity_id: null, changed_at: now }).execute();
}

/** Where the log ends now: a process starting up has nothing older to catch up on. */
export async function lastPageChange(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('page_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Changes after `after`, oldest first, at most `limit`. */
export function pageChangesAfter(db: Kysely<Database>, after: number, limit: number) {
  return db.selectFrom('page_changes').select(['seq', 'kind', 'entity_id']).where('seq', '>', after).orderBy('seq').limit(limit).execute();
}

/** The log entries with these numbers (gaps the poller is waiting for). */
export function pageChangesIn(db: Kysely<Database>, seqs: number[]) {
  return db.selectFrom('page_changes').select(['seq', 'kind', 'entity_id']).where('seq', 'in', seqs).orderBy('seq').execute();
}

/** Drops log entries older than `before` (every running process has read them long ago). */
export async function prunePageChanges(db: Kysely<Database>, before: string): Promise<number> {
  const r = await db.deleteFrom('page_changes').where('changed_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
