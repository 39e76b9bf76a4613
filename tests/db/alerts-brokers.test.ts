import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/server/accounts/mail.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { fanOut } from '../../src/server/alerts/alerts-fanout.service.ts';
import { sendDue } from '../../src/server/alerts/alerts-send.service.ts';
import { listNotifications } from '../../src/server/alerts/notifications.service.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { CLONE_ID, GB_COMPANY_ID, LICENSED_ID, writeBrokerFixtures } from '../fixtures/brokers.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/**
 * Alerts for followed brokers ('dealer' follows): a change to the broker's own row, to a licence of
 * one of its companies, and to a regulator's warning tied to it each reach its followers, in the
 * notification list with the broker's name and in the e-mail with its name and page.
 */
const AT = '2026-11-24T06:00:00.000Z';
const WARNING_ID = stableId('warning', 'cysec', 'https://www.cysec.gov.cy/en-GB/public-info/warnings/harbourline-pro');

describe.each(ENGINES)('broker alerts on %s', (engine) => {
  let t: TestDb;
  let member = '';
  let other = '';
  beforeAll(async () => {
    t = await freshDb(engine);
    await writeBrokerFixtures(t.db);
    for (const who of ['broker', 'company'] as const) {
      const u = await createUser(t.db, { email: `${who}-${engine}@example.com` });
      await t.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      if (who === 'broker') member = u.id;
      else other = u.id;
    }
    await t.db
      .insertInto('follows')
      .values([
        { user_id: member, kind: 'dealer', record_id: LICENSED_ID, followed_at: AT },
        { user_id: member, kind: 'dealer', record_id: CLONE_ID, followed_at: AT },
        { user_id: other, kind: 'company', record_id: GB_COMPANY_ID, followed_at: AT },
      ])
      .execute();
    const run = 'run-brokers';
    await t.db
      .insertInto('import_runs')
      .values({
        id: run,
        format: 'broker-jsonl',
        file: 'brokers.jsonl',
        file_size: 1,
        file_mtime: AT,
        started_at: AT,
        finished_at: AT,
        status: 'done',
        resume_at: 0,
        rows_read: 3,
        rows_inserted: 0,
        rows_updated: 3,
        rows_unchanged: 0,
        rows_rejected: 0,
      })
      .execute();
    const licence = (status: string) => ({
      regulator_key: 'fca',
      regulator: 'Financial Conduct Authority',
      licence_type: 'Investment firm',
      licence_number: '765432',
      status,
    });
    await t.db
      .insertInto('record_changes')
      .values([
        {
          id: 'c1',
          run_id: run,
          table_name: 'brokers',
          record_id: LICENSED_ID,
          changed_at: AT,
          diff: JSON.stringify({ website: ['a', 'b'] }),
        },
        {
          id: 'c2',
          run_id: run,
          table_name: 'licences',
          record_id: GB_COMPANY_ID,
          changed_at: AT,
          diff: JSON.stringify({ licence: [licence('active'), licence('revoked')] }),
        },
        {
          id: 'c3',
          run_id: run,
          table_name: 'regulator_warnings',
          record_id: WARNING_ID,
          changed_at: AT,
          diff: JSON.stringify({ details: ['x', 'y'] }),
        },
      ])
      .execute();
  });
  afterAll(() => t.drop());

  it('fans a broker row, its company licence and its warning out to the broker followers, the licence also to the company follower', async () => {
    expect((await fanOut(t.db, () => new Date(AT))).notifications).toBe(4);
    const rows = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'change_id', 'kind', 'record_id'])
      .orderBy('change_id')
      .execute();
    expect(rows.filter((r) => r.user_id === member).map((r) => [r.change_id, r.kind, r.record_id])).toEqual([
      ['c1', 'dealer', LICENSED_ID],
      ['c2', 'dealer', LICENSED_ID],
      ['c3', 'dealer', CLONE_ID],
    ]);
    expect(rows.filter((r) => r.user_id === other).map((r) => [r.change_id, r.kind])).toEqual([['c2', 'company']]);
    expect((await fanOut(t.db, () => new Date(AT))).notifications).toBe(0);
  });

  it('names the broker in the notification list and the e-mail, with the link to its page', async () => {
    const list = await listNotifications(t.db, member, { page: 1, pageSize: 20 });
    expect(new Set(list.items.map((i) => [i.type, i.name].join(':')))).toEqual(
      new Set(['dealer:Harbourline Markets', 'dealer:Harbourline Markets Pro']),
    );
    expect(list.items.find((i) => i.id === 'c2')!.events.map((e) => [e.kind, e.old, e.new])).toEqual([
      ['licenceStatusChanged', 'active', 'revoked'],
    ]);
    const sent: Array<{ to: string; text: string }> = [];
    const mail: Mailer = {
      async send(to, _subject, text) {
        sent.push({ to, text });
      },
    };
    await sendDue(t.db, mail, () => new Date(AT));
    const mine = sent.find((m) => m.to.startsWith('broker-'))!;
    expect(mine.text).toContain('Harbourline Markets\n');
    expect(mine.text).toContain('Harbourline Markets Pro\n');
    expect(mine.text).toContain(`/en/dealer/${LICENSED_ID}.html`);
    expect(mine.text).toContain(`/en/dealer/${CLONE_ID}.html`);
  });
});
