import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkEmail, checkInternationalPhone, checkPhone } from '../../lib/account-rules.ts';
import { COMPLAINT_CATEGORIES, COMPLAINT_TEXT, isComplaintCategory, type ComplaintCategory } from '../../lib/complaint-categories.ts';
import { isImageType } from '../../lib/evidence-type.ts';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { complaintLimits, complaintReplyLimits, evidenceUploadLimits } from '../accounts/limits.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import * as accounts from '../accounts/accounts.repository.ts';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import type { ModerationStatus } from '../db/schema-exposure.ts';
import { cleanEvidence, type Evidence } from './evidence.ts';
import { EVIDENCE_LIMITS, mb, type EvidenceLimits } from './evidence-limits.ts';
import type { PostedFile } from './multipart.ts';
import * as repo from './exposure.repository.ts';

type Db = Kysely<Database>;

/** A report as a member types it (page form or API), before it is checked. */
export interface ComplaintFields {
  dealer: string;
  category: string;
  description: string;
  amount?: string | number | null;
  currency?: string | null;
  happenedFrom?: string | null;
  happenedTo?: string | null;
}

export interface ComplaintInput {
  brokerId: string;
  category: ComplaintCategory;
  description: string;
  amount: number | null;
  currency: string | null;
  happenedFrom: string | null;
  happenedTo: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Checks a report's fields; each refusal names the field's catalogue key. */
export function checkComplaint(f: ComplaintFields, now: Date): ComplaintInput {
  const brokerId = f.dealer.trim();
  if (!RECORD_ID.test(brokerId)) throw new AppError('exposure.broker.notFound', 404);
  if (!isComplaintCategory(f.category)) throw new AppError('exposure.category.invalid', 400);
  const description = f.description.replace(/\r\n/g, '\n').trim();
  const chars = [...description].length;
  if (chars < COMPLAINT_TEXT.descriptionMin || chars > COMPLAINT_TEXT.descriptionMax)
    throw new AppError('exposure.description.length', 400, { min: COMPLAINT_TEXT.descriptionMin, max: COMPLAINT_TEXT.descriptionMax });
  let amount: number | null = null;
  const rawAmount = typeof f.amount === 'number' ? String(f.amount) : (f.amount ?? '').trim().replace(/[\s,]/g, '');
  if (rawAmount) {
    amount = Number(rawAmount);
    if (!/^\d+(\.\d{1,2})?$/.test(rawAmount) || !Number.isFinite(amount) || amount > 1e12)
      throw new AppError('exposure.amount.invalid', 400);
  }
  const currency = (f.currency ?? '').trim().toUpperCase() || null;
  if (currency && !/^[A-Z]{3}$/.test(currency)) throw new AppError('exposure.currency.invalid', 400);
  if (amount !== null && !currency) throw new AppError('exposure.currency.invalid', 400);
  const from = (f.happenedFrom ?? '').trim() || null;
  const to = (f.happenedTo ?? '').trim() || null;
  const today = now.toISOString().slice(0, 10);
  for (const d of [from, to]) if (d && (!validDate(d) || d > today || d < '1990-01-01')) throw new AppError('exposure.dates.invalid', 400);
  if (from && to && from > to) throw new AppError('exposure.dates.invalid', 400);
  return {
    brokerId,
    category: f.category,
    description,
    amount,
    currency: amount === null ? null : currency,
    happenedFrom: from,
    happenedTo: to,
  };
}

/** The broker a report form is for: id, code and name, or 404. */
export async function reportedBroker(db: Db, brokerId: string) {
  const broker = RECORD_ID.test(brokerId) ? await repo.brokerById(db, brokerId) : undefined;
  if (!broker) throw new AppError('exposure.broker.notFound', 404);
  return broker;
}

async function cleanAll(files: PostedFile[], limits: EvidenceLimits): Promise<Evidence[]> {
  if (files.length > limits.maxFiles) throw new AppError('exposure.files.tooMany', 413, { max: limits.maxFiles });
  const cleaned: Evidence[] = [];
  for (const f of files) cleaned.push(await cleanEvidence(f, limits));
  return cleaned;
}

async function storeFiles(db: Db, complaintId: string, files: Evidence[], first: number, at: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, e] of files.entries()) {
    const id = randomUUID();
    ids.push(id);
    await repo.insertFile(db, {
      id,
      complaint_id: complaintId,
      position: first + i,
      content_type: e.contentType,
      size: e.bytes.length,
      sha256: e.sha256,
      width: e.width,
      height: e.height,
      bytes: e.bytes,
      created_at: at,
    });
  }
  return ids;
}

