import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { STAFF_GRANT_MONTHS, SUPPORT_TEXT } from '../../lib/support-text.ts';
import { userById } from '../accounts/accounts.repository.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { insertDecision, isStaff } from '../exposure/exposure.repository.ts';
import { memberByIdentity } from '../exposure/exposure.service.ts';
import { endVip, extendVip, membershipHistory, membershipOf } from '../membership/membership.service.ts';

type Db = Kysely<Database>;

/**
 * The staff console's members page (/{lang}/staff/members): find a member by phone or e-mail (spelled
 * as sign-in spells them), see their tier, VIP end and membership history, and grant VIP for whole
 * months or end it now, always with a reason. A decision is logged twice: in membership_events (by
 * extendVip/endVip, with the staff member and the reason, in the change's own transaction) and in
 * staff_decisions (who, when, why), the log of every staff decision the console takes.
 */

async function requireStaff(db: Db, staffId: string | undefined): Promise<string> {
  if (!staffId || !(await isStaff(db, staffId))) throw new AppError('error.notFound', 404);
  return staffId;
}

/** A member as the page shows them: who, their membership now and its history (newest first). */
export async function staffMemberView(db: Db, staffId: string, userId: string, now = new Date()) {
  await requireStaff(db, staffId);
  const user = RECORD_ID.test(userId) ? await userById(db, userId) : undefined;
  if (!user) throw new AppError('staffVip.notFound', 404);
  const [membership, history] = await Promise.all([membershipOf(db, user.id, now), membershipHistory(db, user.id)]);
  return {
    member: { id: user.id, nickname: user.nickname, email: user.email, phone: user.phone, createdAt: user.created_at },
    membership,
    history,
  };
}

/** Finds the member a phone number or e-mail address names; 404 (worded) when there is none. */
export async function staffFindMember(db: Db, staffId: string, identity: string, now = new Date()) {
  await requireStaff(db, staffId);
  const typed = identity.trim();
  if (!typed) throw new AppError('staffVip.identity.required', 400);
  const user = await memberByIdentity(db, typed);
  if (!user) throw new AppError('staffVip.notFound', 404);
  return staffMemberView(db, staffId, user.id, now);
}

function checkReason(reason: string): string {
  const text = reason.trim();
  const chars = [...text].length;
  if (chars < SUPPORT_TEXT.reasonMin || chars > SUPPORT_TEXT.reasonMax)
    throw new AppError('staffVip.reason.length', 400, { min: SUPPORT_TEXT.reasonMin, max: SUPPORT_TEXT.reasonMax });
  return text;
}

/** Grants VIP for whole months (added to a running period), with a reason; returns the new end. */
export async function staffGrantVip(
  db: Db,
  staffId: string,
  d: { userId: string; months: string | number; reason: string },
  now = new Date(),
): Promise<string> {
  await requireStaff(db, staffId);
  const months = typeof d.months === 'number' ? d.months : /^\d{1,3}$/.test(d.months.trim()) ? Number(d.months.trim()) : NaN;
  if (!Number.isInteger(months) || months < STAFF_GRANT_MONTHS.min || months > STAFF_GRANT_MONTHS.max)
    throw new AppError('staffVip.months.invalid', 400, { min: STAFF_GRANT_MONTHS.min, max: STAFF_GRANT_MONTHS.max });
  const reason = checkReason(d.reason);
  const user = RECORD_ID.test(d.userId) ? await userById(db, d.userId) : undefined;
  if (!user) throw new AppError('staffVip.notFound', 404);
  const until = await extendVip(db, user.id, months, { kind: 'staff_granted', staffUserId: staffId, reason }, now);
  await insertDecision(db, {
    id: randomUUID(),
    staff_user_id: staffId,
    action: 'vip_grant',
    subject_kind: 'member',
    subject_id: user.id,
    reason: `${months} month(s): ${reason}`,
    at: now.toISOString(),
  });
  return until;
}

/** Ends VIP now, with a reason; a member who is not VIP is refused (409), so an end is never logged by mistake. */
export async function staffEndVip(db: Db, staffId: string, d: { userId: string; reason: string }, now = new Date()): Promise<void> {
  await requireStaff(db, staffId);
  const reason = checkReason(d.reason);
  const user = RECORD_ID.test(d.userId) ? await userById(db, d.userId) : undefined;
  if (!user) throw new AppError('staffVip.notFound', 404);
  if ((await membershipOf(db, user.id, now)).tier !== 'vip') throw new AppError('staffVip.notVip', 409);
  await endVip(db, user.id, { kind: 'staff_ended', staffUserId: staffId, reason }, now);
  await insertDecision(db, {
    id: randomUUID(),
    staff_user_id: staffId,
    action: 'vip_end',
    subject_kind: 'member',
    subject_id: user.id,
    reason,
    at: now.toISOString(),
  });
}
