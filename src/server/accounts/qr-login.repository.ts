import type { Kysely } from 'kysely';
import type { Database, QrLoginsTable } from '../db/schema.ts';

/** SQL of QR logins. Every change of state is one conditional update: of two requests, one wins. */

export async function insertQrLogin(db: Kysely<Database>, row: QrLoginsTable): Promise<void> {
  await db.insertInto('qr_logins').values(row).execute();
}

/** Pending (or already scanned by the same member) and alive: now scanned by this member. Undefined otherwise. */
export function markScanned(db: Kysely<Database>, id: string, userId: string, at: string) {
  return db
    .updateTable('qr_logins')
    .set({ status: 'scanned', user_id: userId })
    .where('id', '=', id)
    .where('expires_at', '>', at)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'scanned'), eb('user_id', '=', userId)])]))
    .returning('id')
    .executeTakeFirst();
}

/** Scanned by this member and alive: now confirmed. Undefined otherwise. */
export function markConfirmed(db: Kysely<Database>, id: string, userId: string, at: string) {
  return db
    .updateTable('qr_logins')
    .set({ status: 'confirmed' })
    .where('id', '=', id)
    .where('status', '=', 'scanned')
    .where('user_id', '=', userId)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
}

export function qrLoginById(db: Kysely<Database>, id: string) {
  return db.selectFrom('qr_logins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Confirmed: now consumed (its session handed out). Undefined when another request took it first. */
export function markConsumed(db: Kysely<Database>, id: string) {
  return db
    .updateTable('qr_logins')
    .set({ status: 'consumed' })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .returning('id')
    .executeTakeFirst();
}
