import { describe, expect, it } from 'vitest';
import { forEachChunk, IN_CHUNK, inChunks } from '../../src/server/db/in-chunks.ts';

const ids = Array.from({ length: IN_CHUNK * 2 + 1 }, (_, i) => `id${i}`);

describe('IN lists in bounded slices', () => {
  it('concatenates what each slice loads, in order', async () => {
    const sizes: number[] = [];
    const rows = await inChunks(ids, async (slice) => {
      sizes.push(slice.length);
      return slice;
    });
    expect(sizes).toEqual([IN_CHUNK, IN_CHUNK, 1]);
    expect(rows).toEqual(ids);
  });
  it('runs one statement per slice, one after the other, and none for no ids', async () => {
    const seen: string[][] = [];
    await forEachChunk(ids, async (slice) => {
      seen.push(slice);
    });
    expect(seen.map((s) => s.length)).toEqual([IN_CHUNK, IN_CHUNK, 1]);
    expect(seen.flat()).toEqual(ids);
    let calls = 0;
    await forEachChunk([], async () => {
      calls++;
    });
    expect(calls).toBe(0);
  });
});
