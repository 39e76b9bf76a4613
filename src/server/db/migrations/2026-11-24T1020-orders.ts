import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * VIP orders and payment events (issue 19; types in src/server/db/schema-payments.ts).
 *
 * - orders: one row per payment of a plan (a renewal is a row of its own), with the amount in minor
 *   units, its VAT share, the provider's references and our sequential invoice number (unique: two
 *   orders can never share one).
 * - payment_events: the provider's event ids already applied; the primary key makes a replayed
 *   webhook a no-op.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('orders')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', c.text, (col) => col.notNull())
    .addColumn('months', c.int, (col) => col.notNull())
    .addColumn('currency', c.text, (col) => col.notNull())
    .addColumn('amount_minor', c.int, (col) => col.notNull())
    .addColumn('vat_minor', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('vat_rate_bp', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('provider', c.text, (col) => col.notNull())
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('checkout_ref', c.text)
    .addColumn('customer_ref', c.text)
    .addColumn('subscription_ref', c.text)
    .addColumn('invoice_ref', c.text)
    .addColumn('payment_ref', c.text)
    .addColumn('renewal_of', c.text, (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('invoice_number', c.int, (col) => col.unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('paid_at', c.timestamp)
    .addColumn('refunded_at', c.timestamp)
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_member').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_checkout').on('orders').column('checkout_ref').execute();
  await db.schema.createIndex('orders_subscription').on('orders').column('subscription_ref').execute();
  await db.schema.createIndex('orders_payment').on('orders').column('payment_ref').execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('provider', c.text, (col) => col.notNull())
    .addColumn('event_id', c.text, (col) => col.notNull())
    .addColumn('type', c.text, (col) => col.notNull())
    .addColumn('order_id', c.text)
    .addColumn('outcome', c.text, (col) => col.notNull())
    .addColumn('received_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('orders').execute();
}
