/**
 * Seeded randomness for the demo world. Every company is generated from a stream derived from
 * (seed, company index, purpose) alone, never from what was generated before it: company i is the
 * same whatever N is and whichever chunk it falls in, a company can be regenerated on its own (a
 * subsidiary reads its parent's brand that way), and no state has to be carried between chunks.
 * Math.random is never used, so the same seed always gives byte-identical data.
 */

/** 32-bit integer hash (the finaliser of MurmurHash3): spreads neighbouring inputs over all bits. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Hashes integers and short strings into one 32-bit value (order matters). */
export function hash32(...parts: Array<number | string>): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    if (typeof p === 'number') {
      // Indexes beyond 2^32 stay distinct: both halves are mixed in.
      h = mix32(h ^ (p >>> 0));
      h = mix32(h ^ Math.floor(p / 4294967296));
    } else {
      for (let i = 0; i < p.length; i++) h = mix32(h ^ p.charCodeAt(i));
    }
  }
  return h;
}

/** A tiny PRNG (mulberry32): fast, 32-bit state, plenty for picking words and dates. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /**
   * Picks with a heavy head: the first entries of a list come up far more often than the last, as
   * common surnames and words do in real registers (skew 2 ≈ the first tenth gets a third of picks).
   */
  pickCommon<T>(items: readonly T[], skew = 2): T {
    return items[Math.floor(Math.pow(this.next(), skew) * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let r = this.next() * total;
    for (const item of items) {
      r -= weightOf(item);
      if (r < 0) return item;
    }
    return items[items.length - 1];
  }

  /** A log-uniform amount in [min, max): company sizes span orders of magnitude. */
  logBetween(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }
}

/** The stream for one purpose of one item of a seeded world. */
export function rngFor(seed: number, index: number, purpose: string): Rng {
  return new Rng(hash32(seed, index, purpose));
}
