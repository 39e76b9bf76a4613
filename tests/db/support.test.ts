import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The service line's settings, before env.ts is read.
vi.hoisted(() => {
  process.env.SUPPORT_STAFF_EMAIL = 'service-desk@example.com';
  process.env.SERVICE_PHONE = '+442079460000';
});

import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { smtpMailer } from '../../src/server/accounts/mail.ts';
import { AppError } from '../../src/server/app-error.ts';
import { listNotifications, unreadCount } from '../../src/server/alerts/notifications.service.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { endVip, extendVip, membershipHistory, membershipOf } from '../../src/server/membership/membership.service.ts';
import { staffEndVip, staffFindMember, staffGrantVip } from '../../src/server/support/staff-vip.service.ts';
import { sendSupportMail } from '../../src/server/support/support-mail.ts';
import { outboxRows } from '../../src/server/support/support.repository.ts';
import {
  answerThread,
  memberSupport,
  setSupportThreadStatus,
  staffThread,
  supportQueue,
  writeSupportMessage,
} from '../../src/server/support/support.service.ts';
import { startMailPeer } from '../e2e/mail-peer.ts';
import { readMail } from '../fixtures/mail-text.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const at = (m: number) => new Date(Date.UTC(2026, 10, 24, 10, m));

/** What the SMTP peer received, as { to, subject, text } in arrival order. */
function inbox(dir: string) {
  return readdirSync(dir)
    .sort()
    .map((f) => {
      const m = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string[]; raw: string };
      return { to: m.to, ...readMail(m.raw) };
    });
}

async function refusal(p: Promise<unknown>): Promise<[string, number]> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return [err.code, err.status];
    throw err;
  }
  throw new Error('expected a refusal');
}

