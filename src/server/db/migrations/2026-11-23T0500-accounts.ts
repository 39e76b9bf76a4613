import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Member accounts: users, their sessions (only a hash of each token is stored, so a copy of
 * the database opens no session), and fixed-window rate-limit counters that every server process
 * shares. Verification codes, the SMS outbox and third-party identities come with their flows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('users')
    .addColumn('id', c.text, (col) => col.primaryKey())
    /** E.164 ('+8613800138000'): one spelling per number, whatever the visitor typed. */
    .addColumn('phone', c.text, (col) => col.unique())
    /** Lower-cased. */
    .addColumn('email', c.text, (col) => col.unique())
    .addColumn('email_confirmed', c.flag, (col) => col.notNull().defaultTo(0))
    .addColumn('password_hash', c.text)
    .addColumn('nickname', c.text)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s
    .createTable('sessions')
    .addColumn('token_hash', c.text, (col) => col.primaryKey())
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await s
    .createTable('rate_limits')
    .addColumn('key', c.text, (col) => col.notNull())
    .addColumn('window_start', c.bigint, (col) => col.notNull())
    .addColumn('count', c.int, (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
