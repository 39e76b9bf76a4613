import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// The regulator pages' SQL. Regulators are a catalogue in code; licences and warnings refer to one by
// regulator_key. The index licences_regulator_status (regulator_key, status, licence_number) serves the
// counts and every page of a list; regulator_warnings_regulator (regulator_key, published_on) the warnings.

type Db = Kysely<Database>;

/** Licences in force per regulator (the regulators list): read from the index alone. */
export async function licencesInForceByRegulator(db: Db, inForce: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('licences')
    .select(['regulator_key', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('regulator_key', 'is not', null)
    .where('status', 'in', inForce)
    .groupBy('regulator_key')
    .execute();
  return new Map(rows.map((r) => [r.regulator_key!, Number(r.n)]));
}

/** Brokers holding at least one licence in force per regulator (through their companies). */
export async function brokersByRegulator(db: Db, inForce: readonly string[], key?: string): Promise<Map<string, number>> {
  let q = db
    .selectFrom('licences as l')
    .innerJoin('broker_companies as bc', 'bc.company_id', 'l.company_id')
    .select(['l.regulator_key', (eb) => eb.fn.count<number | string>('bc.broker_id').distinct().as('n')])
    .where('l.regulator_key', 'is not', null)
    .where('l.status', 'in', inForce)
    .groupBy('l.regulator_key');
  if (key) q = q.where('l.regulator_key', '=', key);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.regulator_key!, Number(r.n)]));
}

/** One regulator's licences per status. */
export async function licenceCountsByStatus(db: Db, key: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('licences')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('regulator_key', '=', key)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * A page of one regulator's licences in these states, with the holder's name, ordered by licence number
 * (licences without a number last, on both engines), then holder and position for a stable order.
 */
export function licencePage(db: Db, key: string, statuses: readonly string[], limit: number, offset: number) {
  return db
    .selectFrom('licences as l')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .select([
      'l.company_id',
      'l.position',
      'c.name as company_name',
      'l.licence_number',
      'l.licence_type',
      'l.status',
      'l.granted_on',
      'l.expires_on',
      'l.ended_on',
      'l.record_url',
    ])
    .where('l.regulator_key', '=', key)
    .where('l.status', 'in', statuses)
    .orderBy(sql`(l.licence_number is null)`)
    .orderBy('l.licence_number')
    .orderBy('l.company_id')
    .orderBy('l.position')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The brokers these companies belong to (a licensee's brand on the regulator's page). */
export function brokersOfCompanies(db: Db, companyIds: readonly string[]) {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('brokers as b', 'b.id', 'bc.broker_id')
    .select(['bc.company_id', 'b.id', 'b.name'])
    .where('bc.company_id', 'in', companyIds)
    .orderBy('b.name')
    .execute();
}

/** How many warnings a regulator has published. */
export async function warningCount(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('regulator_warnings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('regulator_key', '=', key)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A page of a regulator's warnings, newest first (undated last), with the broker each one matched. */
export function warningPage(db: Db, key: string, limit: number, offset: number) {
  return db
    .selectFrom('regulator_warnings as w')
    .leftJoin('brokers as b', 'b.id', 'w.broker_id')
    .select([
      'w.id',
      'w.name',
      'w.domain',
      'w.licence_number',
      'w.published_on',
      'w.url',
      'w.details',
      'w.broker_id',
      'b.name as broker_name',
    ])
    .where('w.regulator_key', '=', key)
    .orderBy(sql`(w.published_on is null)`)
    .orderBy('w.published_on', 'desc')
    .orderBy('w.id')
    .limit(limit)
    .offset(offset)
    .execute();
}
