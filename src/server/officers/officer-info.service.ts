import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { loadOfficerDetail } from './officer-detail.service.ts';

/**
 * search/officers/info: the executive page's data as JSON, read by the same service as the page.
 * Bookkeeping is left out (content hash, search key), and the raw list of other names, which comes
 * parsed as `otherNames`.
 */
export async function officerInfo(db: Kysely<Database>, id: string) {
  const detail = await loadOfficerDetail(db, id);
  if (!detail) throw new AppError('api.notFound', 404);
  const { content_hash: _hash, normalised_name: _key, other_names: _raw, ...officer } = detail.officer;
  return { ...detail, officer };
}
