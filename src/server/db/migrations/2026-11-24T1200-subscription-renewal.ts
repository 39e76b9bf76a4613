import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * A member's own say over renewal (issue 19): on the first order of a Stripe subscription (the one its
 * renewals point to), when its renewal was cancelled – by the member in the member centre or in
 * Stripe's own portal – and when the subscription ended in Stripe. Null: it renews / it runs. VIP
 * itself stays in users.vip_until: a cancelled renewal leaves it until the paid period ends.
 *
 * renewal_mails: the confirmation mail of each cancellation, written in the cancellation's own
 * transaction and sent from here (claimed, sent with a Message-ID of its row, marked), so a crash
 * between the change and the send loses nothing and `npm run alerts` sends what the site could not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema.alterTable('orders').addColumn('renewal_cancelled_at', c.timestamp).execute();
  await db.schema.alterTable('orders').addColumn('subscription_ended_at', c.timestamp).execute();
  await db.schema
    .createTable('renewal_mails')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('vip_until', c.timestamp, (col) => col.notNull())
    .addColumn('state', c.text, (col) => col.notNull())
    .addColumn('attempts', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('sent_at', c.timestamp)
    .addColumn('error', c.text)
    .execute();
  await db.schema.createIndex('renewal_mails_state').on('renewal_mails').columns(['state', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('renewal_mails').execute();
  await db.schema.alterTable('orders').dropColumn('subscription_ended_at').execute();
  await db.schema.alterTable('orders').dropColumn('renewal_cancelled_at').execute();
}
