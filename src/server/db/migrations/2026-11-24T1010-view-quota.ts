import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The daily view quota (issue 19): one row per member, UTC day and record whose deeper sections the
 * member opened that day. The primary key (user_id, day, kind, record_id) is the whole design: a second
 * view of the same record the same day is an insert that does nothing, and the day's count is a range
 * read of the key's prefix (user_id, day), so a check is one indexed insert-or-ignore and one count.
 * `day` is text 'YYYY-MM-DD' on both engines (no date conversion between them); `kind` is the detail
 * page's kind ('company', 'executive'). `npm run rebuild` drops days older than a week.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('view_quota')
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', c.text, (col) => col.notNull())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('record_id', c.text, (col) => col.notNull())
    // Text on both engines (an ISO instant): it is written inside an INSERT … SELECT, where PostgreSQL would not
    // turn an untyped parameter into a timestamptz.
    .addColumn('viewed_at', c.text, (col) => col.notNull())
    .addPrimaryKeyConstraint('view_quota_pk', ['user_id', 'day', 'kind', 'record_id'])
    .execute();
  // The prune by day (rebuild) without a scan of every member's rows.
  await db.schema.createIndex('view_quota_day').on('view_quota').column('day').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('view_quota').execute();
}
