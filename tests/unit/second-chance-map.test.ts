import { describe, expect, it } from 'vitest';
import { SecondChanceMap } from '../../src/server/http/second-chance-map.ts';

function mapOf(...keys: string[]): SecondChanceMap<string, number> {
  const map = new SecondChanceMap<string, number>();
  keys.forEach((key, i) => map.set(key, i));
  return map;
}

describe('SecondChanceMap (the caches’ eviction order)', () => {
  it('chooses the oldest entry when none was read', () => {
    expect(mapOf('a', 'b', 'c').nextToEvict()).toBe('a');
    expect(new SecondChanceMap<string, number>().nextToEvict()).toBeUndefined();
  });

  it('passes over an entry read since it was stored, once', () => {
    const map = mapOf('a', 'b', 'c');
    expect(map.get('a')).toBe(0);
    expect(map.nextToEvict()).toBe('b');
    map.delete('b');
    // 'a' lost its mark when it was passed over, and now stands behind 'c'.
    expect(map.nextToEvict()).toBe('c');
    map.delete('c');
    expect(map.nextToEvict()).toBe('a');
  });

  it('ends when every entry was read, with the first one passed over', () => {
    const map = mapOf('a', 'b', 'c');
    for (const key of ['a', 'b', 'c']) map.get(key);
    expect(map.nextToEvict()).toBe('a');
    expect(map.size).toBe(3);
  });

  it('neither peek nor a replacement counts as a read; a replaced key is new again', () => {
    const map = mapOf('a', 'b');
    expect(map.peek('a')).toBe(0);
    expect(map.nextToEvict()).toBe('a');
    map.get('a');
    map.set('a', 9);
    expect(map.nextToEvict()).toBe('b');
    expect([...map.values()]).toEqual([1, 9]);
  });
});
