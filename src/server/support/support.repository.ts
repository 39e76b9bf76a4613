import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SupportMessagesTable, SupportOutboxTable, SupportThreadsTable } from '../db/schema-support.ts';

/** SQL of the service line: threads, messages, the mail outbox and the member's in-site notification of an answer. */
type Db = Kysely<Database> | Transaction<Database>;

export function threadOfMember(db: Db, userId: string) {
  return db.selectFrom('support_threads').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function threadById(db: Db, id: string) {
  return db.selectFrom('support_threads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertThread(db: Db, row: SupportThreadsTable): Promise<void> {
  await db.insertInto('support_threads').values(row).execute();
}

/** A member wrote: the thread is open, waits since its oldest unanswered message, in the member's language. */
export async function threadMemberWrote(db: Db, id: string, at: string, lang: string): Promise<void> {
  await db
    .updateTable('support_threads')
    .set((eb) => ({
      status: 'open',
      waiting_since: eb.fn.coalesce('waiting_since', eb.val(at)),
      last_message_at: at,
      lang,
      closed_at: null,
      closed_by: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** Staff answered: nothing waits any more. */
export async function threadStaffAnswered(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('support_threads').set({ waiting_since: null, last_message_at: at }).where('id', '=', id).execute();
}

/** Closes or reopens a thread; returns whether it changed (0 rows: it was already so). */
export async function setThreadStatus(db: Db, id: string, status: 'open' | 'closed', by: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('support_threads')
    .set(status === 'closed' ? { status, closed_at: at, closed_by: by } : { status, closed_at: null, closed_by: null })
    .where('id', '=', id)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertMessage(db: Db, row: SupportMessagesTable): Promise<void> {
  await db.insertInto('support_messages').values(row).execute();
}

/** A thread's messages, oldest first, with the answering staff member's nickname. */
export function messagesOf(db: Db, threadId: string) {
  return db
    .selectFrom('support_messages as m')
    .leftJoin('users as s', 's.id', 'm.staff_user_id')
    .select(['m.id', 'm.author', 'm.staff_user_id', 'm.body', 'm.lang', 'm.created_at', 's.nickname as staff_nickname'])
    .where('m.thread_id', '=', threadId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** Threads with their member (for the staff console), open or closed. */
function threadsWithMember(db: Db) {
  return db
    .selectFrom('support_threads as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.user_id',
      't.status',
      't.lang',
      't.waiting_since',
      't.last_message_at',
      't.created_at',
      't.closed_at',
      'u.nickname',
      'u.email',
      'u.phone',
      'u.vip_until',
    ]);
}

/** Open threads: those waiting for an answer first, the longest-waiting first; then the answered ones, latest first. */
export function openThreads(db: Db, limit: number) {
  return threadsWithMember(db)
    .where('t.status', '=', 'open')
    .orderBy(sql`case when t.waiting_since is null then 1 else 0 end`)
    .orderBy('t.waiting_since')
    .orderBy('t.last_message_at', 'desc')
    .limit(limit)
    .execute();
}

/** The most recently closed threads (to reopen one). */
export function closedThreads(db: Db, limit: number) {
  return threadsWithMember(db).where('t.status', '=', 'closed').orderBy('t.closed_at', 'desc').limit(limit).execute();
}

export function threadWithMember(db: Db, id: string) {
  return threadsWithMember(db).where('t.id', '=', id).executeTakeFirst();
}

/** How many open threads wait for an answer, and how many are open in all. */
export async function queueCounts(db: Db): Promise<{ waiting: number; open: number }> {
  const row = await db
    .selectFrom('support_threads')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('open'),
      eb.fn.count<number | string>('id').filterWhere('waiting_since', 'is not', null).as('waiting'),
    ])
    .where('status', '=', 'open')
    .executeTakeFirst();
  return { waiting: Number(row?.waiting ?? 0), open: Number(row?.open ?? 0) };
}

// ---- the member's notification of an answer ----

/** The in-site notification of a staff answer: kind 'support', keyed by the answer's message id, pointing at the thread. */
export async function insertAnswerNotification(db: Db, userId: string, messageId: string, threadId: string, at: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, change_id: messageId, kind: 'support', record_id: threadId, outbox_id: null, created_at: at, read_at: null })
    .execute();
}

// ---- the outbox ----

export async function insertOutbox(db: Db, row: SupportOutboxTable): Promise<void> {
  await db.insertInto('support_outbox').values(row).execute();
}

/** Mails due now: pending ones whose time has come, and claims whose lease ran out (a sender died). */
export function dueOutbox(db: Db, now: string, leaseExpired: string, limit: number) {
  return db
    .selectFrom('support_outbox')
    .select(['id', 'attempts'])
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pending'), eb('due_at', '<=', now)]),
        eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', leaseExpired)]),
      ]),
    )
    .orderBy('due_at')
    .limit(limit)
    .execute();
}

/** Claims one mail (a conditional update: of two senders, one wins); returns whether this sender has it. */
export async function claimOutbox(db: Db, id: string, claimedAt: string, leaseExpired: string): Promise<boolean> {
  const r = await db
    .updateTable('support_outbox')
    .set((eb) => ({ state: 'sending', claimed_at: claimedAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pending'), eb('due_at', '<=', claimedAt)]),
        eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', leaseExpired)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Ends a claim: sent, given up, or back to pending for a later try. Only the claim's holder may. */
export async function finishOutbox(
  db: Db,
  id: string,
  claimedAt: string,
  state: 'sent' | 'failed' | 'pending',
  at: string,
  error: string | null,
  retryAt?: string,
): Promise<void> {
  await db
    .updateTable('support_outbox')
    .set({
      state,
      sent_at: state === 'pending' ? null : at,
      error,
      claimed_at: state === 'pending' ? null : claimedAt,
      ...(retryAt ? { due_at: retryAt } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('claimed_at', '=', claimedAt)
    .execute();
}

/** What one outbox mail says and where it goes: its message, thread and member. */
export function outboxMail(db: Db, id: string) {
  return db
    .selectFrom('support_outbox as o')
    .innerJoin('support_messages as m', 'm.id', 'o.message_id')
    .innerJoin('support_threads as t', 't.id', 'm.thread_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'o.id',
      'o.recipient',
      'o.attempts',
      'm.id as message_id',
      'm.body',
      'm.created_at',
      't.id as thread_id',
      't.lang',
      'u.nickname',
      'u.email',
      'u.email_confirmed',
      'u.phone',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** The outbox's rows (tests and the operations page count them). */
export function outboxRows(db: Db) {
  return db.selectFrom('support_outbox').selectAll().orderBy('created_at').execute();
}
