import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// The exchange page's SQL: the venue, its operator company with that company's licences, and the
// operator's other venues (index exchanges_operator).

type Db = Kysely<Database>;

export function exchangeById(db: Db, id: string) {
  return db.selectFrom('exchanges').selectAll().where('id', '=', id).executeTakeFirst();
}

export function companyName(db: Db, id: string) {
  return db.selectFrom('companies').select(['id', 'name', 'jurisdiction_code']).where('id', '=', id).executeTakeFirst();
}

/** A company's licences, in its own order (as the company page lists them). */
export function companyLicences(db: Db, companyId: string) {
  return db
    .selectFrom('licences')
    .select(['regulator', 'regulator_key', 'licence_type', 'licence_number', 'status', 'granted_on', 'expires_on', 'record_url'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .execute();
}

/** The operator's other venues, by name. */
export function venuesOfOperator(db: Db, companyId: string, except: string) {
  return db
    .selectFrom('exchanges')
    .select(['id', 'name', 'mic', 'kind', 'country', 'status'])
    .where('operator_company_id', '=', companyId)
    .where('id', '<>', except)
    .orderBy('name')
    .orderBy('id')
    .limit(100)
    .execute();
}
