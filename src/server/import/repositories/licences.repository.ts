import type { Kysely } from 'kysely';
import { bulkInsert } from '../../db/bulk-insert.ts';
import { forEachChunk, inChunks } from '../../db/in-chunks.ts';
import type { Database, LicencesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Every licence of these companies, from every source, in position order within each. */
export function licencesOfCompanies(db: Db, companyIds: readonly string[]) {
  return inChunks(companyIds, (slice) =>
    db.selectFrom('licences').selectAll().where('company_id', 'in', slice).orderBy('company_id').orderBy('position').execute(),
  );
}

/** Deletes these companies' licences from one source (before the source's current rows are written anew). */
export async function deleteSourceLicences(db: Db, companyIds: readonly string[], source: string): Promise<void> {
  await forEachChunk(companyIds, (slice) =>
    db.deleteFrom('licences').where('source', '=', source).where('company_id', 'in', slice).execute(),
  );
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
