import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * SQL of the broker page (/{lang}/dealer/{id}.html). Every query reads by the broker's id or by the
 * ids of its few companies (indexed), so a page costs about a dozen index lookups whatever the number
 * of brokers. A broker's own lists are short (a handful of websites, accounts, plans); the company
 * group is capped by the caller.
 */
type Db = Kysely<Database>;

export function brokerById(db: Db, id: string) {
  return db.selectFrom('brokers').selectAll().where('id', '=', id).executeTakeFirst();
}

export type BrokerRow = NonNullable<Awaited<ReturnType<typeof brokerById>>>;

/** The broker's companies with their role, licence holders first. */
export function companiesOf(db: Db, id: string) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('companies as c', 'c.id', 'bc.company_id')
    .select([
      'c.id',
      'c.name',
      'c.jurisdiction_code',
      'c.company_number',
      'c.current_status',
      'c.inactive',
      'c.lei',
      'c.incorporation_date',
      'bc.role',
    ])
    .where('bc.broker_id', '=', id)
    .orderBy('bc.role')
    .orderBy('c.name')
    .execute();
}

/** The licences of all the broker's companies in one join. */
export function licencesOf(db: Db, id: string) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .select([
      'l.company_id',
      'c.name as company_name',
      'l.position',
      'l.regulator',
      'l.regulator_country',
      'l.regulator_key',
      'l.licence_type',
      'l.licence_number',
      'l.status',
      'l.granted_on',
      'l.expires_on',
      'l.ended_on',
      'l.record_url',
      'l.scope',
      'l.source',
      'l.source_url',
      'l.updated_at',
    ])
    .where('bc.broker_id', '=', id)
    .orderBy('c.name')
    .orderBy('l.position')
    .execute();
}

export function websitesOf(db: Db, id: string) {
  return db
    .selectFrom('broker_websites')
    .select(['url', 'domain', 'kind', 'registered_on', 'checked_on'])
    .where('broker_id', '=', id)
    .orderBy('position')
    .execute();
}

export function accountsOf(db: Db, id: string) {
  return db
    .selectFrom('broker_accounts')
    .select(['name', 'spread_pips', 'commission', 'max_leverage', 'min_deposit', 'currency', 'instruments'])
    .where('broker_id', '=', id)
    .orderBy('position')
    .execute();
}

export function softwareOf(db: Db, id: string) {
  return db
    .selectFrom('broker_software')
    .select(['platform', 'server_name', 'server_company', 'server_country', 'ping_ms', 'checked_on'])
    .where('broker_id', '=', id)
    .orderBy('position')
    .execute();
}

export function vpsOf(db: Db, id: string) {
  return db
    .selectFrom('broker_vps')
    .select(['plan', 'provider', 'price', 'currency', 'period', 'cpu_cores', 'ram_mb', 'location', 'free_from_deposit'])
    .where('broker_id', '=', id)
    .orderBy('position')
    .execute();
}

export function claimsOf(db: Db, id: string) {
  return db
    .selectFrom('broker_claims')
    .select(['regulator_key', 'licence_number', 'claimed_holder'])
    .where('broker_id', '=', id)
    .orderBy('position')
    .execute();
}

/** What this broker was found to copy: the original broker or company, with its name. */
export function clonesAsCopy(db: Db, id: string) {
  return db
    .selectFrom('broker_clones as k')
    .leftJoin('brokers as b', 'b.id', 'k.original_broker_id')
    .leftJoin('companies as c', 'c.id', 'k.original_company_id')
    .select([
      'k.reason',
      'k.evidence',
      'k.detected_on',
      'k.original_broker_id',
      'b.name as original_broker_name',
      'k.original_company_id',
      'c.name as original_company_name',
    ])
    .where('k.broker_id', '=', id)
    .orderBy('k.position')
    .execute();
}

/** Brokers found to copy this one (index broker_clones_original_broker). */
export function clonesOfThis(db: Db, id: string) {
  return db
    .selectFrom('broker_clones as k')
    .innerJoin('brokers as b', 'b.id', 'k.broker_id')
    .select(['k.broker_id', 'b.name', 'b.country', 'k.reason', 'k.evidence', 'k.detected_on'])
    .where('k.original_broker_id', '=', id)
    .orderBy('k.detected_on', 'desc')
    .orderBy('b.name')
    .execute();
}

/** Regulators' warnings tied to this broker, newest first. */
export function warningsOf(db: Db, id: string) {
  return db
    .selectFrom('regulator_warnings')
    .select(['id', 'regulator_key', 'name', 'domain', 'licence_number', 'published_on', 'url', 'details', 'source', 'updated_at'])
    .where('broker_id', '=', id)
    .orderBy('published_on', (ob) => ob.desc().nullsLast())
    .execute();
}

/** Regulators' warnings that name one of these domains (the scoring job ties them to the broker too). */
export function warningsOfDomains(db: Db, domains: readonly string[]) {
  if (!domains.length) return Promise.resolve([]);
  return db
    .selectFrom('regulator_warnings')
    .select(['id', 'regulator_key', 'name', 'domain', 'licence_number', 'published_on', 'url', 'details', 'source', 'updated_at'])
    .where('domain', 'in', domains)
    .execute();
}

/** Regulators' warnings citing one of these licence numbers of a regulator (numbers as written and compared). */
export function warningsOfNumbers(db: Db, numbers: ReadonlyArray<{ regulatorKey: string; numbers: readonly string[] }>) {
  if (!numbers.length) return Promise.resolve([]);
  return db
    .selectFrom('regulator_warnings')
    .select(['id', 'regulator_key', 'name', 'domain', 'licence_number', 'published_on', 'url', 'details', 'source', 'updated_at'])
    .where((eb) =>
      eb.or(numbers.map((n) => eb.and([eb('regulator_key', '=', n.regulatorKey), eb('licence_number', 'in', [...n.numbers])]))),
    )
    .execute();
}

/** The time machine's rows, oldest first (one per day something changed). */
export function historyOf(db: Db, id: string) {
  return db
    .selectFrom('broker_history')
    .select(['recorded_on', 'score', 'licences_in_force', 'licences_revoked', 'websites', 'warnings', 'snapshot'])
    .where('broker_id', '=', id)
    .orderBy('recorded_on')
    .execute();
}

const RELATED = ['r.kind', 'r.status', 'r.end_date', 'c.id', 'c.name', 'c.jurisdiction_code', 'c.inactive'] as const;

/** Companies above any of these (their parents and ultimate parents, branches' home companies). */
export function parentsOf(db: Db, companyIds: readonly string[]) {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .selectFrom('relationships as r')
    .innerJoin('companies as c', 'c.id', 'r.parent_company_id')
    .select([...RELATED, 'r.child_company_id as of_id'])
    .where('r.child_company_id', 'in', companyIds)
    .orderBy('c.name')
    .execute();
}

/** Companies below any of these (subsidiaries and branches), capped. */
export function childrenOf(db: Db, companyIds: readonly string[], limit: number) {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .selectFrom('relationships as r')
    .innerJoin('companies as c', 'c.id', 'r.child_company_id')
    .select([...RELATED, 'r.parent_company_id as of_id'])
    .where('r.parent_company_id', 'in', companyIds)
    .orderBy('c.inactive', (ob) => ob.asc().nullsLast())
    .orderBy('c.name')
    .limit(limit)
    .execute();
}
