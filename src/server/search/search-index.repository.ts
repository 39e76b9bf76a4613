import type { Kysely, Selectable, Updateable } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database, SearchDocsTable } from '../db/schema.ts';
import type { DocKind } from './search-docs.ts';

/**
 * The statements of the name search index (tables search_docs, search_terms, search_meta) and the
 * register reads that feed it. Lists of ids are at most one IN_CHUNK (db/in-chunks.ts): the caller
 * slices them.
 */

type Db = Kysely<Database>;
type TermRow = { term: string; weight: number; doc: number };
type DocRow = Omit<SearchDocsTable, 'doc'>;

/** The companies' own names, jurisdiction, status and facet fields. */
export function companiesToIndex(db: Db, ids: string[]) {
  return db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'alternative_legal_name',
      'jurisdiction_code',
      'inactive',
      'company_type',
      'current_status',
      'incorporation_date',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** The companies' alternative and previous names. */
export function otherNamesOf(db: Db, ids: string[]) {
  return db.selectFrom('company_names').select(['company_id', 'name', 'kind']).where('company_id', 'in', ids).execute();
}

/** The companies' first industry code (the register's main activity). */
export function mainIndustriesOf(db: Db, ids: string[]) {
  return db
    .selectFrom('industry_codes')
    .select(['company_id', 'scheme', 'code'])
    .where('company_id', 'in', ids)
    .where('position', '=', 0)
    .execute();
}

/** The officers' names. */
export function officersToIndex(db: Db, ids: string[]) {
  return db.selectFrom('officers').select(['id', 'name', 'nationality']).where('id', 'in', ids).execute();
}

/** The brokers' brand names, head-office country and status. */
export function brokersToIndex(db: Db, ids: string[]) {
  return db.selectFrom('brokers').select(['id', 'name', 'country', 'status']).where('id', 'in', ids).execute();
}

/** The legal names of the brokers' companies (a broker is also found by the company behind it). */
export function brokerCompanyNames(db: Db, ids: string[]) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('companies as c', 'c.id', 'bc.company_id')
    .select(['bc.broker_id', 'c.name', 'c.alternative_legal_name'])
    .where('bc.broker_id', 'in', ids)
    .orderBy('bc.broker_id')
    .orderBy('c.id')
    .execute();
}

/** The brokers tied to these companies (their docs carry the companies' names). */
export async function brokersOfCompanies(db: Db, companyIds: string[]): Promise<string[]> {
  const rows = await db.selectFrom('broker_companies').select('broker_id').distinct().where('company_id', 'in', companyIds).execute();
  return rows.map((r) => r.broker_id);
}

/** Adds docs (their doc numbers are given by the engine). */
export async function insertDocRows(db: Db, rows: DocRow[]): Promise<void> {
  await bulkInsert(db, 'search_docs', rows);
}

/** The doc numbers of these entities' docs. */
export function docNumbersOf(db: Db, kind: DocKind, entityIds: string[]) {
  return db.selectFrom('search_docs').select(['doc', 'entity_id']).where('kind', '=', kind).where('entity_id', 'in', entityIds).execute();
}

/** These entities' stored docs. */
export function storedDocs(db: Db, kind: DocKind, entityIds: string[]): Promise<Array<Selectable<SearchDocsTable>>> {
  return db.selectFrom('search_docs').selectAll().where('kind', '=', kind).where('entity_id', 'in', entityIds).execute();
}

/** Overwrites a doc's names, status, jurisdiction and facets. */
export async function updateDoc(db: Db, doc: number, fields: Updateable<SearchDocsTable>): Promise<void> {
  await db.updateTable('search_docs').set(fields).where('doc', '=', doc).execute();
}

/** Drops one doc (its terms are removed apart). */
export async function deleteDoc(db: Db, doc: number): Promise<void> {
  await db.deleteFrom('search_docs').where('doc', '=', doc).execute();
}

/** Adds search keys. */
export async function insertTermRows(db: Db, rows: TermRow[]): Promise<void> {
  await bulkInsert(db, 'search_terms', rows);
}

/** Removes these keys of one doc. */
export async function deleteTerms(db: Db, doc: number, terms: string[]): Promise<void> {
  await db.deleteFrom('search_terms').where('doc', '=', doc).where('term', 'in', terms).execute();
}

/** Empties the index. */
export async function clearSearchIndex(db: Db): Promise<void> {
  await db.deleteFrom('search_terms').execute();
  await db.deleteFrom('search_docs').execute();
}

/** The next ids of a register table after `after`, in id order (a rebuild's keyset walk). */
export async function idsAfter(db: Db, table: 'companies' | 'officers' | 'brokers', after: string, limit: number): Promise<string[]> {
  return (await db.selectFrom(table).select('id').where('id', '>', after).orderBy('id').limit(limit).execute()).map((r) => r.id);
}

/** Whether the register holds any company, officer or broker. */
export async function registerHasRecords(db: Db): Promise<boolean> {
  for (const table of ['companies', 'officers', 'brokers'] as const)
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  return false;
}

/** The version of the key rules the index was built by, if recorded. */
export async function storedKeysVersion(db: Db): Promise<string | undefined> {
  return (await db.selectFrom('search_meta').select('value').where('key', '=', 'keys_version').executeTakeFirst())?.value;
}

/** Records the version of the key rules the index is built by. */
export async function saveKeysVersion(db: Db, version: string): Promise<void> {
  await db
    .insertInto('search_meta')
    .values({ key: 'keys_version', value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
    .execute();
}
