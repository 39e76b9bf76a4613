import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * What members follow (spec sections 4 and 7: attention/follow, cancelFollow, myFollow, countByFollow).
 * One row per member and record; `kind` is the record's kind of detail page ('company', 'executive',
 * and later 'broker'), kept as text so a new kind needs no migration. Two indexes: a member's follows
 * newest first (myFollow, paged), and the followers of one record (the alerts fan out by record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('follows')
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('record_id', c.text, (col) => col.notNull())
    .addColumn('followed_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'kind', 'record_id'])
    .execute();
  await db.schema.createIndex('follows_member_newest').on('follows').columns(['user_id', 'followed_at']).execute();
  await db.schema.createIndex('follows_record').on('follows').columns(['kind', 'record_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('follows').execute();
}
