import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { PUBLIC_CHANGES } from '../../lib/detail-tiers.ts';
import { appointmentState } from '../../lib/officer-roles.ts';
import { openDeepSections } from '../membership/view-quota.service.ts';
import { loadCompanyDetail, type CompanyDetail } from './company-detail.service.ts';

/**
 * search/company/info: the company page's data as JSON, read by the same service as the page (one
 * query path, so the call and the page never disagree). Only bookkeeping is left out: the import's
 * content hash and the search key; `extra` (source fields without a column) is parsed.
 *
 * The deeper data is behind the same daily view quota as the page's deeper sections (issue 19),
 * counted for the member behind the session (the app's bearer token): granted, the whole record;
 * otherwise the public page's part (src/lib/detail-tiers.ts) and `quota` saying why (signIn, spent).
 */
export async function companyInfo(db: Kysely<Database>, id: string, userId: string | undefined, now = new Date()) {
  const detail = await loadCompanyDetail(db, id);
  if (!detail) throw new AppError('api.notFound', 404);
  const quota = await openDeepSections(db, userId, 'company', id, now);
  const { content_hash: _hash, normalised_name: _key, extra, ...company } = detail.company;
  const shown = quota.state === 'granted' ? detail : publicPart(detail);
  return { ...shown, company: { ...company, extra: parseExtra(extra) }, quota };
}

/**
 * What the cached company page shows: the deeper data left out (licences, credit evaluation, money,
 * investors and investments, ownership and branches), officers in office only, the latest changes.
 */
function publicPart(detail: CompanyDetail) {
  const {
    licences: _licences,
    credit: _credit,
    financials: _financials,
    rounds: _rounds,
    ipos: _ipos,
    acquisitions: _acquisitions,
    investors: _investors,
    investees: _investees,
    parents: _parents,
    chain: _chain,
    subsidiaries: _subsidiaries,
    subsidiaryCount: _subsidiaryCount,
    branches: _branches,
    branchCount: _branchCount,
    ...rest
  } = detail;
  return {
    ...rest,
    officers: detail.officers.filter((o) => appointmentState(o) === 'current'),
    history: detail.history.slice(0, PUBLIC_CHANGES),
  };
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
