import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as repo from './captcha.repository.ts';
import { LIFETIME, SLIDER } from './limits.ts';

/**
 * Our own slider captcha (spec section 5: 'Drag the slider to the right' before any text message).
 * The server picks where the gap is and keeps it; the visitor drags the piece there; the server
 * checks the position and that the drag looks like a hand's (enough points, time going forward,
 * a speed that varies). Each puzzle can be tried once and lives 2 minutes; a solved one gives a
 * single-use pass for the call it guards. A slider slows bots down; the rate limits are the wall.
 */

export interface Puzzle {
  id: string;
  image: string;
  pieceY: number;
  width: number;
  height: number;
  piece: number;
}

const sha = (s: string) => createHash('sha256').update(s).digest('base64url');

/** A new puzzle: the picture with its gap, and where the piece sits vertically. */
export async function createPuzzle(db: Kysely<Database>, now = new Date()): Promise<Puzzle> {
  const id = randomBytes(16).toString('base64url');
  const gap = randomInt(SLIDER.piece + 20, SLIDER.width - SLIDER.piece - 10);
  const y = randomInt(10, SLIDER.height - SLIDER.piece - 10);
  await repo.insertPuzzle(db, {
    id,
    gap_x: gap,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.puzzleMs).toISOString(),
    solved_at: null,
    pass_hash: null,
    pass_used_at: null,
  });
  return { id, image: puzzleImage(gap, y), pieceY: y, width: SLIDER.width, height: SLIDER.height, piece: SLIDER.piece };
}

/** The background: random soft shapes, and the gap as a darker square where the piece belongs. */
function puzzleImage(gap: number, y: number): string {
  const shapes = Array.from({ length: 14 }, () => {
    const hue = randomInt(0, 360);
    return `<circle cx="${randomInt(0, SLIDER.width)}" cy="${randomInt(0, SLIDER.height)}" r="${randomInt(12, 48)}" fill="hsl(${hue} 60% 70% / .55)"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER.width}" height="${SLIDER.height}"><rect width="100%" height="100%" fill="#dfe8f1"/>${shapes}` +
    `<rect x="${gap}" y="${y}" width="${SLIDER.piece}" height="${SLIDER.piece}" rx="6" fill="rgb(0 0 0 / .45)" stroke="#fff" stroke-width="2"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A drag: [milliseconds since it started, piece position in px] pairs. */
export type Track = Array<[number, number]>;

/** Whether a drag looks made by a hand: enough points over a human duration, time forward, the end where the piece stopped, an uneven speed (SLIDER). */
export function plausibleDrag(track: Track, x: number): boolean {
  if (track.length < SLIDER.minPoints || track.length > SLIDER.maxPoints) return false;
  const duration = track[track.length - 1][0] - track[0][0];
  if (duration < SLIDER.minDurationMs || duration > SLIDER.maxDurationMs) return false;
  for (let i = 1; i < track.length; i++) if (track[i][0] <= track[i - 1][0]) return false;
  if (Math.abs(track[track.length - 1][1] - x) > SLIDER.endSlackPx) return false;
  const speeds = track.slice(1).map(([t, p], i) => (p - track[i][1]) / (t - track[i][0]));
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((a, s) => a + (s - mean) ** 2, 0) / speeds.length);
  return spread > Math.abs(mean) * SLIDER.minSpeedSpread;
}

/** Checks one try at a puzzle (every puzzle takes one try); a pass for the guarded call when right. */
export async function solvePuzzle(
  db: Kysely<Database>,
  id: string,
  x: number,
  track: Track,
  now = new Date(),
): Promise<string | undefined> {
  const at = now.toISOString();
  // Claim the puzzle first: a second try at the same puzzle finds it taken.
  const claimed = await repo.claimPuzzle(db, id, at);
  if (!claimed || Math.abs(claimed.gap_x - x) > SLIDER.tolerance || !plausibleDrag(track, x)) return undefined;
  const pass = randomBytes(24).toString('base64url');
  await repo.setPassHash(db, id, sha(pass));
  return pass;
}

/** Spends a pass (once, within the puzzle's life); false for anything else. */
export async function spendPass(db: Kysely<Database>, pass: string | undefined, now = new Date()): Promise<boolean> {
  if (!pass || pass.length > 64) return false;
  const at = now.toISOString();
  return !!(await repo.usePass(db, sha(pass), at));
}
