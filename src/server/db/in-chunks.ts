/** Ids per IN list: far below SQLite's and PostgreSQL's bound-parameter limits. */
export const IN_CHUNK = 500;

/** Runs a query per slice of ids and concatenates the rows (long IN lists in bounded statements). */
export async function inChunks<T>(ids: string[], load: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) out.push(...(await load(ids.slice(i, i + IN_CHUNK))));
  return out;
}
