/** Bookkeeping columns that change on every write and say nothing about the record. */
const BOOKKEEPING = new Set(['content_hash', 'updated_at', 'retrieved_at']);

/** Fields whose value differs between two versions of a row, as field: [old, new]. */
export function fieldDiff<T extends object>(before: T, after: T): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as Array<keyof T & string>) {
    if (!BOOKKEEPING.has(key) && before[key] !== after[key]) out[key] = [before[key], after[key]];
  }
  return out;
}
