import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { SUPPORT_TEXT } from '../../lib/support-text.ts';
import { supportMessageLimits } from '../accounts/limits.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import { isStaff } from '../exposure/exposure.repository.ts';
import { log } from '../log.ts';
import { membershipOf } from '../membership/membership.service.ts';
import { allowanceOf } from '../membership/tier-allowance.ts';
import * as repo from './support.repository.ts';

type Db = Kysely<Database>;

/**
 * The service line (issue 19): a VIP member's support thread ("online Q&A"). The member writes in the
 * member centre, staff answer in the console (/{lang}/staff/support). Each message writes, in its own
 * transaction, the mail it causes (support_outbox: to staff for a member's message, to the member for
 * an answer) and, for an answer, the member's in-site notification. Who may write is read from
 * tier-allowance.ts (`serviceLine`). A member only ever reaches their own thread: nothing on the
 * member's side takes a thread id.
 */

/** The dedicated phone number as people read it (+44 20 7946 0000), or undefined when none is configured. */
export function servicePhone(): { e164: string; display: string } | undefined {
  const e164 = env.SERVICE_PHONE;
  if (!e164) return undefined;
  return { e164, display: parsePhoneNumberFromString(e164)?.formatInternational() ?? e164 };
}

/** A message as typed: newlines made plain, trimmed, its length checked. */
function cleanBody(body: string): string {
  const text = body.replace(/\r\n/g, '\n').trim();
  const chars = [...text].length;
  if (chars < SUPPORT_TEXT.messageMin || chars > SUPPORT_TEXT.messageMax)
    throw new AppError('support.message.length', 400, { min: SUPPORT_TEXT.messageMin, max: SUPPORT_TEXT.messageMax });
  return text;
}

/**
 * What the member centre's service line shows a member: whether the line is theirs (VIP), the phone
 * number (VIP only), and their thread with its messages (a former VIP still reads their old thread).
 */
export async function memberSupport(db: Db, userId: string, now = new Date()) {
  const membership = await membershipOf(db, userId, now);
  const allowed = allowanceOf(membership.tier).serviceLine;
  const thread = await repo.threadOfMember(db, userId);
  const messages = thread ? await repo.messagesOf(db, thread.id) : [];
  return {
    tier: membership.tier,
    allowed,
    phone: allowed ? servicePhone() : undefined,
    thread: thread && { id: thread.id, status: thread.status, waitingSince: thread.waiting_since },
    messages,
  };
}

/**
 * A VIP member writes in their thread (started on the first message, opened again if it was closed).
 * Refused for anyone the tier table does not give the line (403), past the rate limits (429), or
 * with an empty or overlong text (400).
 */
export async function writeSupportMessage(
  db: Db,
  a: { userId: string; body: string; ip: string; lang: string; now?: Date },
): Promise<{ threadId: string; messageId: string }> {
  const now = a.now ?? new Date();
  const { tier } = await membershipOf(db, a.userId, now);
  if (!allowanceOf(tier).serviceLine) throw new AppError('support.vipOnly', 403);
  const body = cleanBody(a.body);
  await enforceLimits(db, supportMessageLimits(a.userId, a.ip), now);
  const at = now.toISOString();
  const messageId = randomUUID();
  const threadId = await db.transaction().execute(async (tx) => {
    const existing = await repo.threadOfMember(tx, a.userId);
    const id = existing?.id ?? randomUUID();
    if (existing) await repo.threadMemberWrote(tx, id, at, a.lang);
    else
      await repo.insertThread(tx, {
        id,
        user_id: a.userId,
        status: 'open',
        lang: a.lang,
        waiting_since: at,
        last_message_at: at,
        created_at: at,
        closed_at: null,
        closed_by: null,
      });
    await repo.insertMessage(tx, {
      id: messageId,
      thread_id: id,
      author: 'member',
      staff_user_id: null,
      body,
      lang: a.lang,
      created_at: at,
    });
    await repo.insertOutbox(tx, outboxRow(messageId, 'staff', at));
    return id;
  });
  return { threadId, messageId };
}

function outboxRow(messageId: string, recipient: 'staff' | 'member', at: string) {
  return {
    id: randomUUID(),
    message_id: messageId,
    recipient,
    state: 'pending',
    attempts: 0,
    created_at: at,
    due_at: at,
    claimed_at: null,
    sent_at: null,
    error: null,
  };
}

// ---- staff ----

async function requireStaff(db: Db, staffId: string | undefined): Promise<string> {
  if (!staffId || !(await isStaff(db, staffId))) throw new AppError('error.notFound', 404);
  return staffId;
}

async function threadFor(db: Db, threadId: string) {
  const thread = RECORD_ID.test(threadId) ? await repo.threadById(db, threadId) : undefined;
  if (!thread) throw new AppError('support.thread.notFound', 404);
  return thread;
}

/** The console's list: open threads (waiting ones first, the longest-waiting first), the counts, and recently closed ones. */
export async function supportQueue(db: Db, staffId: string, limit = 100) {
  await requireStaff(db, staffId);
  const [open, closed, counts] = await Promise.all([repo.openThreads(db, limit), repo.closedThreads(db, 20), repo.queueCounts(db)]);
  return { open, closed, counts };
}

/** One thread for staff: its member and every message, with who answered. */
export async function staffThread(db: Db, staffId: string, threadId: string) {
  await requireStaff(db, staffId);
  const thread = RECORD_ID.test(threadId) ? await repo.threadWithMember(db, threadId) : undefined;
  if (!thread) throw new AppError('support.thread.notFound', 404);
  return { thread, messages: await repo.messagesOf(db, thread.id) };
}

/**
 * A staff member answers a thread: the answer (with who and when: the log of staff replies), the
 * member's mail and their in-site notification, in one transaction.
 */
export async function answerThread(db: Db, staffId: string, threadId: string, body: string, now = new Date()): Promise<string> {
  await requireStaff(db, staffId);
  const thread = await threadFor(db, threadId);
  const text = cleanBody(body);
  const at = now.toISOString();
  const messageId = randomUUID();
  await db.transaction().execute(async (tx) => {
    await repo.insertMessage(tx, {
      id: messageId,
      thread_id: thread.id,
      author: 'staff',
      staff_user_id: staffId,
      body: text,
      lang: thread.lang,
      created_at: at,
    });
    await repo.threadStaffAnswered(tx, thread.id, at);
    await repo.insertOutbox(tx, outboxRow(messageId, 'member', at));
    await repo.insertAnswerNotification(tx, thread.user_id, messageId, thread.id, at);
  });
  log.info({ staff: staffId, thread: thread.id, message: messageId }, 'support answer');
  return messageId;
}

/** Closes or reopens a thread (a member's new message reopens it too); 409 when it already was so. */
export async function setSupportThreadStatus(db: Db, staffId: string, threadId: string, action: string, now = new Date()): Promise<void> {
  await requireStaff(db, staffId);
  if (action !== 'close' && action !== 'reopen') throw new AppError('api.invalidRequest', 400, { detail: 'action' });
  const thread = await threadFor(db, threadId);
  const changed = await repo.setThreadStatus(db, thread.id, action === 'close' ? 'closed' : 'open', staffId, now.toISOString());
  if (!changed) throw new AppError('support.thread.already', 409);
  log.info({ staff: staffId, thread: thread.id, action }, 'support thread status');
}
