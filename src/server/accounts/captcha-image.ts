import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { SLIDER } from './limits.ts';

/**
 * The slider's pictures, drawn as PNG on the server (finding 2 of issue 15: the SVG said the gap's
 * position in its own markup). The background is a texture (soft colour blobs and grain); the gap is
 * the piece's outline shaded softly into it; two decoys are shaded the same way, one on the piece's
 * row in another shape (a disc) and one on another row in the piece's shape, so that "the darkest
 * square" is not the answer. The piece is the background cut out along the same outline, with a
 * light rim, and is shown a few pixels above or below the gap's row. A person matches the outline;
 * a script needs image processing: the slider raises the cost, the rate limits are the wall.
 */

export interface PuzzlePictures {
  /** The background with the gap and the decoys: a PNG data URL. */
  image: string;
  /** The piece (transparent outside its outline): a PNG data URL. */
  pieceImage: string;
  /** Where the piece is shown vertically: the gap's row moved by a few pixels. */
  pieceY: number;
}

const { width: W, height: H, piece: P } = SLIDER;

/** A small fast generator for the texture, seeded from the system's randomness per picture. */
function noise(): () => number {
  let s = randomBytes(4).readUInt32LE(0) | 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

type Mask = Float32Array;

/** A P×P outline, blurred at its edge (values 0..1). */
function mask(inside: (x: number, y: number) => boolean): Mask {
  const hard = new Float32Array(P * P);
  for (let y = 0; y < P; y++) for (let x = 0; x < P; x++) hard[y * P + x] = inside(x + 0.5, y + 0.5) ? 1 : 0;
  const soft = new Float32Array(P * P);
  for (let y = 0; y < P; y++)
    for (let x = 0; x < P; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          n++;
          if (xx >= 0 && yy >= 0 && xx < P && yy < P) sum += hard[yy * P + xx];
        }
      soft[y * P + x] = sum / n;
    }
  return soft;
}

const r = 6;
const inRoundedSquare = (x: number, y: number, inset: number) => {
  const lo = inset + r;
  const hi = P - inset - r;
  const cx = Math.min(Math.max(x, lo), hi);
  const cy = Math.min(Math.max(y, lo), hi);
  return x >= inset && y >= inset && x <= P - inset && y <= P - inset && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
/** The piece: a rounded square with a round notch on its left and on its top. */
const pieceMask = mask((x, y) => inRoundedSquare(x, y, 2) && (x - 2) ** 2 + (y - P / 2) ** 2 > 64 && (x - P / 2) ** 2 + (y - 2) ** 2 > 64);
const discMask = mask((x, y) => (x - P / 2) ** 2 + (y - P / 2) ** 2 <= (P / 2 - 2) ** 2);

/** A place for a decoy whose columns stay clear of the gap's (so the answer is never ambiguous). */
function clearOf(gap: number): number {
  for (;;) {
    const x = randomInt(0, W - P + 1);
    if (Math.abs(x - gap) >= P + 6) return x;
  }
}

/** Draws the background with the gap at (gapX, gapY) and its piece. */
export function drawPuzzle(gapX: number, gapY: number): PuzzlePictures {
  const rnd = noise();
  const rgb = new Float32Array(W * H * 3);
  // A soft two-colour gradient, then blobs of colour, then grain in 2×2 cells (it compresses better than per-pixel grain).
  const a = [150 + rnd() * 90, 150 + rnd() * 90, 150 + rnd() * 90];
  const b = [120 + rnd() * 120, 120 + rnd() * 120, 120 + rnd() * 120];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const t = (x / W + y / H) / 2;
      for (let c = 0; c < 3; c++) rgb[(y * W + x) * 3 + c] = a[c] * (1 - t) + b[c] * t;
    }
  for (let i = 0; i < 16; i++) {
    const cx = rnd() * W;
    const cy = rnd() * H;
    const rad = 12 + rnd() * 40;
    const col = [rnd() * 255, rnd() * 255, rnd() * 255];
    const alpha = 0.25 + rnd() * 0.35;
    for (let y = Math.max(0, Math.floor(cy - rad)); y < Math.min(H, Math.ceil(cy + rad)); y++)
      for (let x = Math.max(0, Math.floor(cx - rad)); x < Math.min(W, Math.ceil(cx + rad)); x++) {
        const d = Math.hypot(x - cx, y - cy) / rad;
        if (d >= 1) continue;
        const k = alpha * (1 - d * d);
        for (let c = 0; c < 3; c++) rgb[(y * W + x) * 3 + c] = rgb[(y * W + x) * 3 + c] * (1 - k) + col[c] * k;
      }
  }
  for (let y = 0; y < H; y += 2)
    for (let x = 0; x < W; x += 2) {
      const g = (Math.floor(rnd() * 7) - 3) * 6;
      for (let dy = 0; dy < 2; dy++) for (let dx = 0; dx < 2; dx++) for (let c = 0; c < 3; c++) rgb[((y + dy) * W + x + dx) * 3 + c] += g;
    }

  // The piece is cut before the gap is shaded: it carries the texture that was there.
  const pieceOut = new PNG({ width: P, height: P });
  for (let y = 0; y < P; y++)
    for (let x = 0; x < P; x++) {
      const m = pieceMask[y * P + x];
      const rim = m > 0.1 && m < 0.9 ? 0.75 : 0;
      const o = (y * P + x) * 4;
      for (let c = 0; c < 3; c++) {
        const v = rgb[((gapY + y) * W + gapX + x) * 3 + c] + (rnd() - 0.5) * 10;
        pieceOut.data[o + c] = clamp(v * (1 - rim) + 255 * rim);
      }
      pieceOut.data[o + 3] = clamp(m > 0.1 ? 255 : 0);
    }

  const shade = (m: Mask, left: number, top: number, depth: number) => {
    for (let y = 0; y < P; y++)
      for (let x = 0; x < P; x++) {
        const k = 1 - depth * m[y * P + x];
        for (let c = 0; c < 3; c++) rgb[((top + y) * W + left + x) * 3 + c] *= k;
      }
  };
  const depth = 0.38 + rnd() * 0.12;
  shade(pieceMask, gapX, gapY, depth);
  // Decoys: a disc on the piece's row, and the piece's outline on another row.
  shade(discMask, clearOf(gapX), Math.min(H - P, Math.max(0, gapY + randomInt(-6, 7))), depth);
  const otherRow = gapY > H / 2 ? randomInt(0, Math.max(1, gapY - P)) : randomInt(Math.min(H - P, gapY + P), H - P + 1);
  shade(pieceMask, clearOf(gapX), otherRow, depth * (0.8 + rnd() * 0.3));

  const back = new PNG({ width: W, height: H });
  for (let i = 0; i < W * H; i++) {
    for (let c = 0; c < 3; c++) back.data[i * 4 + c] = clamp(rgb[i * 3 + c]);
    back.data[i * 4 + 3] = 255;
  }
  const url = (png: PNG, colorType: 2 | 6) => `data:image/png;base64,${PNG.sync.write(png, { colorType }).toString('base64')}`;
  const offset = randomInt(2, 5) * (randomInt(0, 2) ? 1 : -1);
  return {
    image: url(back, 2),
    pieceImage: url(pieceOut, 6),
    pieceY: Math.min(H - P, Math.max(0, gapY + offset)),
  };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
