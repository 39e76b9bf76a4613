import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { appointmentState } from '../../lib/officer-roles.ts';
import { openDeepSections } from '../membership/view-quota.service.ts';
import { loadOfficerDetail } from './officer-detail.service.ts';

/**
 * search/officers/info: the executive page's data as JSON, read by the same service as the page.
 * Bookkeeping is left out (content hash, search key), and the raw list of other names, which comes
 * parsed as `otherNames`. The past positions and the co-appointees are behind the daily view quota,
 * as on the page (see company-info.service.ts): without it, current positions only and no co-appointees.
 */
export async function officerInfo(db: Kysely<Database>, id: string, userId: string | undefined, now = new Date()) {
  const detail = await loadOfficerDetail(db, id);
  if (!detail) throw new AppError('api.notFound', 404);
  const quota = await openDeepSections(db, userId, 'executive', id, now);
  const { content_hash: _hash, normalised_name: _key, other_names: _raw, ...officer } = detail.officer;
  if (quota.state === 'granted') return { ...detail, officer, quota };
  const { coAppointees: _coAppointees, ...rest } = detail;
  return { ...rest, positions: detail.positions.filter((p) => appointmentState(p) === 'current'), officer, quota };
}
