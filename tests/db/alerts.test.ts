import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailExtra } from '../../src/server/accounts/mail.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { digestSlot, fanOut } from '../../src/server/alerts/alerts-fanout.service.ts';
import { sendDue } from '../../src/server/alerts/alerts-send.service.ts';
import { claimDue, setAlertLang, setAlertMode } from '../../src/server/alerts/alerts.repository.ts';
import { readUnsubscribeToken, unsubscribeToken } from '../../src/server/alerts/unsubscribe-token.ts';
import { unsubscribe } from '../../src/server/alerts/alerts-unsubscribe.service.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { listNotifications, readNotifications, unreadCount } from '../../src/server/alerts/notifications.service.ts';
import { notificationListAnswer } from '../../src/server/alerts/alerts.schema.ts';
import { env } from '../../src/server/config/env.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const dir = mkdtempSync(join(tmpdir(), 'alerts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COMPANIES = Array.from({ length: 4 }, (_, i) => ({
  type: 'company',
  jurisdiction_code: 'gb',
  company_number: `A${i}`,
  name: `Alerted Company ${i}`,
  current_status: 'Active',
  inactive: false,
}));
const file = (name: string, lines: object[]) => {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return path;
};

interface Sent {
  to: string;
  subject: string;
  text: string;
  extra?: MailExtra;
}
function inbox(delayMs = 0): Mailer & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    async send(to, subject, text, extra) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push({ to, subject, text, extra });
    },
  };
}

