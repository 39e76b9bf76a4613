import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// The broker comparison's SQL: at most four brokers, found by id, trader code or exact normalised
// name, and their rows for each section. Every read is keyed by broker id (primary keys and the
// broker_id indexes), so a comparison costs a few indexed queries whatever the number of brokers.

type Db = Kysely<Database>;

const BROKER_COLUMNS = [
  'id',
  'code',
  'name',
  'normalised_name',
  'country',
  'founded_year',
  'status',
  'score',
  'score_detail',
  'rank',
] as const;

/** Brokers whose id, trader code or normalised name is one of these (a lookup of what the visitor typed). */
export function brokersByKeys(db: Db, keys: { ids: string[]; codes: string[]; names: string[] }) {
  return db
    .selectFrom('brokers')
    .select(BROKER_COLUMNS)
    .where((eb) =>
      eb.or([
        ...(keys.ids.length ? [eb('id', 'in', keys.ids)] : []),
        ...(keys.codes.length ? [eb('code', 'in', keys.codes)] : []),
        ...(keys.names.length ? [eb('normalised_name', 'in', keys.names)] : []),
        eb.val(false),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(50)
    .execute();
}

/** The licences of the brokers' companies. */
export function licencesOfBrokers(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
    .select(['bc.broker_id', 'l.regulator', 'l.regulator_key', 'l.licence_number', 'l.status'])
    .where('bc.broker_id', 'in', brokerIds)
    .orderBy('bc.broker_id')
    .orderBy('l.company_id')
    .orderBy('l.position')
    .execute();
}

export async function countsByBroker(db: Db, table: 'regulator_warnings' | 'broker_clones', brokerIds: readonly string[]) {
  const rows = await db
    .selectFrom(table)
    .select(['broker_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('broker_id', 'in', brokerIds)
    .groupBy('broker_id')
    .execute();
  return new Map(rows.map((r) => [r.broker_id!, Number(r.n)]));
}

export function accountsOfBrokers(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_accounts')
    .select(['broker_id', 'name', 'spread_pips', 'max_leverage', 'min_deposit', 'currency'])
    .where('broker_id', 'in', brokerIds)
    .orderBy('broker_id')
    .orderBy('position')
    .execute();
}

export function softwareOfBrokers(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_software')
    .select(['broker_id', 'platform'])
    .where('broker_id', 'in', brokerIds)
    .orderBy('broker_id')
    .orderBy('position')
    .execute();
}

export function websitesOfBrokers(db: Db, brokerIds: readonly string[]) {
  return db
    .selectFrom('broker_websites')
    .select(['broker_id', 'url', 'domain', 'kind'])
    .where('broker_id', 'in', brokerIds)
    .orderBy('broker_id')
    .orderBy('position')
    .execute();
}

export async function vpsPlansByBroker(db: Db, brokerIds: readonly string[]) {
  const rows = await db
    .selectFrom('broker_vps')
    .select(['broker_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('broker_id', 'in', brokerIds)
    .groupBy('broker_id')
    .execute();
  return new Map(rows.map((r) => [r.broker_id, Number(r.n)]));
}
