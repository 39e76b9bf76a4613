import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BrowseKind } from './browsing.service.ts';

type Db = Kysely<Database>;

/** The name (and a company's jurisdiction) of a record, or undefined when there is no such record. */
export function browsedRecord(
  db: Db,
  kind: BrowseKind,
  entityId: string,
): Promise<{ name: string; jurisdiction_code: string | null } | undefined> {
  return kind === 'company'
    ? db.selectFrom('companies').select(['name', 'jurisdiction_code']).where('id', '=', entityId).executeTakeFirst()
    : db
        .selectFrom('officers')
        .select(['name', sql<string | null>`null`.as('jurisdiction_code')])
        .where('id', '=', entityId)
        .executeTakeFirst();
}

/** Saves a visitor's view of a record and drops that visitor's views of this kind beyond the newest `keep`, in one transaction. */
export async function saveView(
  db: Db,
  view: { visitor: string; kind: BrowseKind; entityId: string; name: string; jurisdictionCode: string | null; at: string },
  keep: number,
): Promise<void> {
  const { visitor, kind, entityId, name, at } = view;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('recent_views')
      .values({ visitor_id: visitor, kind, entity_id: entityId, name, jurisdiction_code: view.jurisdictionCode, viewed_at: at })
      .onConflict((oc) => oc.columns(['visitor_id', 'kind', 'entity_id']).doUpdateSet({ viewed_at: at, name }))
      .execute();
    const old = await tx
      .selectFrom('recent_views')
      .select('viewed_at')
      .where('visitor_id', '=', visitor)
      .where('kind', '=', kind)
      .orderBy('viewed_at', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (old)
      await tx
        .deleteFrom('recent_views')
        .where('visitor_id', '=', visitor)
        .where('kind', '=', kind)
        .where('viewed_at', '<=', old.viewed_at)
        .execute();
  });
}

/** A visitor's latest views of one kind, newest first. */
export function latestViews(db: Db, visitor: string, kind: BrowseKind, size: number) {
  return db
    .selectFrom('recent_views')
    .select(['entity_id', 'name', 'jurisdiction_code'])
    .where('visitor_id', '=', visitor)
    .where('kind', '=', kind)
    .orderBy('viewed_at', 'desc')
    .limit(size)
    .execute();
}

/** Adds one counted view to a record's count of the day (a row per record and day). */
export async function countView(
  db: Db,
  view: { kind: BrowseKind; entityId: string; day: string; name: string; jurisdictionCode: string | null },
): Promise<void> {
  const { kind, entityId, day, name, jurisdictionCode } = view;
  await db
    .insertInto('view_counts')
    .values({ kind, entity_id: entityId, day, name, jurisdiction_code: jurisdictionCode, views: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'entity_id', 'day'])
        .doUpdateSet({ views: sql<number>`view_counts.views + 1`, name, jurisdiction_code: jurisdictionCode }),
    )
    .execute();
}

/** Drops the daily counts of days before `beforeDay` (YYYY-MM-DD); returns how many rows went. */
export async function deleteViewCountsBefore(db: Db, beforeDay: string): Promise<number> {
  const r = await db.deleteFrom('view_counts').where('day', '<', beforeDay).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A record's counted views per day, oldest first. */
export function dailyViews(db: Db, kind: BrowseKind, entityId: string) {
  return db
    .selectFrom('view_counts')
    .select(['day', 'views'])
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId)
    .orderBy('day')
    .execute();
}

/** The records of one kind viewed most since the day `sinceDay` (YYYY-MM-DD), with their view counts, from the daily counts. */
export function mostViewed(db: Db, kind: BrowseKind, sinceDay: string, size: number) {
  return db
    .selectFrom('view_counts')
    .select([
      'entity_id',
      (eb) => eb.fn.max('name').as('name'),
      (eb) => eb.fn.max('jurisdiction_code').as('jurisdiction_code'),
      (eb) => eb.fn.sum<number>('views').as('views'),
    ])
    .where('kind', '=', kind)
    .where('day', '>=', sinceDay)
    .groupBy('entity_id')
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('entity_id')
    .limit(size)
    .execute();
}

/** The parent companies of the most subsidiaries. */
export function largestGroups(db: Db, size: number) {
  return db
    .selectFrom('relationships as r')
    .innerJoin('companies as c', 'c.id', 'r.parent_company_id')
    .select(['c.id', 'c.name', 'c.jurisdiction_code', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.kind', '=', 'parent')
    .groupBy(['c.id', 'c.name', 'c.jurisdiction_code'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('c.id')
    .limit(size)
    .execute();
}