/**
 * A member files a report on a broker, with any evidence: checked, counted against the member's and
 * the address's limits, and written with its files in one transaction, 'pending' until staff decide.
 */
export async function fileComplaint(
  db: Db,
  a: { userId: string; fields: ComplaintFields; files: PostedFile[]; ip: string; lang: string; now?: Date; limits?: EvidenceLimits },
): Promise<{ id: string; files: number }> {
  const now = a.now ?? new Date();
  const input = checkComplaint(a.fields, now);
  await reportedBroker(db, input.brokerId);
  const evidence = await cleanAll(a.files, a.limits ?? EVIDENCE_LIMITS);
  await enforceLimits(db, complaintLimits(a.userId, a.ip), now);
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await repo.insertComplaint(tx, {
      id,
      broker_id: input.brokerId,
      user_id: a.userId,
      category: input.category,
      description: input.description,
      amount: input.amount,
      currency: input.currency,
      happened_from: input.happenedFrom,
      happened_to: input.happenedTo,
      status: 'pending',
      lang: a.lang,
      created_at: at,
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      replied_at: null,
    });
    await storeFiles(tx, id, evidence, 0, at);
  });
  return { id, files: evidence.length };
}

/** Adds evidence to the member's own report while it is pending (the API's upload call); 404 for anyone else's. */
export async function addEvidence(
  db: Db,
  a: { userId: string; complaintId: string; files: PostedFile[]; ip: string; now?: Date; limits?: EvidenceLimits },
): Promise<{ ids: string[]; files: number; bytes: number }> {
  const now = a.now ?? new Date();
  const limits = a.limits ?? EVIDENCE_LIMITS;
  const complaint = RECORD_ID.test(a.complaintId) ? await repo.complaintById(db, a.complaintId) : undefined;
  if (!complaint || complaint.user_id !== a.userId) throw new AppError('exposure.complaint.notFound', 404);
  if (complaint.status !== 'pending') throw new AppError('exposure.complaint.decided', 409);
  if (a.files.length === 0) throw new AppError('exposure.file.missing', 400);
  await enforceLimits(db, evidenceUploadLimits(a.userId, a.ip), now);
  const evidence = await cleanAll(a.files, limits);
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const tally = await repo.fileTally(tx, complaint.id);
    if (tally.count + evidence.length > limits.maxFiles) throw new AppError('exposure.files.tooMany', 413, { max: limits.maxFiles });
    const bytes = tally.bytes + evidence.reduce((n, e) => n + e.bytes.length, 0);
    if (bytes > limits.maxTotalBytes) throw new AppError('exposure.files.tooLarge', 413, { max: mb(limits.maxTotalBytes) });
    const ids = await storeFiles(tx, complaint.id, evidence, tally.next, at);
    return { ids, files: tally.count + evidence.length, bytes };
  });
}

/** A member's own reports, newest first, with their status and, once decided, the reason. */
export async function memberComplaints(db: Db, userId: string) {
  return repo.complaintsOfMember(db, userId, 100);
}

// ---- staff ----

/** Whether the member is staff. Pages answer 404 (not 403) to anyone else, so the console cannot be found. */
export async function isStaffMember(db: Db, userId: string | undefined): Promise<boolean> {
  return userId ? repo.isStaff(db, userId) : false;
}

/** What the console shows: pending reports (oldest first) with their evidence, and pending replies. */
export async function staffQueue(db: Db, limit = 50) {
  const [complaints, replies, counts] = await Promise.all([
    repo.pendingComplaints(db, limit),
    repo.pendingReplies(db, limit),
    repo.countPending(db),
  ]);
  const files = await repo.filesOf(
    db,
    complaints.map((c) => c.id),
  );
  return {
    counts,
    complaints: complaints.map((c) => ({ ...c, files: files.filter((f) => f.complaint_id === c.id) })),
    replies,
  };
}

export type DecisionAction = 'approve' | 'reject';
export type DecisionSubject = 'complaint' | 'reply';

/**
 * A staff decision on a pending report or reply, with its reason (required), written with its log row
 * (staff_decisions: who, when, what, why) in one transaction. Approving a report or a reply changes
 * the broker's public page: its cached copy is marked stale (page_changes 'dealer'). A subject that
 * is no longer pending (decided meanwhile) is a 409; a member who is not staff gets 404.
 */
