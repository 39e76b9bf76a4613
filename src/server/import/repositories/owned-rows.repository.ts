import type { Kysely } from 'kysely';
import { forEachChunk } from '../../db/in-chunks.ts';
import type { Database } from '../../db/schema.ts';
import type { OwnedRow, OwnedTable } from '../owned-rows.ts';

/** The stored rows of one owned table among these ids, by id. */
export async function storedOwnedRows<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  ids: readonly string[],
): Promise<Map<string, OwnedRow<T>>> {
  const out = new Map<string, OwnedRow<T>>();
  await forEachChunk(ids, async (slice) => {
    const found = await db
      .selectFrom(table as OwnedTable)
      .selectAll()
      .where('id', 'in', slice)
      .execute();
    for (const r of found) out.set(r.id, r as unknown as OwnedRow<T>);
  });
  return out;
}

/** Overwrites one owned row's columns. */
export async function updateOwnedRow<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  fields: Omit<OwnedRow<T>, 'id'>,
): Promise<void> {
  // Kysely cannot type an update over a union of tables; the row was built for this table.
  await db
    .updateTable(table as 'ipos')
    .set(fields as never)
    .where('id', '=', id)
    .execute();
}
