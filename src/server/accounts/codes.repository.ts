import type { Kysely } from 'kysely';
import type { Database, VerificationCodesTable } from '../db/schema.ts';

/** SQL of verification codes (sent by text message or e-mail; stored as hashes). */

export async function insertCode(db: Kysely<Database>, row: VerificationCodesTable): Promise<void> {
  await db.insertInto('verification_codes').values(row).execute();
}

export function codeById(db: Kysely<Database>, id: string) {
  return db.selectFrom('verification_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts one wrong try at a code. */
export async function countWrongTry(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks an unused code with tries left as used; undefined when another request used it first (or it died). */
export function markUsed(db: Kysely<Database>, id: string, at: string, maxTries: number) {
  return db
    .updateTable('verification_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .returning('id')
    .executeTakeFirst();
}

/** The address an e-mail code (purpose bind_email) was sent to. */
export function emailCodeTarget(db: Kysely<Database>, id: string) {
  return db.selectFrom('verification_codes').select('target').where('id', '=', id).where('purpose', '=', 'bind_email').executeTakeFirst();
}
