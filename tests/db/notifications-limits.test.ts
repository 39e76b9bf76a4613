import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { notificationCalls } from '../../src/server/alerts/notifications.service.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/**
 * The notifications calls are rate-limited per member and per address (limits.ts): 600 looks (list
 * and unread together) and 300 marks a member, 2,000 looks an address, in 10 minutes; past them a
 * 429 that says how long to wait. The header asks for the unread count once per page view.
 */
const NOW = new Date('2030-01-01T00:00:30.000Z'); // 30 s into a 10-minute window: 570 s left
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as AppError,
  );
/** Makes n calls, ten at a time (PostgreSQL's pool serves them at once; the counters are atomic). */
async function times(n: number, call: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, j) => call(i + j)));
}

describe.each(ENGINES)('notifications calls limits on %s', (engine) => {
  let db: TestDb;
  const members: string[] = [];
  beforeAll(async () => {
    db = await freshDb(engine);
    for (let i = 0; i < 5; i++) members.push((await createUser(db.db, { email: `limits${i}-${engine}@example.com` })).id);
  });
  afterAll(() => db.drop());

  it('allows a member 600 looks in 10 minutes (list and unread share them), then answers 429 with Retry-After; marking read counts apart', async () => {
    const [m] = members;
    await times(300, () => notificationCalls.unread(db.db, m, '198.51.100.1', NOW));
    await times(300, () => notificationCalls.list(db.db, m, '198.51.100.1', { page: 1, pageSize: 20 }, NOW));
    const err = await refusal(notificationCalls.unread(db.db, m, '198.51.100.1', NOW));
    expect([err?.code, err?.status, err?.headers?.['Retry-After']]).toEqual(['auth.tooMany', 429, '570']);
    expect((await refusal(notificationCalls.list(db.db, m, '198.51.100.1', { page: 1, pageSize: 20 }, NOW)))?.status).toBe(429);
    // From another address too: the member's own limit.
    expect((await refusal(notificationCalls.unread(db.db, m, '198.51.100.2', NOW)))?.status).toBe(429);
    expect(await notificationCalls.read(db.db, m, '198.51.100.1', { all: true }, NOW)).toEqual({ marked: 0, unread: 0 });
    // The next window starts afresh.
    expect(await notificationCalls.unread(db.db, m, '198.51.100.1', new Date(NOW.getTime() + 600_000))).toEqual({ unread: 0 });
  });

  it('allows a member 300 marks in 10 minutes', async () => {
    const m = members[1];
    await times(300, () => notificationCalls.read(db.db, m, '198.51.100.3', { all: true }, NOW));
    expect((await refusal(notificationCalls.read(db.db, m, '198.51.100.3', { all: true }, NOW)))?.status).toBe(429);
  });

  it('allows an address 2,000 looks in 10 minutes, whoever asks (an IPv6 host counts by its /64)', async () => {
    const ip = (i: number) => `2001:db8:0:1::${i.toString(16)}`;
    let n = 0;
    // Three members at their own cap of 600 and a fourth with 200: 2,000 from one /64.
    for (const [m, looks] of [
      [members[2], 600],
      [members[3], 600],
      [members[4], 600],
      [members[1], 200],
    ] as const) {
      await times(looks, (i) => notificationCalls.unread(db.db, m, ip(n + i), NOW));
      n += looks;
    }
    expect((await refusal(notificationCalls.unread(db.db, members[1], ip(n), NOW)))?.status).toBe(429);
    // Another network is not held back.
    expect(await notificationCalls.unread(db.db, members[1], '2001:db8:0:2::1', NOW)).toEqual({ unread: 0 });
  });
});
