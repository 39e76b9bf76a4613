import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { companiesByIds } from './company-codes.repository.ts';

/**
 * The trader-by-codes lookup (spec section 7: comma-joined codes, items with code): the companies of
 * these ids, in the order asked, each once; codes of no company are left out (the caller compares
 * the codes it gets back). The count is bounded by the request schema (lookups.schema.ts).
 */
export async function companiesByCodes(db: Kysely<Database>, codes: string[]) {
  const unique = [...new Set(codes)];
  const rows = new Map((await companiesByIds(db, unique)).map((r) => [r.id, r]));
  return unique.flatMap((code) => {
    const r = rows.get(code);
    if (!r) return [];
    const inactive = r.inactive === null ? '' : r.inactive === 1 ? 'true' : 'false';
    return [
      {
        code,
        name: r.name,
        jurisdiction_code: r.jurisdiction_code,
        company_number: r.company_number,
        current_status: r.current_status,
        inactive: inactive as 'true' | 'false' | '',
      },
    ];
  });
}
