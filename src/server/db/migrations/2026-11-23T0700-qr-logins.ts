import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * QR login: the desktop shows a code for a link; a signed-in member opens it on their phone and
 * confirms; the desktop, which alone holds the request's secret, then receives a session. Alive 2
 * minutes, collected once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('qr_logins')
    .addColumn('id', c.text, (col) => col.primaryKey())
    /** SHA-256 of the secret only the desktop that asked holds (the id is public: it is in the picture). */
    .addColumn('secret_hash', c.text, (col) => col.notNull())
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('user_id', c.text, (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_logins').execute();
}
