import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type {
  BrokerComplaintsTable,
  ComplaintFilesTable,
  ComplaintRepliesTable,
  ModerationStatus,
  StaffDecisionsTable,
} from '../db/schema-exposure.ts';

// Exposure's statements: reports, their evidence, replies, staff and representatives, the decisions log.

type Db = Kysely<Database>;

export function brokerById(db: Db, id: string) {
  return db.selectFrom('brokers').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
}

export function brokerByCode(db: Db, code: string) {
  return db.selectFrom('brokers').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

export async function insertComplaint(db: Db, row: BrokerComplaintsTable): Promise<void> {
  await db.insertInto('broker_complaints').values(row).execute();
}

export async function insertFile(db: Db, row: ComplaintFilesTable): Promise<void> {
  await db.insertInto('complaint_files').values(row).execute();
}

export function complaintById(db: Db, id: string) {
  return db.selectFrom('broker_complaints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many files a report has and their bytes, and the next position. */
export async function fileTally(db: Db, complaintId: string): Promise<{ count: number; bytes: number; next: number }> {
  const r = await db
    .selectFrom('complaint_files')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('size').as('bytes'), eb.fn.max<number>('position').as('last')])
    .where('complaint_id', '=', complaintId)
    .executeTakeFirst();
  return { count: Number(r?.count ?? 0), bytes: Number(r?.bytes ?? 0), next: r?.last == null ? 0 : Number(r.last) + 1 };
}

const complaintColumns = [
  'c.id',
  'c.broker_id',
  'c.category',
  'c.description',
  'c.amount',
  'c.currency',
  'c.happened_from',
  'c.happened_to',
  'c.status',
  'c.lang',
  'c.created_at',
  'c.decided_at',
  'c.decision_reason',
] as const;

/** A member's own reports, newest first, with the broker's name. */
export function complaintsOfMember(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('broker_complaints as c')
    .innerJoin('brokers as b', 'b.id', 'c.broker_id')
    .select([...complaintColumns, 'b.name as broker_name'])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** Reports waiting for a decision, oldest first (first come, first decided). */
export function pendingComplaints(db: Db, limit: number) {
  return db
    .selectFrom('broker_complaints as c')
    .innerJoin('brokers as b', 'b.id', 'c.broker_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([...complaintColumns, 'b.name as broker_name', 'b.code as broker_code', 'c.user_id', 'u.nickname'])
    .where('c.status', '=', 'pending')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function countPending(db: Db): Promise<{ complaints: number; replies: number }> {
  const c = await db
    .selectFrom('broker_complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const r = await db
    .selectFrom('complaint_replies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return { complaints: Number(c?.n ?? 0), replies: Number(r?.n ?? 0) };
}

/** Replies waiting for a decision, oldest first, with the report they answer. */
export function pendingReplies(db: Db, limit: number) {
  return db
    .selectFrom('complaint_replies as r')
    .innerJoin('broker_complaints as c', 'c.id', 'r.complaint_id')
    .innerJoin('brokers as b', 'b.id', 'c.broker_id')
    .select([
      'r.id',
      'r.complaint_id',
      'r.body',
      'r.created_at',
      'c.description',
      'c.category',
      'b.name as broker_name',
      'b.code as broker_code',
    ])
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** The evidence of these reports, without the bytes. */
export function filesOf(db: Db, complaintIds: string[]) {
  if (complaintIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('complaint_files')
    .select(['id', 'complaint_id', 'position', 'content_type', 'size', 'width', 'height', 'sha256'])
    .where('complaint_id', 'in', complaintIds)
    .orderBy('complaint_id')
    .orderBy('position')
    .execute();
}

/** One evidence file with its report's broker and status (who may see it depends on both). */
export function fileById(db: Db, id: string) {
  return db
    .selectFrom('complaint_files as f')
    .innerJoin('broker_complaints as c', 'c.id', 'f.complaint_id')
    .select(['f.id', 'f.content_type', 'f.size', 'f.sha256', 'f.bytes', 'c.status', 'c.user_id'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** Sets a pending report's decision; 0 when it was no longer pending (decided by someone else meanwhile). */
export async function decideComplaint(
  db: Db,
  id: string,
  status: ModerationStatus,
  staffId: string,
  reason: string,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('broker_complaints')
    .set({ status, decided_at: at, decided_by: staffId, decision_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function decideReply(
  db: Db,
  id: string,
  status: ModerationStatus,
  staffId: string,
  reason: string,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('complaint_replies')
    .set({ status, decided_at: at, decided_by: staffId, decision_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Marks a report answered (its reply approved): the score weighs answered reports less. */
export async function markReplied(db: Db, complaintId: string, at: string): Promise<void> {
  await db.updateTable('broker_complaints').set({ replied_at: at }).where('id', '=', complaintId).execute();
}

export function replyById(db: Db, id: string) {
  return db
    .selectFrom('complaint_replies as r')
    .innerJoin('broker_complaints as c', 'c.id', 'r.complaint_id')
    .select(['r.id', 'r.status', 'r.complaint_id', 'c.broker_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function insertDecision(db: Db, row: StaffDecisionsTable): Promise<void> {
  await db.insertInto('staff_decisions').values(row).execute();
}

export function decisionsAbout(db: Db, subjectKind: string, subjectId: string) {
  return db
    .selectFrom('staff_decisions')
    .selectAll()
    .where('subject_kind', '=', subjectKind)
    .where('subject_id', '=', subjectId)
    .orderBy('at')
    .execute();
}

/** Marks a broker's page stale in the page cache (page-change-poller.ts). */
export async function brokerPageChanged(db: Db, brokerId: string, at: string): Promise<void> {
  await db.insertInto('page_changes').values({ kind: 'dealer', entity_id: brokerId, changed_at: at }).execute();
}

/** A broker's approved reports, newest first (the public Exposure section). */
export function approvedComplaintsOfBroker(db: Db, brokerId: string, limit: number) {
  return db
    .selectFrom('broker_complaints as c')
    .select(complaintColumns)
    .where('c.broker_id', '=', brokerId)
    .where('c.status', '=', 'approved')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function countApproved(db: Db, brokerId: string): Promise<number> {
  const r = await db
    .selectFrom('broker_complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('broker_id', '=', brokerId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The replies of these reports in one status. */
export function repliesOf(db: Db, complaintIds: string[], status?: ModerationStatus) {
  if (complaintIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('complaint_replies')
    .select(['id', 'complaint_id', 'body', 'status', 'created_at', 'decided_at', 'decision_reason'])
    .where('complaint_id', 'in', complaintIds);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at').execute();
}

export async function insertReply(db: Db, row: ComplaintRepliesTable): Promise<void> {
  await db.insertInto('complaint_replies').values(row).execute();
}

/** Whether a report has a reply that is pending or approved (a representative replies once). */
export async function hasLiveReply(db: Db, complaintId: string): Promise<boolean> {
  const r = await db
    .selectFrom('complaint_replies')
    .select('id')
    .where('complaint_id', '=', complaintId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  return r !== undefined;
}

/** Approved reports of the brokers this member represents, newest first, with their reply if any. */
export function complaintsForRepresentative(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('broker_complaints as c')
    .innerJoin('broker_representatives as br', 'br.broker_id', 'c.broker_id')
    .innerJoin('brokers as b', 'b.id', 'c.broker_id')
    .select([...complaintColumns, 'b.name as broker_name'])
    .where('br.user_id', '=', userId)
    .where('c.status', '=', 'approved')
    .orderBy('c.created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function isStaff(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('staff_roles').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function grantStaff(db: Db, userId: string, at: string, by: string | null): Promise<boolean> {
  if (await isStaff(db, userId)) return false;
  await db.insertInto('staff_roles').values({ user_id: userId, role: 'staff', granted_at: at, granted_by: by }).execute();
  return true;
}

export async function revokeStaff(db: Db, userId: string): Promise<boolean> {
  const r = await db.deleteFrom('staff_roles').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function listStaff(db: Db) {
  return db
    .selectFrom('staff_roles as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.granted_at', 'u.email', 'u.phone'])
    .orderBy('s.granted_at')
    .execute();
}

export async function isRepresentative(db: Db, brokerId: string, userId: string): Promise<boolean> {
  const r = await db
    .selectFrom('broker_representatives')
    .select('user_id')
    .where('broker_id', '=', brokerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r !== undefined;
}

export async function representsAny(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('broker_representatives').select('broker_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function grantRepresentative(db: Db, brokerId: string, userId: string, at: string, by: string | null): Promise<boolean> {
  if (await isRepresentative(db, brokerId, userId)) return false;
  await db.insertInto('broker_representatives').values({ broker_id: brokerId, user_id: userId, granted_at: at, granted_by: by }).execute();
  return true;
}

export async function revokeRepresentative(db: Db, brokerId: string, userId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('broker_representatives')
    .where('broker_id', '=', brokerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * Brokers with an approved report decided before `cutoff` that has no reply (pending or approved: a
 * reply waiting for staff is not the broker's delay): how many such
 * reports, and the oldest one's decision date. Most first.
 */
export function brokersNotReplying(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('broker_complaints as c')
    .innerJoin('brokers as b', 'b.id', 'c.broker_id')
    .select((eb) => ['b.id', 'b.code', 'b.name', eb.fn.countAll<number>().as('unanswered'), eb.fn.min<string>('c.decided_at').as('oldest')])
    .where('c.status', '=', 'approved')
    .where('c.decided_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('complaint_replies as r')
            .select('r.id')
            .whereRef('r.complaint_id', '=', 'c.id')
            .where('r.status', 'in', ['pending', 'approved']),
        ),
      ),
    )
    .groupBy(['b.id', 'b.code', 'b.name'])
    .orderBy('unanswered', 'desc')
    .orderBy('b.name')
    .limit(limit)
    .execute();
}
