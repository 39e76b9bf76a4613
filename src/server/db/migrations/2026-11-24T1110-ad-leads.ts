import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Advertising leads (issue 20): one row per inquiry sent from the quotation page. What the business
 * wrote (company, contact, e-mail and/or phone, message), the booking they priced if any (placements,
 * regions and languages as JSON arrays of the rate card's names, the dates, currency and the quoted
 * total in minor units, null when they asked without pricing), and the page language, so that sales
 * answer in it. The row is written before the mail to sales is sent (a crash never loses a lead):
 * mail_state moves pending → sent, or failed with the error and the number of attempts, and only
 * a pending or failed row is sent (claimed by a conditional update, so two senders never both send).
 * No client address is kept: the rate limits count addresses in rate_limits, keyed, for a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('ad_leads')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('company', c.text, (col) => col.notNull())
    .addColumn('contact', c.text, (col) => col.notNull())
    .addColumn('email', c.text)
    .addColumn('phone', c.text)
    .addColumn('message', c.text, (col) => col.notNull())
    .addColumn('placements', c.text, (col) => col.notNull())
    .addColumn('regions', c.text, (col) => col.notNull())
    .addColumn('languages', c.text, (col) => col.notNull())
    .addColumn('start_date', c.date)
    .addColumn('end_date', c.date)
    .addColumn('currency', c.text)
    .addColumn('quoted_total', c.bigint)
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('mail_state', c.text, (col) => col.notNull())
    .addColumn('mail_attempts', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('mailed_at', c.timestamp)
    .addColumn('mail_error', c.text)
    .execute();
  await db.schema.createIndex('ad_leads_created').on('ad_leads').columns(['created_at']).execute();
  await db.schema.createIndex('ad_leads_mail_state').on('ad_leads').columns(['mail_state', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ad_leads').execute();
}
