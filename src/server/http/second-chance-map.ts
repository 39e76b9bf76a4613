/**
 * A Map for a cache bounded by eviction, whose eviction order approximates least-recently-used
 * without reordering anything on a read (the CLOCK or "second chance" policy).
 *
 * Why not the usual Map LRU (delete and set again on every hit): V8's Map appends each re-insertion
 * to its table and leaves a hole where the entry was, so with thousands of entries it copies its whole
 * table every few hundred hits. In the page cache full after a crawl (about 6,000 pages), that was a
 * fifth of a cached page's CPU time (`PageCache.get`, 21.5 % of self time; BENCHMARKS.md, "Cached
 * pages against the static file"). Here a hit only marks its entry; the marks are read when a new
 * entry needs room, which is on a miss, where a page was rendered anyway.
 */
export class SecondChanceMap<K, V> {
  /** Insertion order is the clock's order: the oldest entry not read since the hand last passed it leaves first. */
  private readonly slots = new Map<K, { value: V; read: boolean }>();

  get size(): number {
    return this.slots.size;
  }

  /** The value for key, marked as read (it is passed over once by the next evictions). */
  get(key: K): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    slot.read = true;
    return slot.value;
  }

  /** The value for key without marking it. */
  peek(key: K): V | undefined {
    return this.slots.get(key)?.value;
  }

  /** Stores value as the newest entry (a replaced key starts again as new). */
  set(key: K, value: V): void {
    this.slots.delete(key);
    this.slots.set(key, { value, read: false });
  }

  delete(key: K): boolean {
    return this.slots.delete(key);
  }

  clear(): void {
    this.slots.clear();
  }

  *values(): Generator<V> {
    for (const slot of this.slots.values()) yield slot.value;
  }

  /**
   * The key that should leave next, without removing it: the oldest entry not read since it was last
   * passed; each read one passed on the way loses its mark and goes to the back, as if stored now.
   * Undefined when empty. Ends within two rounds of the entries, since every entry passed is unmarked.
   */
  nextToEvict(): K | undefined {
    for (const [key, slot] of this.slots) {
      if (!slot.read) return key;
      slot.read = false;
      this.slots.delete(key);
      this.slots.set(key, slot);
    }
    return undefined;
  }
}
