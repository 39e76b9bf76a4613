import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { loadCompanyDetail } from './company-detail.service.ts';

/**
 * search/company/info: the company page's data as JSON, read by the same service as the page (one
 * query path, so the call and the page never disagree). Only bookkeeping is left out: the import's
 * content hash and the search key; `extra` (source fields without a column) is parsed.
 */
export async function companyInfo(db: Kysely<Database>, id: string) {
  const detail = await loadCompanyDetail(db, id);
  if (!detail) throw new AppError('api.notFound', 404);
  const { content_hash: _hash, normalised_name: _key, extra, ...company } = detail.company;
  return { ...detail, company: { ...company, extra: parseExtra(extra) } };
}

/** The stored JSON object of extra fields; anything malformed reads as none. */
function parseExtra(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
