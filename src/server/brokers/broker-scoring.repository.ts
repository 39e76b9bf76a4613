import { sql, type Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import { forEachChunk } from '../db/in-chunks.ts';
import type { BrokerClonesTable, BrokerHistoryTable } from '../db/schema-brokers.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The scoring job's statements. Brokers, warnings and approved complaints are read whole; everything
 * else for one slice of brokers at a time (their ids), so that no statement's rows, as the driver
 * hands them over, grow with the number of brokers: the job keeps only compact facts of what clone
 * detection compares across brokers. The claimed licence numbers, an open-ended list, are looked up
 * in chunks.
 */

export function allBrokers(db: Db) {
  return db
    .selectFrom('brokers')
    .select(['id', 'name', 'normalised_name', 'founded_year', 'capital_ratio', 'score', 'rank'])
    .orderBy('id')
    .execute();
}

/** Which companies these brokers have. */
export function brokerCompanyIds(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_companies')
    .where('broker_id', 'in', brokerIds)
    .select(['broker_id', 'company_id'])
    .orderBy('broker_id')
    .orderBy('company_id')
    .execute();
}

/** These brokers' companies as the register has them. */
export function brokerCompanies(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_companies as bc')
    .where('bc.broker_id', 'in', brokerIds)
    .innerJoin('companies as c', 'c.id', 'bc.company_id')
    .select([
      'bc.broker_id',
      'bc.company_id',
      'bc.role',
      'c.name',
      'c.incorporation_date',
      'c.dissolution_date',
      'c.inactive',
      'c.liquidated',
      'c.accounts_last_made_up',
      'c.accounts_next_due',
    ])
    .orderBy('bc.broker_id')
    .orderBy('bc.company_id')
    .execute();
}

type LicenceRow = Awaited<ReturnType<typeof brokerLicences>>[number];

const LICENCE_COLUMNS = [
  'l.company_id',
  'l.position',
  'c.name as company_name',
  'l.regulator',
  'l.regulator_key',
  'l.regulator_country',
  'l.licence_number',
  'l.licence_type',
  'l.status',
  'l.record_url',
  'l.granted_on',
  'l.ended_on',
  'l.expires_on',
] as const;

/** The licences of the companies of these brokers. */
export function brokerLicences(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('licences as l')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .where('l.company_id', 'in', (eb) => eb.selectFrom('broker_companies').select('company_id').where('broker_id', 'in', brokerIds))
    .select(LICENCE_COLUMNS)
    .orderBy('l.company_id')
    .orderBy('l.position')
    .execute();
}

/**
 * Licences (of any company) with one of these numbers at that regulator: what brokers' claims are
 * checked against. One look-up per regulator and slice of numbers, along the (regulator_key,
 * licence_number) index.
 */
export async function licencesNumbered<T = LicenceRow>(
  db: Db,
  numbersByRegulator: ReadonlyMap<string, readonly string[]>,
  keep: (row: Awaited<ReturnType<typeof brokerLicences>>[number]) => T | undefined = (row) => row as T,
): Promise<T[]> {
  const out: T[] = [];
  // `keep` picks (and may shrink) each row as its slice arrives: most rows are licences the caller has already.
  for (const [key, numbers] of numbersByRegulator)
    await forEachChunk(numbers, async (slice) => {
      const rows = await db
        .selectFrom('licences as l')
        .innerJoin('companies as c', 'c.id', 'l.company_id')
        .where('l.regulator_key', '=', key)
        .where('l.licence_number', 'in', slice)
        .select(LICENCE_COLUMNS)
        .execute();
      for (const r of rows) {
        const kept = keep(r);
        if (kept !== undefined) out.push(kept);
      }
    });
  return out;
}

/** These brokers' website domains and licence claims. */
export function domainsAndClaims(db: Db, brokerIds: readonly string[]) {
  return Promise.all([
    db
      .selectFrom('broker_websites')
      .where('broker_id', 'in', brokerIds)
      .select(['broker_id', 'domain'])
      .orderBy('broker_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('broker_claims')
      .where('broker_id', 'in', brokerIds)
      .select(['broker_id', 'regulator_key', 'licence_number', 'claimed_holder'])
      .orderBy('broker_id')
      .orderBy('position')
      .execute(),
  ]);
}

/** These brokers' websites, accounts and trading servers. */
export function ownRows(db: Db, brokerIds: readonly string[]) {
  return Promise.all([
    db
      .selectFrom('broker_websites')
      .where('broker_id', 'in', brokerIds)
      .select(['broker_id', 'url', 'domain', 'registered_on'])
      .orderBy('broker_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('broker_accounts')
      .where('broker_id', 'in', brokerIds)
      .select(['broker_id', 'name', 'max_leverage'])
      .orderBy('broker_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('broker_software')
      .where('broker_id', 'in', brokerIds)
      .select(['broker_id', 'platform', 'server_name', 'server_company', 'server_country'])
      .orderBy('broker_id')
      .orderBy('position')
      .execute(),
  ]);
}

export function allWarnings(db: Db) {
  return db
    .selectFrom('regulator_warnings')
    .select(['id', 'regulator_key', 'name', 'domain', 'licence_number', 'published_on', 'url', 'details', 'broker_id'])
    .orderBy('published_on')
    .orderBy('id')
    .execute();
}

export interface ApprovedComplaintRow {
  id: string;
  broker_id: string;
  category: string | null;
  date: string | null;
  replied: unknown;
}

/**
 * Members' complaints that staff approved: only rows with status 'approved' are read, so nothing else
 * can count (a pending or rejected report, or one a broker asked to hide, never reaches the score).
 */
export async function approvedComplaints(db: Db): Promise<ApprovedComplaintRow[]> {
  return db
    .selectFrom('broker_complaints')
    .select(['id', 'broker_id', 'category', 'created_at as date', 'replied_at as replied'])
    .where('status', '=', 'approved')
    .orderBy('broker_id')
    .orderBy('id')
    .execute();
}

export function currentClones(db: Db) {
  return db
    .selectFrom('broker_clones')
    .select(['broker_id', 'position', 'original_broker_id', 'original_company_id', 'reason', 'evidence', 'detected_on'])
    .orderBy('broker_id')
    .orderBy('position')
    .execute();
}

/** These brokers' latest time-machine rows. */
export function latestHistory(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_history as h')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('broker_history')
          .where('broker_id', 'in', brokerIds)
          .select(['broker_id', (e) => e.fn.max('recorded_on').as('last')])
          .groupBy('broker_id')
          .as('x'),
      (join) => join.onRef('x.broker_id', '=', 'h.broker_id').onRef('x.last', '=', 'h.recorded_on'),
    )
    .select(['h.broker_id', 'h.recorded_on', 'h.score', 'h.snapshot'])
    .execute();
}

export interface ScoreUpdate {
  id: string;
  score: number;
  detail: string;
}

/** Rows per UPDATE: each takes 2–3 parameters per broker and per column set. */
const UPDATE_ROWS = 300;

/** `case id when … then … end` over a slice of rows. */
const cases = <R extends { id: string }>(slice: readonly R[], value: (r: R) => ReturnType<typeof sql>) =>
  sql.join(
    slice.map((r) => sql`when ${r.id} then ${value(r)}`),
    sql` `,
  );

/**
 * Writes scores and details: one UPDATE per few hundred brokers (CASE on the id), the same
 * statement on both engines; casts tell PostgreSQL the parameters' types. Ranks are written apart
 * (writeRanks): a rank is known only once every broker is scored.
 */
export async function writeScores(db: Db, rows: readonly ScoreUpdate[], scoredAt: string): Promise<void> {
  for (let i = 0; i < rows.length; i += UPDATE_ROWS) {
    const slice = rows.slice(i, i + UPDATE_ROWS);
    await sql`update brokers set
        score = case id ${cases(slice, (r) => sql`cast(${r.score} as double precision)`)} end,
        score_detail = case id ${cases(slice, (r) => sql`cast(${r.detail} as text)`)} end,
        scored_at = ${scoredAt}
      where id in (${sql.join(slice.map((r) => r.id))})`.execute(db);
  }
}

/** Writes ranks (only of the brokers given: the caller leaves out those whose rank is unchanged). */
export async function writeRanks(db: Db, rows: ReadonlyArray<{ id: string; rank: number }>): Promise<void> {
  for (let i = 0; i < rows.length; i += UPDATE_ROWS) {
    const slice = rows.slice(i, i + UPDATE_ROWS);
    await sql`update brokers set rank = case id ${cases(slice, (r) => sql`cast(${r.rank} as integer)`)} end
      where id in (${sql.join(slice.map((r) => r.id))})`.execute(db);
  }
}

/** Replaces every clone finding. */
export async function replaceClones(db: Db, rows: readonly BrokerClonesTable[]): Promise<void> {
  await db.deleteFrom('broker_clones').execute();
  await bulkInsert(db, 'broker_clones', rows);
}

/** Writes time-machine rows: a broker's row of the same day is replaced. */
export async function writeHistory(db: Db, rows: readonly BrokerHistoryTable[]): Promise<void> {
  const byDay = new Map<string, string[]>();
  for (const r of rows) {
    const ids = byDay.get(r.recorded_on);
    if (ids) ids.push(r.broker_id);
    else byDay.set(r.recorded_on, [r.broker_id]);
  }
  for (const [day, ids] of byDay)
    await forEachChunk(ids, (slice) =>
      db.deleteFrom('broker_history').where('recorded_on', '=', day).where('broker_id', 'in', slice).execute(),
    );
  await bulkInsert(db, 'broker_history', rows);
}

/** Marks these brokers' pages changed (the page cache drops them). */
export async function recordDealerChanges(db: Db, ids: Iterable<string>, now: string): Promise<void> {
  await bulkInsert(
    db,
    'page_changes',
    [...ids].map((id) => ({ kind: 'dealer' as const, entity_id: id, changed_at: now })),
  );
}
