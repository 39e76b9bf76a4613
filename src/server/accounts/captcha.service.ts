import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as repo from './captcha.repository.ts';
import { drawPuzzle } from './captcha-image.ts';
import { LIFETIME, SLIDER } from './limits.ts';

/**
 * Our own slider captcha (spec section 5: 'Drag the slider to the right' before any text message).
 * The server picks where the gap is and keeps it; the visitor drags the piece there; the server
 * checks the position and that the drag looks like a hand's (enough points, time going forward,
 * a speed that varies, no quicker than the server's clock allows). The picture is a PNG drawn with
 * decoys (captcha-image.ts): the answer is in no markup and no field of the answer. Each puzzle can be tried once and lives 2 minutes; a solved one gives a
 * single-use pass for the call it guards. A slider slows bots down; the rate limits are the wall.
 */

export interface Puzzle {
  id: string;
  /** The background with the gap, drawn as a PNG (a data URL): the gap's position is in no markup and no field. */
  image: string;
  /** The piece to drag, a PNG (a data URL) of piece × piece pixels. */
  pieceImage: string;
  /** Where the piece is shown vertically (the gap's row, moved by a few pixels). */
  pieceY: number;
  width: number;
  height: number;
  piece: number;
}

const sha = (s: string) => createHash('sha256').update(s).digest('base64url');

/** A new puzzle: the picture with its gap, the piece, and where the piece sits vertically. */
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
  const { image, pieceImage, pieceY } = drawPuzzle(gap, y);
  return { id, image, pieceImage, pieceY, width: SLIDER.width, height: SLIDER.height, piece: SLIDER.piece };
}

/** A drag: [milliseconds since it started, piece position in px] pairs. */
export type Track = Array<[number, number]>;
/** How the piece was moved: with a pointer (mouse, finger, pen), or with the arrow keys (each press a step). */
export type TrackKind = 'pointer' | 'keys';

const spread = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, sd: Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length) };
};

/**
 * Whether a drag looks made by a hand (SLIDER): enough points over a human duration, time going
 * forward, the end where the piece stopped, and an uneven pace (a straight line at constant speed,
 * or no movement at all, is a script's). Key steps are judged as key presses: each a step of the
 * island's sizes (or against an edge), at least a key-repeat apart, at uneven intervals.
 */
export function plausibleDrag(track: Track, x: number, kind: TrackKind = 'pointer'): boolean {
  const fewest = kind === 'keys' ? SLIDER.minKeySteps : SLIDER.minPoints;
  if (track.length < fewest || track.length > SLIDER.maxPoints) return false;
  const duration = track[track.length - 1][0] - track[0][0];
  if (duration < SLIDER.minDurationMs || duration > SLIDER.maxDurationMs) return false;
  for (let i = 1; i < track.length; i++) if (track[i][0] <= track[i - 1][0]) return false;
  if (Math.abs(track[track.length - 1][1] - x) > SLIDER.endSlackPx) return false;
  if (kind === 'keys') {
    const far = SLIDER.width - SLIDER.piece;
    // A key track starts at the first press; the piece was at 0 before it.
    for (let i = 0; i < track.length; i++) {
      const p = track[i][1];
      const step = Math.abs(p - (i ? track[i - 1][1] : 0));
      const edge = (p === 0 || p === far) && step <= Math.max(...SLIDER.keyStepsPx);
      if (!(SLIDER.keyStepsPx as readonly number[]).includes(step) && !edge) return false;
    }
    const gaps = track.slice(1).map(([t], i) => t - track[i][0]);
    if (gaps.some((g) => g < SLIDER.minKeyIntervalMs)) return false;
    const { mean, sd } = spread(gaps);
    return sd > mean * SLIDER.minSpeedSpread;
  }
  // A hand speeds up and slows down: somewhere the piece is off the straight line from the first point to the last.
  const [[t0, p0], [t1, p1]] = [track[0], track[track.length - 1]];
  const bend = Math.max(...track.map(([t, p]) => Math.abs(p - (p0 + ((p1 - p0) * (t - t0)) / (t1 - t0)))));
  if (bend < SLIDER.minBendPx) return false;
  const { mean, sd } = spread(track.slice(1).map(([t, p], i) => (p - track[i][1]) / (t - track[i][0])));
  return sd > Math.abs(mean) * SLIDER.minSpeedSpread;
}

/**
 * Checks one try at a puzzle (every puzzle takes one try); a pass for the guarded call when right.
 * Besides the position (within SLIDER.tolerance) and the drag's shape, the server's own clock must
 * agree: the answer comes at least SLIDER.minSolveMs after the puzzle was made, and no sooner than
 * the drag it reports took.
 */
export async function solvePuzzle(
  db: Kysely<Database>,
  id: string,
  x: number,
  track: Track,
  now = new Date(),
  kind: TrackKind = 'pointer',
): Promise<string | undefined> {
  const at = now.toISOString();
  // Claim the puzzle first: a second try at the same puzzle finds it taken.
  const claimed = await repo.claimPuzzle(db, id, at);
  if (!claimed || Math.abs(claimed.gap_x - x) > SLIDER.tolerance || !plausibleDrag(track, x, kind)) return undefined;
  const elapsed = now.getTime() - Date.parse(claimed.created_at);
  const took = track[track.length - 1][0] - track[0][0];
  if (!(elapsed >= SLIDER.minSolveMs && elapsed + SLIDER.clockSlackMs >= took)) return undefined;
  const pass = randomBytes(24).toString('base64url');
  await repo.setPassHash(db, id, sha(pass));
  return pass;
}

/**
 * One try at a puzzle by pointing at the gap (a plain form: the visitor clicks where the piece fits,
 * which works without JavaScript). The same one try per puzzle and the same position tolerance as the
 * slider; with no trajectory to judge, the answer must come at least SLIDER.minPointMs after the puzzle
 * was made. Right: a pass, as solvePuzzle gives. The rate limits, not this, are the wall (README).
 */
export async function solvePuzzleByPoint(db: Kysely<Database>, id: string, x: number, now = new Date()): Promise<string | undefined> {
  if (!id || id.length > 64 || !Number.isFinite(x)) return undefined;
  const claimed = await repo.claimPuzzle(db, id, now.toISOString());
  if (!claimed || Math.abs(claimed.gap_x - x) > SLIDER.tolerance) return undefined;
  if (now.getTime() - Date.parse(claimed.created_at) < SLIDER.minPointMs) return undefined;
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
