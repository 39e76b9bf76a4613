import type { Kysely } from 'kysely';
import type { Database, QrLoginsTable } from '../db/schema.ts';

/** SQL of QR logins. Every change of state is one conditional update: of two requests, one wins. */

export async function insertQrLogin(db: Kysely<Database>, row: QrLoginsTable): Promise<void> {
  await db.insertInto('qr_logins').values(row).execute();
}

/**
 * Pending, or already scanned by this same phone (session), and alive: now scanned by it, with a new
 * confirm token. Undefined otherwise: a second phone finds the code taken.
 */
export function markScanned(db: Kysely<Database>, id: string, userId: string, session: string, tokenHash: string, at: string) {
  return db
    .updateTable('qr_logins')
    .set({ status: 'scanned', user_id: userId, scan_session: session, scan_token_hash: tokenHash })
    .where('id', '=', id)
    .where('expires_at', '>', at)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'scanned'), eb('user_id', '=', userId), eb('scan_session', '=', session)]),
      ]),
    )
    .returning(['created_at', 'device_browser', 'device_os', 'device_country'])
    .executeTakeFirst();
}

/** Scanned by this member on this phone, with the token of its confirm form, and alive: now confirmed. Undefined otherwise. */
export function markConfirmed(db: Kysely<Database>, id: string, userId: string, session: string, tokenHash: string, at: string) {
  return db
    .updateTable('qr_logins')
    .set({ status: 'confirmed', scan_token_hash: null })
    .where('id', '=', id)
    .where('status', '=', 'scanned')
    .where('user_id', '=', userId)
    .where('scan_session', '=', session)
    .where('scan_token_hash', '=', tokenHash)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
}

export function qrLoginById(db: Kysely<Database>, id: string) {
  return db.selectFrom('qr_logins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Confirmed on the phone and alive: now consumed (its session handed out). Undefined when another request took it first. */
export function markConsumed(db: Kysely<Database>, id: string, at: string) {
  return db
    .updateTable('qr_logins')
    .set({ status: 'consumed' })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
}
