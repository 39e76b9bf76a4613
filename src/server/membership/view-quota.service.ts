import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { membershipOf } from './membership.service.ts';
import { allowanceOf, type MemberTier } from './tier-allowance.ts';
import * as repo from './view-quota.repository.ts';

/**
 * The daily view quota: how many distinct companies and executives a member may open the deeper
 * sections of per UTC day (allowanceOf(tier).detailViewsPerDay). The one place every way in asks –
 * the page's fragment, the full page without JavaScript, and the app's info calls – so no path skips it.
 */
type Db = Kysely<Database>;

/** The kinds of record whose pages have deeper sections behind the quota. */
export const QUOTA_KINDS = ['company', 'executive'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

/**
 * What the viewer gets: `signIn` (a visitor), `granted` (the deeper sections; this record is counted
 * today) or `spent` (the day's allowance is used up by other records). `used` counts today's records,
 * this one included when granted.
 */
export type DeepAccess =
  | { state: 'signIn'; tier: 'visitor'; used: 0; allowance: 0 }
  | { state: 'granted' | 'spent'; tier: MemberTier; used: number; allowance: number };

const SIGN_IN: DeepAccess = { state: 'signIn', tier: 'visitor', used: 0, allowance: 0 };

/** The UTC day of an instant, as the quota counts it ('YYYY-MM-DD'). */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Opens a record's deeper sections for a viewer: counts it once a day for a member with room left, and
 * says what to show. A second view of a record already opened today is granted and costs nothing more.
 * The caller checks first that the record exists, so a wrong id never uses up a place.
 */
export async function openDeepSections(
  db: Db,
  userId: string | undefined,
  kind: QuotaKind,
  recordId: string,
  now = new Date(),
): Promise<DeepAccess> {
  if (!userId) return SIGN_IN;
  const { tier } = await membershipOf(db, userId, now);
  const allowance = allowanceOf(tier).detailViewsPerDay;
  const day = quotaDay(now);
  // Most views are a record opened before today or a spent day: one read of the key's prefix answers them.
  const before = await repo.dayOf(db, userId, day, kind, recordId);
  if (before.mine || before.used >= allowance) return { state: before.mine ? 'granted' : 'spent', tier, used: before.used, allowance };
  // A first view with room left: the insert-or-ignore and the count, with the member's row held so that
  // views arriving together (several tabs, a script) cannot each take the last place.
  const { used, mine } = await db.transaction().execute(async (tx) => {
    await repo.lockMember(tx, userId);
    await repo.noteViewIfRoom(tx, userId, day, kind, recordId, now.toISOString(), allowance);
    return repo.dayOf(tx, userId, day, kind, recordId);
  });
  return { state: mine ? 'granted' : 'spent', tier, used, allowance };
}

/** Days of quota rows `npm run rebuild` keeps (today is all the quota reads; the rest is for support's questions). */
export const QUOTA_DAYS_KEPT = 7;

/** Drops quota rows older than QUOTA_DAYS_KEPT days; returns the rows dropped. */
export function pruneViewQuota(db: Db, now = new Date()): Promise<number> {
  return repo.pruneViewQuota(db, quotaDay(new Date(now.getTime() - QUOTA_DAYS_KEPT * 86_400_000)));
}