export async function decide(
  db: Db,
  staffId: string,
  d: { subject: string; id: string; action: string; reason: string },
  now = new Date(),
): Promise<{ status: ModerationStatus; brokerId: string }> {
  if (!(await repo.isStaff(db, staffId))) throw new AppError('error.notFound', 404);
  if (d.action !== 'approve' && d.action !== 'reject') throw new AppError('exposure.decision.invalid', 400);
  if (d.subject !== 'complaint' && d.subject !== 'reply') throw new AppError('exposure.decision.invalid', 400);
  const reason = d.reason.trim();
  const chars = [...reason].length;
  if (chars < COMPLAINT_TEXT.reasonMin || chars > COMPLAINT_TEXT.reasonMax)
    throw new AppError('exposure.decision.reason', 400, { min: COMPLAINT_TEXT.reasonMin, max: COMPLAINT_TEXT.reasonMax });
  const status: ModerationStatus = d.action === 'approve' ? 'approved' : 'rejected';
  const at = now.toISOString();
  // The broker whose page the decision may change, and for a reply the report it answers.
  const subject: { brokerId: string; answers: string | null } | undefined = !RECORD_ID.test(d.id)
    ? undefined
    : d.subject === 'complaint'
      ? await repo.complaintById(db, d.id).then((c) => c && { brokerId: c.broker_id, answers: null })
      : await repo.replyById(db, d.id).then((r) => r && { brokerId: r.broker_id, answers: r.complaint_id });
  if (!subject) throw new AppError('exposure.complaint.notFound', 404);
  await db.transaction().execute(async (tx) => {
    const changed =
      d.subject === 'complaint'
        ? await repo.decideComplaint(tx, d.id, status, staffId, reason, at)
        : await repo.decideReply(tx, d.id, status, staffId, reason, at);
    if (changed === 0) throw new AppError('exposure.decision.already', 409);
    await repo.insertDecision(tx, {
      id: randomUUID(),
      staff_user_id: staffId,
      action: d.action,
      subject_kind: d.subject,
      subject_id: d.id,
      reason,
      at,
    });
    if (status === 'approved' && subject.answers) await repo.markReplied(tx, subject.answers, at);
    if (status === 'approved') await repo.brokerPageChanged(tx, subject.brokerId, at);
  });
  return { status, brokerId: subject.brokerId };
}

/** Every decision taken about one report or reply, oldest first (who, when, what, why). */
export function decisionsAbout(db: Db, subject: DecisionSubject, id: string) {
  return repo.decisionsAbout(db, subject, id);
}

// ---- representatives ----

/** The approved reports a representative may answer, with the state of their reply. */
export async function representativeQueue(db: Db, userId: string) {
  const complaints = await repo.complaintsForRepresentative(db, userId, 100);
  const replies = await repo.repliesOf(
    db,
    complaints.map((c) => c.id),
  );
  return complaints.map((c) => ({ ...c, reply: replies.filter((r) => r.complaint_id === c.id).at(-1) }));
}

/** Whether the member represents any broker (the replies page is a 404 for everyone else). */
export async function isAnyRepresentative(db: Db, userId: string | undefined): Promise<boolean> {
  return userId ? repo.representsAny(db, userId) : false;
}

/**
 * A broker's representative answers an approved report about that broker: once (a rejected reply may
 * be written again), moderated like the report before it is shown. Anyone else: 404.
 */
export async function replyToComplaint(db: Db, userId: string, complaintId: string, body: string, now = new Date()): Promise<string> {
  const complaint = RECORD_ID.test(complaintId) ? await repo.complaintById(db, complaintId) : undefined;
  if (!complaint || complaint.status !== 'approved' || !(await repo.isRepresentative(db, complaint.broker_id, userId)))
    throw new AppError('exposure.complaint.notFound', 404);
  const text = body.replace(/\r\n/g, '\n').trim();
  const chars = [...text].length;
  if (chars < COMPLAINT_TEXT.replyMin || chars > COMPLAINT_TEXT.replyMax)
    throw new AppError('exposure.reply.length', 400, { min: COMPLAINT_TEXT.replyMin, max: COMPLAINT_TEXT.replyMax });
  if (await repo.hasLiveReply(db, complaint.id)) throw new AppError('exposure.reply.already', 409);
  await enforceLimits(db, complaintReplyLimits(userId), now);
  const id = randomUUID();
  await repo.insertReply(db, {
    id,
    complaint_id: complaint.id,
    user_id: userId,
    role: 'broker',
    body: text,
    status: 'pending',
    created_at: now.toISOString(),
    decided_at: null,
    decided_by: null,
    decision_reason: null,
  });
  return id;
}

// ---- public ----

