import type { Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database } from '../db/schema.ts';
import type { BrokerRows } from './broker-bundle.ts';
import { indexBrokers } from '../search/search-index.ts';

type Db = Kysely<Database>;

/** The tables a broker owns alone: replaced together with the broker's row. */
export const BROKER_OWN_TABLES = [
  'broker_companies',
  'broker_websites',
  'broker_accounts',
  'broker_software',
  'broker_vps',
  'broker_claims',
] as const;

/**
 * Writes brokers with their own rows, replacing what was stored (the score, rank and history are kept:
 * the scoring job rewrites them). Call inside the caller's transaction: a broker is never half-written.
 */
export async function replaceBrokers(db: Db, rows: readonly BrokerRows[]): Promise<void> {
  if (!rows.length) return;
  // Batches are small (an import batch, a demo chunk): one IN list per table stays under the engines' parameter limits.
  const ids = rows.map((r) => r.broker.id);
  for (const table of BROKER_OWN_TABLES) await db.deleteFrom(table).where('broker_id', 'in', ids).execute();
  for (const r of rows) {
    const { score: _s, score_detail: _d, rank: _r, scored_at: _a, ...fields } = r.broker;
    await db
      .insertInto('brokers')
      .values(r.broker)
      .onConflict((oc) => oc.column('id').doUpdateSet(fields))
      .execute();
  }
  // Each table gets its own rows; TypeScript cannot pair a union of tables with a union of row types.
  for (const table of BROKER_OWN_TABLES) await bulkInsert(db, table as 'broker_claims', rows.flatMap((r): object[] => r[table]) as never[]);
  // The name search's keys (brand and company names) in the same transaction: every writer of brokers
  // goes through here, so no broker is ever stored without being searchable (and none stays
  // findable under a name it dropped).
  await indexBrokers(db, ids);
}

/** The stored content hashes of these brokers, by id (a re-import of an unchanged broker writes nothing). */
export async function brokerHashes(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const found = await db.selectFrom('brokers').select(['id', 'content_hash']).where('id', 'in', ids).execute();
  return new Map(found.map((r) => [r.id, r.content_hash]));
}
