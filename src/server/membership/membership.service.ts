import { v7 as timeOrderedId } from 'uuid';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MembershipEventKind } from '../db/schema-membership.ts';
import { AppError } from '../app-error.ts';
import type { MemberTier, ViewerTier } from './tier-allowance.ts';
import * as repo from './membership.repository.ts';

/**
 * A member's tier and its changes. VIP is one instant, users.vip_until: a member is VIP while it is in
 * the future, so an ended period needs no job to end it. Every change goes through changeVipUntil,
 * which logs it (membership_events) in the same transaction: payments (extendVip), refunds and failed
 * renewals (endVip), and staff decisions (both, with the staff member and the reason).
 */
type Db = Kysely<Database>;

export interface Membership {
  tier: MemberTier;
  /** ISO instant VIP ends; null when the member is not VIP (an ended period reads as null). */
  vipUntil: string | null;
}

export function tierAt(vipUntil: string | null | undefined, now: Date): MemberTier {
  return vipUntil && vipUntil > now.toISOString() ? 'vip' : 'ordinary';
}

/** The member's tier now; an unknown member (a deleted account behind an old session) is ordinary. */
export async function membershipOf(db: Db, userId: string, now = new Date()): Promise<Membership> {
  const row = await repo.vipUntilOf(db, userId);
  const tier = tierAt(row?.vip_until, now);
  return { tier, vipUntil: tier === 'vip' ? row!.vip_until : null };
}

/** The viewer's tier: 'visitor' without a member. */
export async function viewerTier(db: Db, userId: string | undefined, now = new Date()): Promise<ViewerTier> {
  return userId ? (await membershipOf(db, userId, now)).tier : 'visitor';
}

/** Adds whole calendar months in UTC, keeping the day where the month has it (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface MembershipCause {
  kind: MembershipEventKind;
  orderId?: string;
  staffUserId?: string;
  reason?: string;
}

/** Sets vip_until and logs why, in one transaction. Returns the new value. */
export async function changeVipUntil(
  db: Db,
  userId: string,
  until: string | null,
  cause: MembershipCause,
  now = new Date(),
): Promise<string | null> {
  // Inside a caller's transaction (a payment event and its order change with it), that one; else its own.
  const inTransaction = <T>(fn: (tx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  return inTransaction(async (tx) => {
    const row = await repo.vipUntilOf(tx, userId);
    if (!row) throw new AppError('api.notFound', 404);
    const at = now.toISOString();
    await repo.setVipUntil(tx, userId, until, at);
    await repo.insertMembershipEvent(tx, {
      // Time-ordered (UUIDv7, monotonic within a process): two changes in the same millisecond (a
      // payment and its refund in one request) still list in the order they happened.
      id: timeOrderedId(),
      user_id: userId,
      kind: cause.kind,
      vip_until_before: row.vip_until,
      vip_until_after: until,
      order_id: cause.orderId ?? null,
      staff_user_id: cause.staffUserId ?? null,
      reason: cause.reason ?? null,
      created_at: at,
    });
    return until;
  });
}

/**
 * Extends VIP by whole months: from its current end when it is still running (a renewal or an early
 * second payment adds to it), from now otherwise.
 */
export async function extendVip(db: Db, userId: string, months: number, cause: MembershipCause, now = new Date()): Promise<string> {
  const current = await membershipOf(db, userId, now);
  const from = current.vipUntil ? new Date(current.vipUntil) : now;
  const until = addMonths(from, months).toISOString();
  await changeVipUntil(db, userId, until, cause, now);
  return until;
}

/** Ends VIP now (a refund, a failed renewal, a staff decision). Ending a member who is not VIP is still logged. */
export async function endVip(db: Db, userId: string, cause: MembershipCause, now = new Date()): Promise<void> {
  await changeVipUntil(db, userId, null, cause, now);
}

/**
 * Logs a change that leaves vip_until as it is (a subscription's renewal cancelled, resumed or ended),
 * with the value before and after equal, so the history tells the whole story.
 */
export async function noteMembershipEvent(db: Db, userId: string, cause: MembershipCause, now = new Date()): Promise<void> {
  const row = await repo.vipUntilOf(db, userId);
  if (!row) throw new AppError('api.notFound', 404);
  await repo.insertMembershipEvent(db, {
    id: timeOrderedId(),
    user_id: userId,
    kind: cause.kind,
    vip_until_before: row.vip_until,
    vip_until_after: row.vip_until,
    order_id: cause.orderId ?? null,
    staff_user_id: cause.staffUserId ?? null,
    reason: cause.reason ?? null,
    created_at: now.toISOString(),
  });
}

export function membershipHistory(db: Db, userId: string, limit = 50) {
  return repo.membershipEventsOf(db, userId, limit);
}
