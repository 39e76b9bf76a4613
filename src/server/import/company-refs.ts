import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { companyId } from './company-writer.ts';

/** Ids per IN list. */
const CHUNK = 500;

/** A company named the way sources name it: jurisdiction code and the register's company number. */
export interface CompanyRef { jurisdiction: string; companyNumber: string }

/** The ids, among those given, of companies already in the register. */
export async function knownCompanyIds(db: Kysely<Database>, ids: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  const known = new Set<string>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    for (const r of await db.selectFrom('companies').select('id').where('id', 'in', wanted.slice(i, i + CHUNK)).execute()) known.add(r.id);
  }
  return known;
}

/** The reject reason for a record of a company the register does not hold (worded as writePeople words it). */
export function unknownCompany(ref: CompanyRef): string {
  return `company ${ref.jurisdiction}/${ref.companyNumber} is not in the register; import its company file first`;
}

export function refId(ref: CompanyRef): string {
  return companyId(ref.jurisdiction, ref.companyNumber);
}