describe.each(ENGINES)('the service line on %s', (engine) => {
  let db: TestDb;
  let mailDir: string;
  let peer: Awaited<ReturnType<typeof startMailPeer>>;
  let mailer: ReturnType<typeof smtpMailer>;
  let vip: string;
  let other: string;
  let ordinary: string;
  let staff: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    mailDir = mkdtempSync(join(tmpdir(), 'support-mail-'));
    peer = await startMailPeer(mailDir);
    mailer = smtpMailer(nodemailer.createTransport(`smtp://127.0.0.1:${peer.port}/?ignoreTLS=true`), 'no-reply@example.com');
    const make = async (email: string, nickname?: string) => {
      const u = await createUser(db.db, { email, nickname });
      await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      return u.id;
    };
    vip = await make(`vip-${engine}@example.com`, 'Vera');
    other = await make(`other-${engine}@example.com`, 'Otto');
    ordinary = await make(`plain-${engine}@example.com`);
    staff = await make(`staff-${engine}@example.com`, 'Sam');
    await grantStaffRole(db.db, staff);
    await extendVip(db.db, vip, 1, { kind: 'paid', orderId: 'o-1' }, at(0));
    await extendVip(db.db, other, 1, { kind: 'paid', orderId: 'o-2' }, at(0));
  });
  afterAll(async () => {
    await peer.close();
    await db.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('a VIP member writes, staff get an e-mail, staff answer, the member gets an e-mail in their language and a notification; the answer names who and when', async () => {
    const { threadId } = await writeSupportMessage(db.db, {
      userId: vip,
      body: 'How often is the UK register updated?',
      ip: '203.0.113.1',
      lang: 'de',
      now: at(1),
    });
    expect(await sendSupportMail(db.db, mailer, () => at(1))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const toStaff = inbox(mailDir).at(-1)!;
    expect(toStaff.to).toEqual(['service-desk@example.com']);
    expect(toStaff.subject).toContain('Vera');
    expect(toStaff.text).toContain('How often is the UK register updated?');
    expect(toStaff.text).toContain(`/en/staff/support?thread=${threadId}`);
    // Sent once: a second run finds nothing due.
    expect(await sendSupportMail(db.db, mailer, () => at(2))).toEqual({ sent: 0, skipped: 0, failed: 0 });

    const seen = await staffThread(db.db, staff, threadId);
    expect(seen.thread.waiting_since).not.toBeNull();
    const answerId = await answerThread(db.db, staff, threadId, 'Daily, from the Companies House file.', at(5));
    expect(await sendSupportMail(db.db, mailer, () => at(5))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const toMember = inbox(mailDir).at(-1)!;
    expect(toMember.to).toEqual([`vip-${engine}@example.com`]);
    // In German, the language the member wrote in.
    expect(toMember.text).toContain('Unser Serviceteam hat Ihre Frage beantwortet');
    expect(toMember.text).toContain('Daily, from the Companies House file.');
    expect(toMember.text).toContain('/de/user?id=support');

    const page = await memberSupport(db.db, vip, at(6));
    expect(page.allowed).toBe(true);
    expect(page.phone).toEqual({ e164: '+442079460000', display: '+44 20 7946 0000' });
    expect(page.messages.map((m) => [m.author, m.body])).toEqual([
      ['member', 'How often is the UK register updated?'],
      ['staff', 'Daily, from the Companies House file.'],
    ]);
    // The log of staff replies: who and when.
    const answer = page.messages[1];
    expect([answer.id, answer.staff_user_id, answer.staff_nickname, answer.created_at.slice(0, 16)]).toEqual([
      answerId,
      staff,
      'Sam',
      at(5).toISOString().slice(0, 16),
    ]);
    expect((await staffThread(db.db, staff, threadId)).thread.waiting_since).toBeNull();
    // The in-site notification, listed with the alerts and counted unread.
    expect(await unreadCount(db.db, vip)).toEqual({ unread: 1 });
    const list = await listNotifications(db.db, vip, { page: 1, pageSize: 20 });
    expect(list.items.map((n) => [n.id, n.type, n.uuid, n.events])).toEqual([[answerId, 'support', threadId, []]]);
    expect((await outboxRows(db.db)).map((r) => [r.recipient, r.state, r.attempts])).toEqual([
      ['staff', 'sent', 1],
      ['member', 'sent', 1],
    ]);
  });

  it('is for VIP only: an ordinary member is refused and sees no phone number; a former VIP can no longer write but still reads their thread', async () => {
    expect(
      await refusal(writeSupportMessage(db.db, { userId: ordinary, body: 'Hello there', ip: '203.0.113.2', lang: 'en', now: at(10) })),
    ).toEqual(['support.vipOnly', 403]);
    const plain = await memberSupport(db.db, ordinary, at(10));
    expect([plain.tier, plain.allowed, plain.phone, plain.thread, plain.messages]).toEqual(['ordinary', false, undefined, undefined, []]);
    const former = await createUser(db.db, { email: `former-${engine}@example.com` });
    await extendVip(db.db, former.id, 1, { kind: 'paid', orderId: 'o-3' }, at(10));
    await writeSupportMessage(db.db, { userId: former.id, body: 'One question before I go', ip: '203.0.113.2', lang: 'en', now: at(11) });
    await endVip(db.db, former.id, { kind: 'refunded', orderId: 'o-3' }, at(12));
    expect(
      await refusal(writeSupportMessage(db.db, { userId: former.id, body: 'And another one', ip: '203.0.113.2', lang: 'en', now: at(13) })),
    ).toEqual(['support.vipOnly', 403]);
    const page = await memberSupport(db.db, former.id, at(13));
    expect([page.allowed, page.phone, page.messages.map((m) => m.body)]).toEqual([false, undefined, ['One question before I go']]);
  });

  it('refuses empty and overlong messages', async () => {
    expect(await refusal(writeSupportMessage(db.db, { userId: vip, body: '  \r\n ', ip: '203.0.113.3', lang: 'en', now: at(14) }))).toEqual(
      ['support.message.length', 400],
    );
    expect(
      await refusal(writeSupportMessage(db.db, { userId: vip, body: 'x'.repeat(4001), ip: '203.0.113.3', lang: 'en', now: at(14) })),
    ).toEqual(['support.message.length', 400]);
  });

  it('limits messages: the eleventh in ten minutes is refused with 429, and the member may write again later', async () => {
    const member = (await createUser(db.db, { email: `busy-${engine}@example.com` })).id;
    await extendVip(db.db, member, 1, { kind: 'paid', orderId: 'o-4' }, at(20));
    for (let i = 0; i < 10; i++)
      await writeSupportMessage(db.db, { userId: member, body: `Message ${i + 1}`, ip: '203.0.113.4', lang: 'en', now: at(20) });
    expect(
      await refusal(writeSupportMessage(db.db, { userId: member, body: 'Message 11', ip: '203.0.113.4', lang: 'en', now: at(21) })),
    ).toEqual(['auth.tooMany', 429]);
    await writeSupportMessage(db.db, { userId: member, body: 'Message 11, later', ip: '203.0.113.4', lang: 'en', now: at(31) });
    expect((await memberSupport(db.db, member, at(31))).messages).toHaveLength(11);
  });

  it('a member never reads another member’s thread, and no one but staff reaches the console’s calls', async () => {
    const mine = await writeSupportMessage(db.db, {
      userId: other,
      body: 'My private question about a company',
      ip: '203.0.113.5',
      lang: 'en',
      now: at(32),
    });
    const vipPage = await memberSupport(db.db, vip, at(33));
    expect(vipPage.thread?.id).not.toBe(mine.threadId);
    expect(JSON.stringify(vipPage)).not.toContain('My private question');
    for (const outsider of [vip, other, ordinary]) {
      expect(await refusal(staffThread(db.db, outsider, mine.threadId))).toEqual(['error.notFound', 404]);
      expect(await refusal(answerThread(db.db, outsider, mine.threadId, 'I answer myself', at(33)))).toEqual(['error.notFound', 404]);
      expect(await refusal(supportQueue(db.db, outsider))).toEqual(['error.notFound', 404]);
      expect(await refusal(setSupportThreadStatus(db.db, outsider, mine.threadId, 'close', at(33)))).toEqual(['error.notFound', 404]);
    }
    expect(await refusal(staffThread(db.db, staff, '00000000-0000-4000-8000-000000000000'))).toEqual(['support.thread.notFound', 404]);
    expect(await refusal(staffThread(db.db, staff, "' or 1=1 --"))).toEqual(['support.thread.notFound', 404]);
  });

  it('lists open threads longest-waiting first, answered ones after; closes and reopens; a member’s message reopens a closed thread', async () => {
    const q = await supportQueue(db.db, staff);
    const waiting = q.open.filter((t) => t.waiting_since !== null).map((t) => t.waiting_since!);
    expect(waiting).toEqual([...waiting].sort());
    const firstAnswered = q.open.findIndex((t) => t.waiting_since === null);
    expect(firstAnswered).toBeGreaterThanOrEqual(waiting.length);
    expect(q.counts.waiting).toBe(waiting.length);
    const thread = (await memberSupport(db.db, vip, at(40))).thread!;
    await setSupportThreadStatus(db.db, staff, thread.id, 'close', at(40));
    expect(await refusal(setSupportThreadStatus(db.db, staff, thread.id, 'close', at(40)))).toEqual(['support.thread.already', 409]);
    expect((await supportQueue(db.db, staff)).closed.map((t) => t.id)).toContain(thread.id);
    expect((await memberSupport(db.db, vip, at(41))).thread?.status).toBe('closed');
    await writeSupportMessage(db.db, { userId: vip, body: 'One more thing', ip: '203.0.113.1', lang: 'de', now: at(42) });
    expect((await memberSupport(db.db, vip, at(42))).thread?.status).toBe('open');
    await setSupportThreadStatus(db.db, staff, thread.id, 'close', at(43));
    await setSupportThreadStatus(db.db, staff, thread.id, 'reopen', at(44));
    expect((await memberSupport(db.db, vip, at(44))).thread?.status).toBe('open');
    expect(await refusal(setSupportThreadStatus(db.db, staff, thread.id, 'delete', at(44)))).toEqual(['api.invalidRequest', 400]);
  });

  it('tries a mail the SMTP server refuses again later, and gives it up after five tries', async () => {
    await sendSupportMail(db.db, mailer, () => at(45)); // whatever is due so far goes out
    const refusing = { send: () => Promise.reject(new Error('450 mailbox busy')) };
    await writeSupportMessage(db.db, { userId: other, body: 'Is anyone there?', ip: '203.0.113.5', lang: 'en', now: at(46) });
    expect(await sendSupportMail(db.db, refusing, () => at(46))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const row = (await outboxRows(db.db)).at(-1)!;
    expect([row.state, row.attempts, row.error]).toEqual(['pending', 1, '450 mailbox busy']);
    // Not due again before its retry time, due after it.
    expect(await sendSupportMail(db.db, mailer, () => at(47))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await sendSupportMail(db.db, mailer, () => at(52))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(inbox(mailDir).at(-1)!.text).toContain('Is anyone there?');
    // A mail refused five times is given up ('failed'), and no later run tries it again.
    await writeSupportMessage(db.db, { userId: other, body: 'Still nobody?', ip: '203.0.113.5', lang: 'en', now: at(60) });
    const runs = [];
    for (let i = 0; i < 6; i++) runs.push(await sendSupportMail(db.db, refusing, () => at(60 + i * 30)));
    expect(runs.map((r) => r.failed)).toEqual([0, 0, 0, 0, 1, 0]);
    const given = (await outboxRows(db.db)).at(-1)!;
    expect([given.state, given.attempts]).toEqual(['failed', 5]);
  });
});

describe.each(ENGINES)('staff granting and ending VIP on %s', (engine) => {
  let db: TestDb;
  let member: string;
  let staff: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    member = (await createUser(db.db, { email: `Grant-${engine}@Example.com`, phone: '+442079460099' })).id;
    staff = (await createUser(db.db, { email: `granter-${engine}@example.com` })).id;
    await grantStaffRole(db.db, staff);
  });
  afterAll(() => db.drop());

  it('finds a member by phone in any spelling and by e-mail in any case; an unknown one is a worded 404', async () => {
    for (const typed of ['+44 20 7946 0099', '0044 20 7946 0099', `  GRANT-${engine}@example.COM `])
      expect((await staffFindMember(db.db, staff, typed, at(0))).member.id).toBe(member);
    expect(await refusal(staffFindMember(db.db, staff, 'nobody@example.com'))).toEqual(['staffVip.notFound', 404]);
    expect(await refusal(staffFindMember(db.db, staff, '   '))).toEqual(['staffVip.identity.required', 400]);
    expect(await refusal(staffFindMember(db.db, member, `grant-${engine}@example.com`))).toEqual(['error.notFound', 404]);
  });

  it('grants months with a reason and ends VIP with a reason, each logged with the staff member in membership_events and staff_decisions', async () => {
    expect(await refusal(staffGrantVip(db.db, staff, { userId: member, months: '3', reason: 'ok' }, at(1)))).toEqual([
      'staffVip.reason.length',
      400,
    ]);
    for (const months of ['0', '37', '1.5', 'two', ''])
      expect(await refusal(staffGrantVip(db.db, staff, { userId: member, months, reason: 'Goodwill after an outage' }, at(1)))).toEqual([
        'staffVip.months.invalid',
        400,
      ]);
    expect(await refusal(staffEndVip(db.db, staff, { userId: member, reason: 'Nothing to end here' }, at(1)))).toEqual([
      'staffVip.notVip',
      409,
    ]);
    expect(await refusal(staffGrantVip(db.db, member, { userId: member, months: '3', reason: 'I grant myself' }, at(1)))).toEqual([
      'error.notFound',
      404,
    ]);
    const until = await staffGrantVip(db.db, staff, { userId: member, months: '3', reason: 'Goodwill after an outage' }, at(1));
    expect(until).toBe('2027-02-24T10:01:00.000Z');
    expect(await membershipOf(db.db, member, at(2))).toEqual({ tier: 'vip', vipUntil: until });
    await staffEndVip(db.db, staff, { userId: member, reason: 'Granted to the wrong account' }, at(3));
    expect((await membershipOf(db.db, member, at(4))).tier).toBe('ordinary');
    const history = await membershipHistory(db.db, member);
    expect(history.map((e) => [e.kind, e.staff_user_id, e.reason])).toEqual([
      ['staff_ended', staff, 'Granted to the wrong account'],
      ['staff_granted', staff, 'Goodwill after an outage'],
    ]);
    const decisions = await db.db.selectFrom('staff_decisions').selectAll().where('subject_id', '=', member).orderBy('at').execute();
    expect(decisions.map((d) => [d.staff_user_id, d.action, d.subject_kind, d.reason, String(d.at).slice(0, 16)])).toEqual([
      [staff, 'vip_grant', 'member', '3 month(s): Goodwill after an outage', at(1).toISOString().slice(0, 16)],
      [staff, 'vip_end', 'member', 'Granted to the wrong account', at(3).toISOString().slice(0, 16)],
    ]);
    // The page's view of the member: tier, expiry and the history.
    const view = await staffFindMember(db.db, staff, `grant-${engine}@example.com`, at(5));
    expect([view.membership.tier, view.history.length]).toEqual(['ordinary', 2]);
  });
});
