import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Our own slider captcha (spec section 5: 'Drag the slider to the right' before any text message).
 * The server picks where the gap is and keeps it; the visitor drags the piece there; the server
 * checks the position and that the drag looks like a hand's (enough points, time going forward,
 * a speed that varies). Each puzzle can be tried once and lives 2 minutes; a solved one gives a
 * single-use pass for the call it guards. A slider slows bots down; the rate limits are the wall.
 */
export const PUZZLE = { width: 300, height: 150, piece: 44, lifeMs: 120_000, tolerance: 6 } as const;

export interface Puzzle { id: string; image: string; pieceY: number; width: number; height: number; piece: number }

const sha = (s: string) => createHash('sha256').update(s).digest('base64url');

/** A new puzzle: the picture with its gap, and where the piece sits vertically. */
export async function createPuzzle(db: Kysely<Database>, now = new Date()): Promise<Puzzle> {
  const id = randomBytes(16).toString('base64url');
  const gap = randomInt(PUZZLE.piece + 20, PUZZLE.width - PUZZLE.piece - 10);
  const y = randomInt(10, PUZZLE.height - PUZZLE.piece - 10);
  await db.insertInto('captcha_challenges').values({
    id, gap_x: gap, created_at: now.toISOString(), expires_at: new Date(now.getTime() + PUZZLE.lifeMs).toISOString(),
    solved_at: null, pass_hash: null, pass_used_at: null,
  }).execute();
  return { id, image: puzzleImage(gap, y), pieceY: y, width: PUZZLE.width, height: PUZZLE.height, piece: PUZZLE.piece };
}

/** The background: random soft shapes, and the gap as a darker square where the piece belongs. */
function puzzleImage(gap: number, y: number): string {
  const shapes = Array.from({ length: 14 }, () => {
    const hue = randomInt(0, 360);
    return `<circle cx="${randomInt(0, PUZZLE.width)}" cy="${randomInt(0, PUZZLE.height)}" r="${randomInt(12, 48)}" fill="hsl(${hue} 60% 70% / .55)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PUZZLE.width}" height="${PUZZLE.height}"><rect width="100%" height="100%" fill="#dfe8f1"/>${shapes}` +
    `<rect x="${gap}" y="${y}" width="${PUZZLE.piece}" height="${PUZZLE.piece}" rx="6" fill="rgb(0 0 0 / .45)" stroke="#fff" stroke-width="2"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A drag: [milliseconds since it started, piece position in px] pairs. */
export type Track = Array<[number, number]>;

/** Whether a drag looks made by a hand: 5+ points over 0.25–60 s, time forward, the end where the piece stopped, an uneven speed. */
export function plausibleDrag(track: Track, x: number): boolean {
  if (track.length < 5 || track.length > 600) return false;
  const duration = track[track.length - 1][0] - track[0][0];
  if (duration < 250 || duration > 60_000) return false;
  for (let i = 1; i < track.length; i++) if (track[i][0] <= track[i - 1][0]) return false;
  if (Math.abs(track[track.length - 1][1] - x) > 2) return false;
  const speeds = track.slice(1).map(([t, p], i) => (p - track[i][1]) / (t - track[i][0]));
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((a, s) => a + (s - mean) ** 2, 0) / speeds.length);
  return spread > Math.abs(mean) * 0.05;
}

/** Checks one try at a puzzle (every puzzle takes one try); a pass for the guarded call when right. */
export async function solvePuzzle(db: Kysely<Database>, id: string, x: number, track: Track, now = new Date()): Promise<string | undefined> {
  const at = now.toISOString();
  // Claim the puzzle first: a second try at the same puzzle finds it taken.
  const claimed = await db.updateTable('captcha_challenges').set({ solved_at: at })
    .where('id', '=', id).where('solved_at', 'is', null).where('expires_at', '>', at).returning('gap_x').executeTakeFirst();
  if (!claimed || Math.abs(claimed.gap_x - x) > PUZZLE.tolerance || !plausibleDrag(track, x)) return undefined;
  const pass = randomBytes(24).toString('base64url');
  await db.updateTable('captcha_challenges').set({ pass_hash: sha(pass) }).where('id', '=', id).execute();
  return pass;
}

/** Spends a pass (once, within the puzzle's life); false for anything else. */
export async function spendPass(db: Kysely<Database>, pass: string | undefined, now = new Date()): Promise<boolean> {
  if (!pass || pass.length > 64) return false;
  const at = now.toISOString();
  const row = await db.updateTable('captcha_challenges').set({ pass_used_at: at })
    .where('pass_hash', '=', sha(pass)).where('pass_used_at', 'is', null).where('expires_at', '>', at).returning('id').executeTakeFirst();
  return !!row;
}
