import type { Kysely } from 'kysely';
import { forEachChunk } from '../../db/in-chunks.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The stored content hash of each row given (absent: not stored). Read before and after a writer
 * that only returns totals (writeCompanies, writePeople), it tells per record whether the writer
 * inserted, updated or kept it, without repeating how the writer hashes.
 */
export async function storedHashes(db: Kysely<Database>, table: 'companies' | 'officers', ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await forEachChunk([...new Set(ids)], async (slice) => {
    const rows = await db
      .selectFrom(table as 'companies')
      .select(['id', 'content_hash'])
      .where('id', 'in', slice)
      .execute();
    for (const r of rows) out.set(r.id, r.content_hash);
  });
  return out;
}
