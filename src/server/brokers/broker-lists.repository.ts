import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inForce, LICENCE_STATUSES } from '../../lib/licence-status.ts';

/**
 * Reads of brokers as lists show them (the name search's Brokers tab and suggestions, the rank lists,
 * the trader-by-codes lookup): the broker's own row and the licences of the companies behind it.
 * Id lists are at most one IN_CHUNK (db/in-chunks.ts): callers slice them.
 */

type Db = Kysely<Database>;

/** The licence states under which a firm may act today (src/lib/licence-status.ts owns the rule). */
const IN_FORCE = LICENCE_STATUSES.filter(inForce);

const SUMMARY = ['b.id', 'b.code', 'b.name', 'b.country', 'b.status', 'b.score', 'b.rank'] as const;

/** Brokers by id. */
export function brokerRowsByIds(db: Db, ids: string[]) {
  return db.selectFrom('brokers as b').select(SUMMARY).where('b.id', 'in', ids).execute();
}

/** Brokers by public trader code. */
export function brokerRowsByCodes(db: Db, codes: string[]) {
  return db.selectFrom('brokers as b').select(SUMMARY).where('b.code', 'in', codes).execute();
}

/** The licences of the companies behind these brokers: regulator, its country and the state. */
export function brokerLicenceRows(db: Db, ids: string[]) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
    .select(['bc.broker_id', 'l.regulator_key', 'l.regulator_country', 'l.status'])
    .where('bc.broker_id', 'in', ids)
    .execute();
}

export interface RankFilter {
  /** Catalogue keys of regulators: only brokers holding a licence in force from one of them (a country's regulators, or one). */
  regulators?: string[];
}

/**
 * Scored brands still trading, optionally only those licensed (in force) by some regulators. The
 * regulators' licences are found through their key's index and give the broker ids at once (a
 * correlated EXISTS per broker cost 15 ms at 2,000 brokers, this a fraction of it).
 */
function ranked(db: Db, f: RankFilter) {
  let q = db.selectFrom('brokers as b').where('b.score', 'is not', null).where('b.status', '<>', 'closed');
  if (f.regulators)
    q = q.where(
      'b.id',
      'in',
      db
        .selectFrom('licences as l')
        .innerJoin('broker_companies as bc', 'bc.company_id', 'l.company_id')
        .select('bc.broker_id')
        .where('l.regulator_key', 'in', f.regulators.length ? f.regulators : [''])
        .where('l.status', 'in', IN_FORCE),
    );
  return q;
}

/** One page of the rank list: best score first, then name and id (the same order on both engines). */
export function rankedBrokers(db: Db, f: RankFilter, offset: number, limit: number) {
  return ranked(db, f).select(SUMMARY).orderBy('b.score', 'desc').orderBy('b.name').orderBy('b.id').offset(offset).limit(limit).execute();
}

/** How many brokers the rank list holds. */
export async function rankedCount(db: Db, f: RankFilter): Promise<number> {
  const r = await ranked(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Each (regulator, broker) of a licence in force held by a ranked broker's company (the countries' counts come from these). */
export async function rankedRegulatorPairs(db: Db): Promise<Array<{ regulator_key: string; broker_id: string }>> {
  const rows = await db
    .selectFrom('brokers as b')
    .innerJoin('broker_companies as bc', 'bc.broker_id', 'b.id')
    .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
    .select(['l.regulator_key', 'bc.broker_id'])
    .distinct()
    .where('l.status', 'in', IN_FORCE)
    .where('l.regulator_key', 'is not', null)
    .where('b.score', 'is not', null)
    .where('b.status', '<>', 'closed')
    .execute();
  return rows.map((r) => ({ regulator_key: r.regulator_key!, broker_id: r.broker_id }));
}

/** A broker's stored score and what it counted (JSON), with when it was scored. */
export function brokerScoreRow(db: Db, id: string) {
  return db
    .selectFrom('brokers as b')
    .select([...SUMMARY, 'b.score_detail', 'b.scored_at'])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** A broker's time-machine rows, oldest first (one per day something changed). */
export function brokerHistoryRows(db: Db, id: string) {
  return db
    .selectFrom('broker_history')
    .select(['recorded_on', 'score', 'licences_in_force', 'licences_revoked', 'websites', 'warnings'])
    .where('broker_id', '=', id)
    .orderBy('recorded_on')
    .execute();
}
