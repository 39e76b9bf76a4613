import type { Kysely } from 'kysely';
import { bulkInsert } from '../../db/bulk-insert.ts';
import { inChunks } from '../../db/in-chunks.ts';
import type { Database, LicencesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Every licence of a company, from every source, in position order. */
export function licencesOfCompany(db: Db, companyId: string) {
  return db.selectFrom('licences').selectAll().where('company_id', '=', companyId).orderBy('position').execute();
}

/**
 * Deletes a company's licences from one source: all of them, or only those with one of the numbers
 * (a source whose records each carry their own licence, so one record never replaces another's).
 */
export async function deleteSourceLicences(db: Db, companyId: string, source: string, numbers: readonly string[] | null): Promise<void> {
  let q = db.deleteFrom('licences').where('company_id', '=', companyId).where('source', '=', source);
  if (numbers) {
    if (!numbers.length) return;
    q = q.where('licence_number', 'in', numbers);
  }
  await q.execute();
}

export async function insertLicences(db: Db, rows: LicencesTable[]): Promise<void> {
  await bulkInsert(db, 'licences', rows);
}

/** The brokers whose legal entities include one of these companies (their pages show the licences). */
export function brokersOfCompanies(db: Db, companyIds: readonly string[]) {
  return inChunks(companyIds, (slice) =>
    db.selectFrom('broker_companies').select(['broker_id', 'company_id']).where('company_id', 'in', slice).execute(),
  );
}
