import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Adds a follow; false when the member already follows the record (the row is left as it was). */
export async function insertFollow(db: Db, userId: string, kind: string, recordId: string, at: string): Promise<boolean> {
  const rows = await db
    .insertInto('follows')
    .values({ user_id: userId, kind, record_id: recordId, followed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'record_id']).doNothing())
    .returning('record_id')
    .execute();
  return rows.length > 0;
}

/** Removes a follow; false when there was none. */
export async function deleteFollow(db: Db, userId: string, kind: string, recordId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('follows')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .returning('record_id')
    .execute();
  return rows.length > 0;
}

/** A member's follows per kind. */
export function followCounts(db: Db, userId: string) {
  return db
    .selectFrom('follows')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
}

/** How many members follow a record (index follows_record). */
export async function followerCount(db: Db, kind: string, recordId: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the member follows the record. */
export async function follows(db: Db, userId: string, kind: string, recordId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('record_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of a member's follows, newest first (index follows_member_newest), of one kind or all. */
export function pageOfFollows(db: Db, userId: string, kind: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('follows').select(['kind', 'record_id', 'followed_at']).where('user_id', '=', userId);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('followed_at', 'desc').orderBy('record_id', 'desc').offset(offset).limit(limit).execute();
}

/** How many follows a member has, of one kind or all. */
export async function countOfFollows(db: Db, userId: string, kind: string | undefined): Promise<number> {
  let q = db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId);
  if (kind) q = q.where('kind', '=', kind);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** Name, jurisdiction and status of the companies with these ids (a page of follows: a few dozen ids). */
export function companySummaries(db: Db, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'jurisdiction_code', 'current_status', 'inactive'])
    .where('id', 'in', ids)
    .execute();
}

/** Name and nationality of the executives with these ids. */
export function officerSummaries(db: Db, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('officers').select(['id', 'name', 'nationality']).where('id', 'in', ids).execute();
}

/** Name, country and state of the brokers with these ids. */
export function brokerSummaries(db: Db, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('brokers').select(['id', 'name', 'country', 'status']).where('id', 'in', ids).execute();
}

/**
 * Every change imports recorded for these rows of `table` (index record_changes_record): a record
 * changes a few times a year, so reading them all and keeping the newest is cheaper than a grouped query.
 */
export function changesOf(db: Db, table: string, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('record_changes')
    .select(['record_id', 'changed_at', 'diff'])
    .where('table_name', '=', table)
    .where('record_id', 'in', ids)
    .execute();
}

/** Whether a company, executive or broker with this id exists. */
export async function recordExists(db: Db, table: 'companies' | 'officers' | 'brokers', id: string): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
