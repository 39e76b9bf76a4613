import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The highest code point: `key || MAX` bounds a prefix range in byte (UTF-8) order. */
const MAX = '\u{10FFFF}';

/**
 * Docs whose keys start with `prefix`, in key order and, within one key, best weight first, at most
 * `limit`: one bounded walk along the primary key whatever the term's frequency.
 */
export async function probe(db: Kysely<Database>, prefix: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('search_terms').select('doc')
    .where('term', '>=', prefix).where('term', '<', prefix + MAX)
    .orderBy('term').orderBy('weight').limit(limit).execute();
  return rows.map((r) => Number(r.doc));
}

export interface DocRow { doc: number; entity_id: string; jurisdiction_code: string | null; inactive: number; names: string }

/** The stored docs, to check and rank candidates against their names. */
export async function docs(db: Kysely<Database>, ids: number[]): Promise<DocRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('search_docs').select(['doc', 'entity_id', 'jurisdiction_code', 'inactive', 'names'])
    .where('doc', 'in', ids).execute();
  return rows.map((r) => ({ ...r, doc: Number(r.doc) }));
}
