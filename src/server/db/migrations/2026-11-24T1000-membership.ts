import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Membership (issue 19): ordinary members and VIP.
 *
 * - users.vip_until: the instant VIP ends (null: never VIP, or ended). One column, read on every quota
 *   check, so a member's tier costs one primary-key read. What a tier allows is in
 *   src/server/membership/tier-allowance.ts.
 * - membership_events: every change of vip_until with its cause – a payment, a renewal, a refund, a
 *   failed renewal, or a staff grant or end (with the staff member and the reason) – and the value
 *   before and after, so support can answer "why did my VIP end" from the log alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema.alterTable('users').addColumn('vip_until', c.timestamp).execute();
  await db.schema
    .createTable('membership_events')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('vip_until_before', c.timestamp)
    .addColumn('vip_until_after', c.timestamp)
    .addColumn('order_id', c.text)
    .addColumn('staff_user_id', c.text, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', c.text)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('membership_events_member').on('membership_events').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('membership_events').execute();
  await db.schema.alterTable('users').dropColumn('vip_until').execute();
}
