import type { Kysely } from 'kysely';
import type { CaptchaChallengesTable, Database } from '../db/schema.ts';

/** SQL of slider puzzles and the passes they earn. */

export async function insertPuzzle(db: Kysely<Database>, row: CaptchaChallengesTable): Promise<void> {
  await db.insertInto('captcha_challenges').values(row).execute();
}

/** Marks a live, untried puzzle as tried (of two tries at once, one wins); its gap and birth, or undefined. */
export function claimPuzzle(db: Kysely<Database>, id: string, at: string) {
  return db
    .updateTable('captcha_challenges')
    .set({ solved_at: at })
    .where('id', '=', id)
    .where('solved_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['gap_x', 'created_at'])
    .executeTakeFirst();
}

export async function setPassHash(db: Kysely<Database>, id: string, passHash: string): Promise<void> {
  await db.updateTable('captcha_challenges').set({ pass_hash: passHash }).where('id', '=', id).execute();
}

/** Marks an unused, live pass as used; undefined when there is no such pass (or another request used it). */
export function usePass(db: Kysely<Database>, passHash: string, at: string) {
  return db
    .updateTable('captcha_challenges')
    .set({ pass_used_at: at })
    .where('pass_hash', '=', passHash)
    .where('pass_used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
}
