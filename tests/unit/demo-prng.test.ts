import { describe, expect, it } from 'vitest';
import { hash32, Rng, rngFor } from '../../src/server/demo/prng.ts';

describe('demo PRNG', () => {
  it('gives the same sequence for the same seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    expect(Array.from({ length: 100 }, () => a.next())).toEqual(Array.from({ length: 100 }, () => b.next()));
  });

  it('gives a different sequence for a different seed', () => {
    const a = new Rng(42);
    const b = new Rng(43);
    expect(Array.from({ length: 10 }, () => a.next())).not.toEqual(Array.from({ length: 10 }, () => b.next()));
  });

  it('keeps numbers in range and roughly uniform', () => {
    const rng = new Rng(7);
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      counts[rng.int(10)]++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(1_700);
  });

  it('favours the head of a list with pickCommon', () => {
    const rng = new Rng(9);
    const list = Array.from({ length: 50 }, (_, i) => i);
    const picks = Array.from({ length: 10_000 }, () => rng.pickCommon(list, 2));
    expect(picks.filter((x) => x < 5).length).toBeGreaterThan(picks.filter((x) => x >= 45).length * 5);
  });

  it('derives independent streams per company and purpose', () => {
    expect(rngFor(1, 5, 'name').next()).toBe(rngFor(1, 5, 'name').next());
    expect(rngFor(1, 5, 'name').next()).not.toBe(rngFor(1, 6, 'name').next());
    expect(rngFor(1, 5, 'name').next()).not.toBe(rngFor(1, 5, 'officers').next());
    expect(hash32(1, 2 ** 33)).not.toBe(hash32(1, 2));
  });
});