describe.each(ENGINES)('alerts on %s', (engine) => {
  let db: TestDb;
  const members: Record<'en' | 'de' | 'digest' | 'off', string> = { en: '', de: '', digest: '', off: '' };
  const company = (i: number) => companyId('gb', `A${i}`);
  beforeAll(async () => {
    db = await freshDb(engine);
    await runImport(db.db, jsonl, file(`a-${engine}.jsonl`, COMPANIES));
    for (const k of Object.keys(members) as (keyof typeof members)[]) {
      const u = await createUser(db.db, { email: `${k}-${engine}@example.com` });
      await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      members[k] = u.id;
      for (const i of [1, 2])
        await db.db
          .insertInto('follows')
          .values({ user_id: u.id, kind: 'company', record_id: company(i), followed_at: '2026-11-24T04:00:00.000Z' })
          .execute();
    }
    await setAlertLang(db.db, members.de, 'de', '2026-11-24T04:00:00.000Z');
    await setAlertMode(db.db, members.digest, 'digest', '2026-11-24T04:00:00.000Z');
    await setAlertMode(db.db, members.off, 'off', '2026-11-24T04:00:00.000Z');
  });
  afterAll(() => db.drop());

  it('alerts nobody about the first import (nothing changed), and fans out a changed row once, however often it runs', async () => {
    expect((await fanOut(db.db)).notifications).toBe(0);
    const changed = COMPANIES.map((c, i) => (i === 1 ? { ...c, name: 'Renamed Company 1' } : c));
    await runImport(db.db, jsonl, file(`b-${engine}.jsonl`, changed));
    const first = await fanOut(db.db, () => new Date(), 1);
    expect(first.notifications).toBe(4);
    expect((await fanOut(db.db)).notifications).toBe(0);
    const rows = await db.db.selectFrom('notifications').select(['user_id', 'record_id', 'outbox_id']).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.record_id === company(1))).toBe(true);
    expect(rows.find((r) => r.user_id === members.off)?.outbox_id).toBeNull();
    const outbox = await db.db.selectFrom('alert_outbox').select(['user_id', 'kind', 'state']).orderBy('kind').execute();
    expect(outbox.map((o) => o.kind).sort()).toEqual(['digest', 'immediate', 'immediate']);
  });

  it('sends each immediate e-mail once, in the member’s language, with one-click unsubscribe headers; two senders at once', async () => {
    const mail = inbox(20);
    const [a, b] = await Promise.all([sendDue(db.db, mail), sendDue(db.db, mail)]);
    expect(a.sent + b.sent).toBe(2);
    expect(mail.sent.map((m) => m.to).sort()).toEqual([`de-${engine}@example.com`, `en-${engine}@example.com`]);
    const de = mail.sent.find((m) => m.to.startsWith('de-'))!;
    expect(de.subject).toBe('Änderungen bei Einträgen, denen Sie folgen');
    expect(de.text).toContain('Renamed Company 1');
    expect(de.text).toContain(`/de/company/${company(1)}.html`);
    const en = mail.sent.find((m) => m.to.startsWith('en-'))!;
    expect(en.text).toMatch(/Name changed from .*Alerted Company 1.* to .*Renamed Company 1/);
    expect(en.extra?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<(.+)>/.exec(en.extra!.headers!['List-Unsubscribe'])![1];
    expect(readUnsubscribeToken(new URL(link).searchParams.get('token')!)).toBe(members.en);
    expect(readUnsubscribeToken(`${members.de}.${new URL(link).searchParams.get('token')!.split('.')[1]}`)).toBeUndefined();
    expect(en.extra?.messageId).toMatch(/^<alert-i-.+@localhost>$/);
    expect((await sendDue(db.db, mail)).sent).toBe(0);
  });

  it('sends the digest once its hour has come', async () => {
    const mail = inbox();
    expect((await sendDue(db.db, mail)).sent).toBe(0);
    const due = new Date(digestSlot(new Date()).dueAt);
    expect((await sendDue(db.db, mail, () => due)).sent).toBe(1);
    expect(mail.sent[0].to).toBe(`digest-${engine}@example.com`);
    expect(mail.sent[0].subject).toBe('Your daily digest: changes to records you follow');
    expect((await sendDue(db.db, mail, () => due)).sent).toBe(0);
  });

  it('resumes after a sender is killed between claiming and sending: once the lease runs out, sent exactly once', async () => {
    const changed = COMPANIES.map((c, i) =>
      i === 2 ? { ...c, current_status: 'Dissolved', inactive: true } : i === 1 ? { ...c, name: 'Renamed Company 1' } : c,
    );
    await runImport(db.db, jsonl, file(`c-${engine}.jsonl`, changed));
    expect((await fanOut(db.db)).notifications).toBe(4);
    // The killed sender: it claimed every due e-mail, then stopped.
    const now = new Date();
    const claimed = await claimDue(db.db, {
      now: now.toISOString(),
      leaseExpired: new Date(now.getTime() - 600_000).toISOString(),
      limit: 50,
    });
    expect(claimed).toHaveLength(2);
    const mail = inbox();
    expect((await sendDue(db.db, mail)).sent).toBe(0);
    const later = new Date(now.getTime() + (env.ALERT_LEASE_SECONDS + 1) * 1000);
    const resumed = await sendDue(db.db, mail, () => later);
    expect(resumed).toMatchObject({ sent: 2, retried: 2 });
    expect((await sendDue(db.db, mail, () => later)).sent).toBe(0);
    expect(mail.sent).toHaveLength(2);
  });

  it('does not send while a fan-out is part-way', async () => {
    await db.db
      .insertInto('alert_fanout')
      .values({ run_id: 'unfinished', last_change_id: '', done: 0, updated_at: new Date().toISOString() })
      .execute();
    expect((await sendDue(db.db, inbox())).waited).toBe(true);
    await db.db.deleteFrom('alert_fanout').where('run_id', '=', 'unfinished').execute();
  });

  it('unsubscribes with the signed link alone (twice is fine), refuses a forged one with 400, and sends nothing afterwards', async () => {
    await unsubscribe(db.db, unsubscribeToken(members.en));
    await unsubscribe(db.db, unsubscribeToken(members.en));
    const mode = await db.db.selectFrom('alert_settings').select('mode').where('user_id', '=', members.en).executeTakeFirst();
    expect(mode?.mode).toBe('off');
    const forged = `${members.de}.${unsubscribeToken(members.en).split('.')[1]}`;
    const err = (await unsubscribe(db.db, forged).catch((e: unknown) => e)) as AppError;
    expect([err.code, err.status]).toEqual(['alerts.badLink', 400]);
    const changed = COMPANIES.map((c, i) => (i === 2 ? { ...c, name: 'Renamed Company 2' } : c));
    await runImport(db.db, jsonl, file(`d-${engine}.jsonl`, changed));
    await fanOut(db.db);
    const mail = inbox();
    await sendDue(db.db, mail);
    expect(mail.sent.map((m) => m.to)).toEqual([`de-${engine}@example.com`]);
  });

  it('lists a member’s notifications newest first with what changed, counts the unread, and marks read; someone else’s id is 404', async () => {
    const list = notificationListAnswer.parse(await listNotifications(db.db, members.de, { page: 1, pageSize: 50 }));
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.unread).toBe(list.total);
    const renamed = list.items.find((i) => i.events.some((e) => e.kind === 'nameChanged' && e.new === 'Renamed Company 1'))!;
    expect(renamed).toMatchObject({ type: 'company', uuid: company(1), read: false });
    expect(list.items.map((i) => i.created_at)).toEqual([...list.items.map((i) => i.created_at)].sort().reverse());
    const theirs = (await listNotifications(db.db, members.en, { page: 1, pageSize: 1 })).items[0].id;
    const mixed = [renamed.id, `${theirs}-nope`];
    const err = (await readNotifications(db.db, members.de, { ids: mixed }).catch((e: unknown) => e)) as AppError;
    expect([err.code, err.status]).toEqual(['alerts.notificationNotFound', 404]);
    // An id of another member's list that is not in this one: 404 too (ids are per member).
    const other = await db.db.selectFrom('notifications').select('change_id').where('user_id', '=', members.off).execute();
    const notMine = other.map((o) => o.change_id).find((id) => !list.items.some((i) => i.id === id));
    if (notMine) await expect(readNotifications(db.db, members.de, { ids: [notMine] })).rejects.toMatchObject({ status: 404 });
    expect((await unreadCount(db.db, members.de)).unread).toBe(list.total);
    expect(await readNotifications(db.db, members.de, { ids: [renamed.id] })).toEqual({ marked: 1, unread: list.total - 1 });
    expect(await readNotifications(db.db, members.de, { all: true })).toEqual({ marked: list.total - 1, unread: 0 });
  });

  it('uses a claim only in the first half of its lease: a slow batch gives the rest back and claims it afresh, so no other sender takes over an e-mail in progress', async () => {
    await db.db.updateTable('alert_outbox').set({ state: 'sent' }).where('state', 'in', ['pending', 'sending']).execute();
    const change = await db.db.selectFrom('record_changes').select('id').where('record_id', '=', company(1)).executeTakeFirstOrThrow();
    const start = Date.parse('2030-01-01T08:00:00.000Z');
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const u = await createUser(db.db, { email: `slow${n}-${engine}@example.com` });
      await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      const id = `i:slow:${u.id}`;
      ids.push(id);
      const at = new Date(start).toISOString();
      await db.db
        .insertInto('alert_outbox')
        .values({ id, user_id: u.id, kind: 'immediate', state: 'pending', attempts: 0, created_at: at, due_at: at })
        .execute();
      await db.db
        .insertInto('notifications')
        .values({ user_id: u.id, change_id: change.id, kind: 'company', record_id: company(1), outbox_id: id, created_at: at })
        .execute();
    }
    // Each send takes 30 % of the lease on this clock: the third would start at 60 %, past half of the batch's lease.
    let clock = start;
    const claims: string[] = [];
    const slow: Mailer = {
      async send() {
        const row = await db.db
          .selectFrom('alert_outbox')
          .select('claimed_at')
          .where('state', '=', 'sending')
          .orderBy('claimed_at', 'desc')
          .executeTakeFirst();
        claims.push(new Date(String(row?.claimed_at)).toISOString());
        clock += env.ALERT_LEASE_SECONDS * 1000 * 0.3;
      },
    };
    const r = await sendDue(db.db, slow, () => new Date(clock));
    expect(r).toMatchObject({ sent: 3, retried: 0 });
    // The first two under the batch's claim; the third under a fresh claim made when it was given back.
    expect(claims.map((c) => Date.parse(c) - start)).toEqual([0, 0, env.ALERT_LEASE_SECONDS * 1000 * 0.6]);
    const rows = await db.db.selectFrom('alert_outbox').select(['state', 'attempts']).where('id', 'in', ids).execute();
    expect(rows).toEqual(ids.map(() => ({ state: 'sent', attempts: 1 })));
  });
});
