import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** SQL of account housekeeping: dropping rows that can no longer be used. Each returns how many it dropped. */

const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** Sessions that ended at or before `at`. */
export async function deleteEndedSessions(db: Kysely<Database>, at: string): Promise<number> {
  return count(await db.deleteFrom('sessions').where('expires_at', '<=', at).executeTakeFirst());
}

/** Verification codes that died before `before`. */
export async function deleteCodesExpiredBefore(db: Kysely<Database>, before: string): Promise<number> {
  return count(await db.deleteFrom('verification_codes').where('expires_at', '<', before).executeTakeFirst());
}

/** Slider puzzles that died before `before`. */
export async function deletePuzzlesExpiredBefore(db: Kysely<Database>, before: string): Promise<number> {
  return count(await db.deleteFrom('captcha_challenges').where('expires_at', '<', before).executeTakeFirst());
}

/** QR logins that died before `before`. */
export async function deleteQrLoginsExpiredBefore(db: Kysely<Database>, before: string): Promise<number> {
  return count(await db.deleteFrom('qr_logins').where('expires_at', '<', before).executeTakeFirst());
}
