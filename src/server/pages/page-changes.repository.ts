import type { Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database, PageChangesTable } from '../db/schema.ts';
import type { PageChangeSet } from './page-changes.ts';

// The page-change log's statements; what the log is for is told in page-changes.ts.

/** Appends a batch's changes to the log. */
export async function recordPageChanges(db: Kysely<Database>, changes: PageChangeSet, now = new Date().toISOString()): Promise<void> {
  const rows: Array<Omit<PageChangesTable, 'seq'>> = [
    ...[...changes.companies].map((id) => ({ kind: 'company' as const, entity_id: id, changed_at: now })),
    ...[...changes.executives].map((id) => ({ kind: 'executive' as const, entity_id: id, changed_at: now })),
    ...[...changes.dealers].map((id) => ({ kind: 'dealer' as const, entity_id: id, changed_at: now })),
    ...[...changes.regulators].map((id) => ({ kind: 'regulator' as const, entity_id: id, changed_at: now })),
  ];
  await bulkInsert(db, 'page_changes', rows);
}

/** Marks every page changed (after a rebuild, or a change too wide to list). */
export async function recordAllPagesChanged(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  await db.insertInto('page_changes').values({ kind: 'all', entity_id: null, changed_at: now }).execute();
}

/** Where the log ends now: a process starting up has nothing older to catch up on. */
export async function lastPageChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('page_changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
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
