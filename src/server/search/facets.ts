/** One option of a filter with the number of results it would give. */
export interface FacetCount {
  value: string;
  count: number;
}

/** Options shown per facet: the most frequent ones. */
const FACET_TOP = 30;

/** Counts items per value (items without one are not counted), most frequent first, then by value. */
export function countBy<T>(
  items: Iterable<T>,
  valuesOf: (item: T) => Iterable<string> | string | undefined | null,
  top = FACET_TOP,
): FacetCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const v = valuesOf(item);
    if (v === undefined || v === null || v === '') continue;
    for (const value of typeof v === 'string' ? [v] : new Set(v)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, top);
}

/**
 * Faceted filtering: each facet is counted over the items that pass every *other* filter, so
 * choosing one jurisdiction still shows how many results the others would give.
 */
export function facetsOf<T, K extends string>(
  items: T[],
  dimensions: Record<K, { values: (item: T) => Iterable<string> | string | undefined | null; passes: (item: T) => boolean }>,
): { passing: T[]; facets: Record<K, FacetCount[]> } {
  const keys = Object.keys(dimensions) as K[];
  const passed = items.map((item) => keys.map((k) => dimensions[k].passes(item)));
  const facets = {} as Record<K, FacetCount[]>;
  keys.forEach((k, i) => {
    facets[k] = countBy(
      items.filter((_, n) => passed[n].every((ok, j) => ok || j === i)),
      dimensions[k].values,
    );
  });
  return { passing: items.filter((_, n) => passed[n].every(Boolean)), facets };
}

/**
 * Orders items by an ISO date, ascending (1) or descending (-1), undated items last either way:
 * the "earliest / latest founded" sorts of the result lists.
 */
export function byDate<T>(dateOf: (item: T) => string | null, direction: 1 | -1): (a: T, b: T) => number {
  return (a, b) => {
    const x = dateOf(a);
    const y = dateOf(b);
    if (x === y) return 0;
    if (!x) return 1;
    if (!y) return -1;
    return (x < y ? -1 : 1) * direction;
  };
}
