import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { createPuzzle, solvePuzzle, type Track } from '../../src/server/accounts/captcha.service.ts';

/** A hand-like drag to x: 12 points, eased, with uneven timing (what plausibleDrag accepts). */
export const drag = (x: number): Track =>
  Array.from({ length: 12 }, (_, i) => [i * 90 + (i % 3) * 7, Math.round((x * (1 - Math.cos((Math.PI * i) / 11))) / 2)]);

/** Solves a puzzle as the island would, reading the gap from the database (the test is the hand, two seconds after the puzzle appeared). */
export async function sliderPass(db: Kysely<Database>): Promise<string> {
  const p = await createPuzzle(db, new Date(Date.now() - 2000));
  const { gap_x } = await db.selectFrom('captcha_challenges').select('gap_x').where('id', '=', p.id).executeTakeFirstOrThrow();
  return (await solvePuzzle(db, p.id, gap_x, drag(gap_x)))!;
}
