import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Alerts to followers (issue 17): what changed in a followed record becomes a notification per
 * follower, and an e-mail through an outbox.
 *
 * - `notifications`: one row per member and change (primary key (user_id, change_id), so running the
 *   fan-out twice adds nothing). `outbox_id` names the e-mail that carries it (null when the member
 *   wants no e-mail); it is read through the member (the key's first column), not an index of its
 *   own: every index is one more random write per notification in the fan-out.
 * - `alert_outbox`: one e-mail to send. Its id is derived from what it carries ('i:{run}:{member}' for
 *   the e-mail of one import run, 'd:{day}:{member}' for a daily digest), so fan-out inserts it with
 *   ON CONFLICT DO NOTHING and two runs agree on it. The state moves pending → sending (claimed,
 *   with claimed_at as the lease) → sent or failed.
 * - `alert_fanout`: the watermark, per import run (record_changes ids are random, and a resumed import
 *   run writes later rows with an earlier changed_at, so no single (changed_at, id) mark is safe):
 *   the last change id fanned out, and whether the run is done. Runs finished before this migration
 *   are marked done: members are alerted about what changes from now on, not about the past.
 * - `alert_settings`: the member's choice ('immediate' | 'digest' | 'off'; no row = 'immediate')
 *   and the language of their e-mails (the site language they last followed something in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('notifications')
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('change_id', c.text, (col) => col.notNull())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('record_id', c.text, (col) => col.notNull())
    .addColumn('outbox_id', c.text)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('read_at', c.timestamp)
    .addPrimaryKeyConstraint('notifications_pk', ['user_id', 'change_id'])
    .execute();
  await s.createIndex('notifications_member_newest').on('notifications').columns(['user_id', 'created_at']).execute();
  await s
    .createTable('alert_outbox')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('state', c.text, (col) => col.notNull())
    .addColumn('attempts', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('due_at', c.timestamp, (col) => col.notNull())
    .addColumn('claimed_at', c.timestamp)
    .addColumn('sent_at', c.timestamp)
    .addColumn('error', c.text)
    .execute();
  await s.createIndex('alert_outbox_due').on('alert_outbox').columns(['state', 'due_at']).execute();
  await s
    .createTable('alert_fanout')
    .addColumn('run_id', c.text, (col) => col.primaryKey())
    .addColumn('last_change_id', c.text, (col) => col.notNull())
    .addColumn('done', c.flag, (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s
    .createTable('alert_settings')
    .addColumn('user_id', c.text, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mode', c.text, (col) => col.notNull().defaultTo('immediate'))
    .addColumn('lang', c.text)
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  // The fan-out reads one run's changes in id order.
  await s.createIndex('record_changes_run').on('record_changes').columns(['run_id', 'id']).execute();
  await sql`insert into alert_fanout (run_id, last_change_id, done, updated_at)
    select id, '', 1, coalesce(finished_at, started_at) from import_runs where status = 'done'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('record_changes_run').execute();
  for (const t of ['alert_settings', 'alert_fanout', 'alert_outbox', 'notifications']) await db.schema.dropTable(t).execute();
}
