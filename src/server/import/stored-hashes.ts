import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Ids per IN list. */
const CHUNK = 500;

/**
 * The stored content hash of each row given (absent: not stored). Read before and after a writer
 * that only returns totals (writeCompanies, writePeople), it tells per record whether the writer
 * inserted, updated or kept it, without repeating how the writer hashes.
 */
export async function storedHashes(db: Kysely<Database>, table: 'companies' | 'officers', ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db.selectFrom(table as 'companies').select(['id', 'content_hash']).where('id', 'in', unique.slice(i, i + CHUNK)).execute();
    for (const r of rows) out.set(r.id, r.content_hash);
  }
  return out;
}

/** What the writer did to one row, from its hash before and after. */
export function observed(id: string, before: Map<string, string>, after: Map<string, string>): 'inserted' | 'updated' | 'unchanged' | 'missing' {
  if (!after.has(id)) return 'missing';
  if (!before.has(id)) return 'inserted';
  return before.get(id) === after.get(id) ? 'unchanged' : 'updated';
}
