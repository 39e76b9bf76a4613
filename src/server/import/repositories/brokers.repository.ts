import type { Kysely } from 'kysely';
import { inChunks } from '../../db/in-chunks.ts';
import type { Database } from '../../db/schema.ts';
import type { RegulatorWarningsTable } from '../../db/schema-brokers.ts';
import { BROKER_OWN_TABLES } from '../../brokers/broker-bundle.repository.ts';

type Db = Kysely<Database>;

/** Stored brokers by id, with their own rows by table (read before a changed broker is replaced, for its diff). */
export async function storedBrokers(db: Db, ids: readonly string[]) {
  const brokers = await inChunks(ids, (slice) => db.selectFrom('brokers').selectAll().where('id', 'in', slice).execute());
  const own: Record<string, Array<{ broker_id: string } & Record<string, unknown>>> = {};
  for (const table of BROKER_OWN_TABLES)
    own[table] = await inChunks(ids, (slice) =>
      db
        .selectFrom(table as 'broker_claims')
        .selectAll()
        .where('broker_id', 'in', slice)
        .execute(),
    );
  return { brokers: new Map(brokers.map((b) => [b.id, b])), own };
}

/** Stored warnings by id. */
export async function storedWarnings(db: Db, ids: readonly string[]): Promise<Map<string, RegulatorWarningsTable>> {
  const rows = await inChunks(ids, (slice) => db.selectFrom('regulator_warnings').selectAll().where('id', 'in', slice).execute());
  return new Map(rows.map((r) => [r.id, r]));
}

/** The brokers using one of these website domains, or claiming one of these (regulator, number) licences. */
export async function brokersMatching(
  db: Db,
  domains: readonly string[],
  claims: ReadonlyArray<{ regulator_key: string; licence_number: string }>,
) {
  const byDomain = await inChunks(domains, (slice) =>
    db.selectFrom('broker_websites').select(['broker_id', 'domain']).where('domain', 'in', slice).orderBy('broker_id').execute(),
  );
  const numbers = [...new Set(claims.map((c) => c.licence_number))];
  const byClaim = await inChunks(numbers, (slice) =>
    db
      .selectFrom('broker_claims')
      .select(['broker_id', 'regulator_key', 'licence_number'])
      .where('licence_number', 'in', slice)
      .orderBy('broker_id')
      .execute(),
  );
  return { byDomain, byClaim };
}

export async function insertWarning(db: Db, row: RegulatorWarningsTable): Promise<void> {
  await db.insertInto('regulator_warnings').values(row).execute();
}

export async function updateWarning(db: Db, row: RegulatorWarningsTable): Promise<void> {
  const { id, ...fields } = row;
  await db.updateTable('regulator_warnings').set(fields).where('id', '=', id).execute();
}
