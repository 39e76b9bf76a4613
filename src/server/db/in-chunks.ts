/** Ids per IN list: far below SQLite's and PostgreSQL's bound-parameter limits. */
export const IN_CHUNK = 500;

/** Runs a query per slice of ids and concatenates the rows (long IN lists in bounded statements). */
export async function inChunks<I, T>(ids: readonly I[], load: (slice: I[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) out.push(...(await load(ids.slice(i, i + IN_CHUNK))));
  return out;
}

/**
 * Runs a statement per slice of ids, one slice after the other (deletes, or reads whose rows go
 * straight into a map: no concatenated array is built).
 */
export async function forEachChunk<I>(ids: readonly I[], run: (slice: I[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += IN_CHUNK) await run(ids.slice(i, i + IN_CHUNK));
}
