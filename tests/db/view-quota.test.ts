import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { env } from '../../src/server/config/env.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { allowanceOf } from '../../src/server/membership/tier-allowance.ts';
import { openDeepSections, pruneViewQuota } from '../../src/server/membership/view-quota.service.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

// Record ids need not exist here: the callers check the record first (tests/e2e/view-quota.test.ts).
const rec = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h));

describe.each(ENGINES)('the daily view quota on %s', (engine) => {
  let db: TestDb;
  let ordinary: string;
  let vip: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    ordinary = (await createUser(db.db, { email: `quota-${engine}@example.com` })).id;
    vip = (await createUser(db.db, { email: `quota-vip-${engine}@example.com` })).id;
    await extendVip(db.db, vip, 1, { kind: 'paid', orderId: 'o-quota' }, at(1));
  });
  afterAll(() => db.drop());

  it('asks a visitor to sign in and counts nothing', async () => {
    expect(await openDeepSections(db.db, undefined, 'company', rec(1), at(10))).toEqual({
      state: 'signIn',
      tier: 'visitor',
      used: 0,
      allowance: 0,
    });
  });

  it('grants an ordinary member the allowance: the 5th record opens, the 6th is spent, the same record twice counts once', async () => {
    expect(env.MEMBER_DAILY_VIEWS).toBe(5);
    const allowance = allowanceOf('ordinary').detailViewsPerDay;
    for (let n = 1; n <= allowance; n++) {
      expect(await openDeepSections(db.db, ordinary, n % 2 ? 'company' : 'executive', rec(n), at(10, 8))).toEqual({
        state: 'granted',
        tier: 'ordinary',
        used: n,
        allowance,
      });
      // The same record again the same day: granted, nothing more counted.
      expect((await openDeepSections(db.db, ordinary, n % 2 ? 'company' : 'executive', rec(n), at(10, 9))).used).toBe(n);
    }
    expect(await openDeepSections(db.db, ordinary, 'company', rec(6), at(10, 20))).toEqual({
      state: 'spent',
      tier: 'ordinary',
      used: 5,
      allowance,
    });
    // A record opened earlier today stays open after the allowance is spent.
    expect((await openDeepSections(db.db, ordinary, 'company', rec(1), at(10, 23))).state).toBe('granted');
    // The same id under the other kind is another record.
    expect((await openDeepSections(db.db, ordinary, 'executive', rec(1), at(10, 23))).state).toBe('spent');
  });

  it('starts again on a new UTC day', async () => {
    const first = await openDeepSections(db.db, ordinary, 'company', rec(6), new Date(Date.UTC(2026, 10, 11, 0, 0, 1)));
    expect(first).toMatchObject({ state: 'granted', used: 1 });
  });

  it('gives a VIP member 100 a day, and an ended VIP the ordinary allowance', async () => {
    const allowance = allowanceOf('vip').detailViewsPerDay;
    expect(allowance).toBe(100);
    for (let n = 1; n <= allowance; n++) expect((await openDeepSections(db.db, vip, 'company', rec(n), at(12))).state).toBe('granted');
    expect(await openDeepSections(db.db, vip, 'company', rec(101), at(12))).toEqual({ state: 'spent', tier: 'vip', used: 100, allowance });
    // VIP ran a month from the 1st: on 2 December the member is ordinary again.
    expect(await openDeepSections(db.db, vip, 'company', rec(1), new Date(Date.UTC(2026, 11, 2)))).toMatchObject({
      tier: 'ordinary',
      allowance: 5,
    });
  });

  it('never counts past the allowance when views arrive together', async () => {
    const member = (await createUser(db.db, { email: `quota-race-${engine}@example.com` })).id;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) => openDeepSections(db.db, member, 'company', rec(200 + n), at(13))),
    );
    expect(results.filter((r) => r.state === 'granted').length).toBe(5);
  });

  it('drops the days older than a week on rebuild', async () => {
    expect(await pruneViewQuota(db.db, at(19))).toBeGreaterThan(0);
    expect(await pruneViewQuota(db.db, at(19))).toBe(0);
  });
});
