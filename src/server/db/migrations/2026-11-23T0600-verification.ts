import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * What proves a visitor controls a phone (or e-mail) before an account acts on it:
 * - verification_codes: one per code sent; only a hash of the code is kept, with its purpose, its
 *   tries and when it dies (5 minutes, single use, 5 wrong tries);
 * - sms_outbox: every text message the development provider "sends" (and the log says so);
 * - captcha_challenges: the slider puzzles, whose answer (the gap's position) never leaves the server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('verification_codes')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('purpose', c.text, (col) => col.notNull())
    .addColumn('target', c.text, (col) => col.notNull())
    .addColumn('code_hash', c.text, (col) => col.notNull())
    .addColumn('attempts', c.int, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .execute();
  await s.createIndex('verification_codes_target').on('verification_codes').columns(['target', 'purpose', 'created_at']).execute();
  await s
    .createTable('sms_outbox')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('phone', c.text, (col) => col.notNull())
    .addColumn('body', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'created_at']).execute();
  await s
    .createTable('captcha_challenges')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('gap_x', c.int, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('solved_at', c.timestamp)
    /** SHA-256 of the pass a solved puzzle gives; spent by the call it was solved for. */
    .addColumn('pass_hash', c.text)
    .addColumn('pass_used_at', c.timestamp)
    .execute();
  await s.createIndex('captcha_challenges_pass').on('captcha_challenges').column('pass_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('captcha_challenges').execute();
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('verification_codes').execute();
}
