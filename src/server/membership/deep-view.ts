import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { loadCompanyDetail } from '../companies/company-detail.service.ts';
import type { Database } from '../db/schema.ts';
import { loadOfficerDetail } from '../officers/officer-detail.service.ts';
import { openDeepSections } from './view-quota.service.ts';

/**
 * What the deeper-sections routes (the page's fragment and the full page, both private) need: the
 * record, then the viewer's access through the daily view quota. The record is read first, so an
 * unknown or malformed id is a 404 and never uses up a place of the member's day; `memberId` is
 * called only then (a private answer: the middleware marks it `private, no-store`).
 */
type Db = Kysely<Database>;

export async function companyDeepView(db: Db, memberId: () => Promise<string | undefined>, id: string | undefined) {
  if (!id || !RECORD_ID.test(id)) return undefined;
  const detail = await loadCompanyDetail(db, id);
  if (!detail) return undefined;
  return { detail, access: await openDeepSections(db, await memberId(), 'company', id) };
}

export async function executiveDeepView(db: Db, memberId: () => Promise<string | undefined>, id: string | undefined) {
  if (!id || !RECORD_ID.test(id)) return undefined;
  const detail = await loadOfficerDetail(db, id);
  if (!detail) return undefined;
  return { detail, access: await openDeepSections(db, await memberId(), 'executive', id) };
}
