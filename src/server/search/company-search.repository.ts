import type { Kysely } from 'kysely';
import { inChunks } from '../db/in-chunks.ts';
import type { Database } from '../db/schema.ts';

/** SQL of the company search calls: rows of the candidates a name search found. */

export interface CompanyListRow {
  id: string;
  name: string;
  jurisdiction_code: string;
  company_number: string;
  registered_address_in_full: string | null;
  current_status: string | null;
  inactive: number | null;
  incorporation_date: string | null;
  company_type: string | null;
}

export function companiesByIds(db: Kysely<Database>, ids: string[]): Promise<CompanyListRow[]> {
  return inChunks(ids, (slice) =>
    db
      .selectFrom('companies')
      .select([
        'id',
        'name',
        'jurisdiction_code',
        'company_number',
        'registered_address_in_full',
        'current_status',
        'inactive',
        'incorporation_date',
        'company_type',
      ])
      .where('id', 'in', slice)
      .execute(),
  );
}

/** Each company's first industry code (the register's main activity). */
export function mainIndustryCodes(db: Kysely<Database>, ids: string[]) {
  return inChunks(ids, (slice) =>
    db
      .selectFrom('industry_codes')
      .select(['company_id', 'scheme', 'code', 'description'])
      .where('company_id', 'in', slice)
      .where('position', '=', 0)
      .execute(),
  );
}

/** Previous and alternative names of a few companies, to show which one a query matched. */
export function otherNames(db: Kysely<Database>, ids: string[]) {
  return inChunks(ids, (slice) =>
    db
      .selectFrom('company_names')
      .select(['company_id', 'name', 'kind', 'end_date'])
      .where('company_id', 'in', slice)
      .orderBy('company_id')
      .orderBy('position')
      .execute(),
  );
}

export function alternativeLegalNames(db: Kysely<Database>, ids: string[]) {
  return inChunks(ids, (slice) =>
    db
      .selectFrom('companies')
      .select(['id', 'alternative_legal_name'])
      .where('id', 'in', slice)
      .where('alternative_legal_name', 'is not', null)
      .execute(),
  );
}
