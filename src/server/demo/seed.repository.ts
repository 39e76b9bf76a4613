import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How many companies the register holds (the seeder only fills an empty one). */
export async function companyCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