export interface ExposureItem {
  id: string;
  category: string;
  description: string;
  amount: number | null;
  currency: string | null;
  happenedFrom: string | null;
  happenedTo: string | null;
  lang: string;
  createdAt: string;
  files: Array<{ id: string; contentType: string; width: number | null; height: number | null; image: boolean }>;
  reply: { body: string; createdAt: string } | undefined;
}

/** A broker's approved reports for its public page, newest first, with evidence and the approved reply. */
export async function brokerExposure(db: Db, brokerId: string, limit = 50): Promise<{ total: number; items: ExposureItem[] }> {
  const [rows, total] = await Promise.all([repo.approvedComplaintsOfBroker(db, brokerId, limit), repo.countApproved(db, brokerId)]);
  const ids = rows.map((r) => r.id);
  const [files, replies] = await Promise.all([repo.filesOf(db, ids), repo.repliesOf(db, ids, 'approved')]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      category: r.category,
      description: r.description,
      amount: r.amount,
      currency: r.currency,
      happenedFrom: r.happened_from,
      happenedTo: r.happened_to,
      lang: r.lang,
      createdAt: r.created_at,
      files: files
        .filter((f) => f.complaint_id === r.id)
        .map((f) => ({ id: f.id, contentType: f.content_type, width: f.width, height: f.height, image: isImageType(f.content_type) })),
      reply: replies
        .filter((x) => x.complaint_id === r.id)
        .map((x) => ({ body: x.body, createdAt: x.created_at }))
        .at(-1),
    })),
  };
}

/**
 * An evidence file for a request: anyone may have it once its report is approved (the public
 * Exposure section links it); before that only staff. Anything else is a 404, so that a pending or
 * rejected report's files cannot even be found to exist.
 */
export async function evidenceFile(db: Db, fileId: string, viewer: string | undefined) {
  const file = RECORD_ID.test(fileId) ? await repo.fileById(db, fileId) : undefined;
  if (!file) return undefined;
  if (file.status === 'approved') return { ...file, public: true };
  if (viewer && (await repo.isStaff(db, viewer))) return { ...file, public: false };
  return undefined;
}

/**
 * The spec's nonCooperativeTraders: brokers with an approved report that has had no reply from the
 * broker's representative (pending or approved) for COMPLAINT_REPLY_DAYS days since it was approved.
 */
export async function nonCooperativeTraders(db: Db, now = new Date(), limit = 100) {
  const days = env.COMPLAINT_REPLY_DAYS;
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await repo.brokersNotReplying(db, cutoff, limit);
  return {
    days,
    items: rows.map((r) => ({ id: r.id, code: r.code, name: r.name, unanswered: Number(r.unanswered), since: String(r.oldest) })),
  };
}

/** The spec's complaint "describe": the categories, the limits and the rules a report follows. */
export function describeComplaints(limits: EvidenceLimits = EVIDENCE_LIMITS) {
  return {
    categories: [...COMPLAINT_CATEGORIES],
    description: { min: COMPLAINT_TEXT.descriptionMin, max: COMPLAINT_TEXT.descriptionMax },
    evidence: {
      types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
      maxFiles: limits.maxFiles,
      maxFileBytes: limits.maxFileBytes,
      maxTotalBytes: limits.maxTotalBytes,
    },
    replyDays: env.COMPLAINT_REPLY_DAYS,
  };
}

// ---- the command line (npm run staff) ----

/** The member an identity names, spelled as accounts spell it (E.164 phone, lower-cased e-mail). */
export async function memberByIdentity(db: Db, identity: string) {
  const typed = identity.trim();
  if (typed.includes('@')) {
    const email = checkEmail(typed);
    return email.ok ? accounts.userByEmail(db, email.value) : undefined;
  }
  const phone = checkInternationalPhone(typed) ?? checkPhone('001', typed);
  return phone.ok ? accounts.userByPhone(db, phone.value) : undefined;
}

export async function grantStaffRole(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return repo.grantStaff(db, userId, now.toISOString(), null);
}

export const revokeStaffRole = (db: Db, userId: string) => repo.revokeStaff(db, userId);
export const listStaffMembers = (db: Db) => repo.listStaff(db);

export async function grantRepresentative(db: Db, brokerCode: string, userId: string, now = new Date()) {
  const broker = await repo.brokerByCode(db, brokerCode.trim());
  if (!broker) return undefined;
  return { broker, granted: await repo.grantRepresentative(db, broker.id, userId, now.toISOString(), null) };
}

export async function revokeRepresentative(db: Db, brokerCode: string, userId: string) {
  const broker = await repo.brokerByCode(db, brokerCode.trim());
  return broker ? repo.revokeRepresentative(db, broker.id, userId) : false;
}
