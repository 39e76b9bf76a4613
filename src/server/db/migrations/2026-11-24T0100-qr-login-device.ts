import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * QR login hardened (issue 15, finding 6): the computer that asked (browser, system, country) is
 * kept to be shown on the phone; the scan is bound to the first phone's session, and its confirm
 * form carries a per-scan token (only its hash is kept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  for (const column of ['device_browser', 'device_os', 'device_country', 'scan_session', 'scan_token_hash'])
    await db.schema.alterTable('qr_logins').addColumn(column, c.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['device_browser', 'device_os', 'device_country', 'scan_session', 'scan_token_hash'])
    await db.schema.alterTable('qr_logins').dropColumn(column).execute();
}
