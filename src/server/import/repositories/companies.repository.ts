import type { Kysely } from 'kysely';
import { forEachChunk, inChunks } from '../../db/in-chunks.ts';
import type { ChargesTable, CompaniesTable, Database } from '../../db/schema.ts';

/** The stored companies among these ids, by id. */
export async function storedCompanies(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, CompaniesTable>> {
  const out = new Map<string, CompaniesTable>();
  await forEachChunk(ids, async (slice) => {
    for (const r of await db.selectFrom('companies').selectAll().where('id', 'in', slice).execute()) out.set(r.id, r);
  });
  return out;
}

/** The ids, among those given, of companies already in the register. */
export async function knownCompanyIds(db: Kysely<Database>, ids: Iterable<string>): Promise<Set<string>> {
  const known = new Set<string>();
  await forEachChunk([...new Set(ids)], async (slice) => {
    for (const r of await db.selectFrom('companies').select('id').where('id', 'in', slice).execute()) known.add(r.id);
  });
  return known;
}

/** Companies carrying these LEIs, in id order. */
export function companiesWithLeis(db: Kysely<Database>, leis: readonly string[]) {
  return inChunks(leis, (slice) =>
    db.selectFrom('companies').select(['id', 'lei', 'company_number']).where('lei', 'in', slice).orderBy('id').execute(),
  );
}

/** Overwrites a company's own columns. */
export async function updateCompany(db: Kysely<Database>, id: string, fields: Omit<CompaniesTable, 'id'>): Promise<void> {
  await db.updateTable('companies').set(fields).where('id', '=', id).execute();
}

/** Deletes the names, industry codes and charges of these companies (before they are written anew). */
export async function deleteCompanyOwnRows(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  await forEachChunk(ids, async (slice) => {
    await db.deleteFrom('company_names').where('company_id', 'in', slice).execute();
    await db.deleteFrom('industry_codes').where('company_id', 'in', slice).execute();
    await db.deleteFrom('charges').where('company_id', 'in', slice).execute();
  });
}

/** Officers appointed in these companies (one id per appointment). */
export function officerIdsOfCompanies(db: Kysely<Database>, ids: readonly string[]) {
  return inChunks(ids, (slice) => db.selectFrom('appointments').select('officer_id').where('company_id', 'in', slice).execute());
}

/** Relationships with one of these companies at either end. */
export function linksOfCompanies(db: Kysely<Database>, ids: readonly string[]) {
  return inChunks(ids, (slice) =>
    db
      .selectFrom('relationships')
      .select(['parent_company_id', 'child_company_id'])
      .where((eb) => eb.or([eb('parent_company_id', 'in', slice), eb('child_company_id', 'in', slice)]))
      .execute(),
  );
}

/** The stored charge counts of these companies, by company (read before they are written anew). */
export async function storedCharges(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ChargesTable>> {
  const rows = await inChunks(ids, (slice) => db.selectFrom('charges').selectAll().where('company_id', 'in', slice).execute());
  return new Map(rows.map((r) => [r.company_id, r]));
}
