import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { pruneAlerts } from '../../src/server/alerts/alerts-housekeeping.ts';
import { env } from '../../src/server/config/env.ts';
import type { AlertOutboxTable } from '../../src/server/db/schema.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/**
 * `npm run rebuild` keeps the alert tables bounded: read notifications older than NOTIFICATION_DAYS,
 * any beyond a member's newest NOTIFICATION_MAX_PER_MEMBER (but not one an unsent e-mail carries),
 * and sent or given-up e-mails older than NOTIFICATION_DAYS.
 */
const NOW = new Date('2030-06-01T12:00:00.000Z');
const daysAgo = (d: number, minutes = 0) => new Date(NOW.getTime() - d * 86_400_000 + minutes * 60_000).toISOString();

describe.each(ENGINES)('alerts housekeeping on %s', (engine) => {
  let db: TestDb;
  let reader = '';
  let busy = '';
  beforeAll(async () => {
    db = await freshDb(engine);
    reader = (await createUser(db.db, { email: `reader-${engine}@example.com` })).id;
    busy = (await createUser(db.db, { email: `busy-${engine}@example.com` })).id;
    const n = (user_id: string, change_id: string, created_at: string, read_at: string | null, outbox_id: string | null = null) => ({
      user_id,
      change_id,
      kind: 'company',
      record_id: 'some-company',
      outbox_id,
      created_at,
      read_at,
    });
    await db.db
      .insertInto('notifications')
      .values([
        n(reader, 'old-read', daysAgo(100), daysAgo(99)),
        n(reader, 'old-unread', daysAgo(100), null),
        n(reader, 'recent-read', daysAgo(10), daysAgo(9)),
        // 15 for the busy member, unread, a minute apart; c03, c04 and c05 made at the same instant (the
        // list orders them by id). c00 and c01 are carried by an e-mail still pending, c02 by one sent.
        ...Array.from({ length: 15 }, (_, i) => {
          const id = `c${String(i).padStart(2, '0')}`;
          const minute = i >= 3 && i <= 5 ? 5 : i;
          return n(busy, id, daysAgo(1, minute), null, i <= 1 ? 'i:pending:busy' : i === 2 ? 'i:sent:busy' : null);
        }),
      ])
      .execute();
    const o = (id: string, user_id: string, state: AlertOutboxTable['state'], created_at: string) => ({
      id,
      user_id,
      kind: 'immediate' as const,
      state,
      attempts: 1,
      created_at,
      due_at: created_at,
    });
    await db.db
      .insertInto('alert_outbox')
      .values([
        o('i:pending:busy', busy, 'pending', daysAgo(1)),
        o('i:sent:busy', busy, 'sent', daysAgo(1)),
        o('i:old-sent', reader, 'sent', daysAgo(100)),
        o('i:old-failed', reader, 'failed', daysAgo(100)),
        o('i:old-pending', reader, 'pending', daysAgo(100)),
        o('i:old-sending', reader, 'sending', daysAgo(100)),
        o('i:recent-sent', reader, 'sent', daysAgo(10)),
      ])
      .execute();
  });
  afterAll(() => db.drop());

  const ids = async (user: string) =>
    (await db.db.selectFrom('notifications').select('change_id').where('user_id', '=', user).orderBy('change_id').execute()).map(
      (r) => r.change_id,
    );

  it('defaults to 90 days and the newest 1,000 a member', () => {
    expect([env.NOTIFICATION_DAYS, env.NOTIFICATION_MAX_PER_MEMBER]).toEqual([90, 1000]);
  });

  it('drops read notifications older than the days kept, the oldest beyond a member’s cap unless an unsent e-mail carries them, and old finished e-mails; a second run drops nothing', async () => {
    const pruned = await pruneAlerts(db.db, NOW, { days: 90, perMember: 10 });
    expect(pruned).toEqual({ read: 1, overCap: 3, outbox: 2 });
    expect(await ids(reader)).toEqual(['old-unread', 'recent-read']);
    // The newest ten (c14 … c06, then c05 of the three made together) stay, and c00, c01 for their pending e-mail.
    expect(await ids(busy)).toEqual(['c00', 'c01', 'c05', 'c06', 'c07', 'c08', 'c09', 'c10', 'c11', 'c12', 'c13', 'c14']);
    const outbox = (await db.db.selectFrom('alert_outbox').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(outbox).toEqual(['i:old-pending', 'i:old-sending', 'i:pending:busy', 'i:recent-sent', 'i:sent:busy']);
    expect(await pruneAlerts(db.db, NOW, { days: 90, perMember: 10 })).toEqual({ read: 0, overCap: 0, outbox: 0 });
  });

  it('lets the held ones go once their e-mail is sent', async () => {
    await db.db.updateTable('alert_outbox').set({ state: 'sent' }).where('id', '=', 'i:pending:busy').execute();
    expect(await pruneAlerts(db.db, NOW, { days: 90, perMember: 10 })).toEqual({ read: 0, overCap: 2, outbox: 0 });
    expect(await ids(busy)).toHaveLength(10);
  });
});
