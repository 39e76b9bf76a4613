import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The service line (issue 19): a VIP member's support thread ("online Q&A") and the mails it sends.
 *
 * - support_threads: one per member (user_id unique): the member writes into it, staff answer. `status`
 *   'open' | 'closed' (a member's new message opens it again); `waiting_since` is the member's oldest
 *   unanswered message (null once staff have answered), so the staff list is "oldest waiting first"
 *   from one index; `lang` the member's language for the mails to them.
 * - support_messages: each message, by the member or by a staff member (`staff_user_id`: who answered;
 *   `created_at`: when) – the log of staff replies.
 * - support_outbox: every mail the line sends (to staff at SUPPORT_STAFF_EMAIL for a member's message,
 *   to the member for a staff answer), written in the message's transaction and sent by an idempotent
 *   sender (claim with a lease, then mark sent), so a crash neither loses nor repeats one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('support_threads')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('user_id', c.text, (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('waiting_since', c.timestamp)
    .addColumn('last_message_at', c.timestamp, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('closed_at', c.timestamp)
    .addColumn('closed_by', c.text, (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('support_threads_queue').on('support_threads').columns(['status', 'waiting_since']).execute();
  await s
    .createTable('support_messages')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('thread_id', c.text, (col) => col.notNull().references('support_threads.id').onDelete('cascade'))
    .addColumn('author', c.text, (col) => col.notNull())
    .addColumn('staff_user_id', c.text, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', c.text, (col) => col.notNull())
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('support_messages_thread').on('support_messages').columns(['thread_id', 'created_at']).execute();
  await s
    .createTable('support_outbox')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('message_id', c.text, (col) => col.notNull().references('support_messages.id').onDelete('cascade'))
    .addColumn('recipient', c.text, (col) => col.notNull())
    .addColumn('state', c.text, (col) => col.notNull())
    .addColumn('attempts', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('due_at', c.timestamp, (col) => col.notNull())
    .addColumn('claimed_at', c.timestamp)
    .addColumn('sent_at', c.timestamp)
    .addColumn('error', c.text)
    .execute();
  await s.createIndex('support_outbox_due').on('support_outbox').columns(['state', 'due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['support_outbox', 'support_messages', 'support_threads']) await db.schema.dropTable(t).execute();
}
