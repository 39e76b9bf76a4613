import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { loadCompanyDetail } from '../companies/company-detail.service.ts';
import type { Database } from '../db/schema.ts';
import { loadOfficerDetail } from '../officers/officer-detail.service.ts';
import { recordExists } from './view-quota.repository.ts';
import { openDeepSections, type DeepAccess } from './view-quota.service.ts';

/**
 * The fragment route's answer: the viewer's access through the daily view quota, and the record's
 * detail only when granted (a sign-in prompt or a spent day's message needs none of it, so a refusal
 * costs two small reads, not the record's fifteen). The record's existence is checked first, so an
 * unknown or malformed id is a 404 and never uses up a place of the member's day; `memberId` is called
 * only then (a private answer: the middleware marks it `private, no-store`).
 */
type Db = Kysely<Database>;
type MemberId = () => Promise<string | undefined>;

async function accessTo(
  db: Db,
  memberId: MemberId,
  kind: 'company' | 'executive',
  id: string | undefined,
): Promise<DeepAccess | undefined> {
  if (!id || !RECORD_ID.test(id) || !(await recordExists(db, kind, id))) return undefined;
  return openDeepSections(db, await memberId(), kind, id);
}

export async function companyDeepView(db: Db, memberId: MemberId, id: string | undefined) {
  const access = await accessTo(db, memberId, 'company', id);
  if (!access) return undefined;
  return { id: id!, access, detail: access.state === 'granted' ? await loadCompanyDetail(db, id!) : undefined };
}

export async function executiveDeepView(db: Db, memberId: MemberId, id: string | undefined) {
  const access = await accessTo(db, memberId, 'executive', id);
  if (!access) return undefined;
  return { id: id!, access, detail: access.state === 'granted' ? await loadOfficerDetail(db, id!) : undefined };
}

/** The full page (no JavaScript) needs the record whatever the quota says: the public sections are on it. */
export async function companyFullView(db: Db, memberId: MemberId, id: string | undefined) {
  const access = await accessTo(db, memberId, 'company', id);
  const detail = access && (await loadCompanyDetail(db, id!));
  return access && detail ? { access, detail } : undefined;
}

export async function executiveFullView(db: Db, memberId: MemberId, id: string | undefined) {
  const access = await accessTo(db, memberId, 'executive', id);
  const detail = access && (await loadOfficerDetail(db, id!));
  return access && detail ? { access, detail } : undefined;
}
