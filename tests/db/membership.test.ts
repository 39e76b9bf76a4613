import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { env } from '../../src/server/config/env.ts';
import { follow } from '../../src/server/follows/follows.service.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import {
  addMonths,
  endVip,
  extendVip,
  membershipHistory,
  membershipOf,
  viewerTier,
} from '../../src/server/membership/membership.service.ts';
import { allowanceOf } from '../../src/server/membership/tier-allowance.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const dir = mkdtempSync(join(tmpdir(), 'membership-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h));

describe('calendar months', () => {
  it('keeps the day where the month has it and clamps where it does not', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-24T10:00:00Z'), 12).toISOString()).toBe('2027-11-24T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe.each(ENGINES)('membership on %s', (engine) => {
  let db: TestDb;
  let member: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    member = (await createUser(db.db, { email: `vip-${engine}@example.com` })).id;
  });
  afterAll(() => db.drop());

  it('a new member is ordinary and a visitor is a visitor', async () => {
    expect(await membershipOf(db.db, member, day(1))).toEqual({ tier: 'ordinary', vipUntil: null });
    expect(await viewerTier(db.db, undefined)).toBe('visitor');
    expect(allowanceOf('visitor').detailViewsPerDay).toBe(0);
    expect(allowanceOf('ordinary').detailViewsPerDay).toBe(env.MEMBER_DAILY_VIEWS);
    expect(allowanceOf('vip').detailViewsPerDay).toBeGreaterThan(50);
    expect(allowanceOf('vip').reportsPerMonth).toBe(Infinity);
  });

  it('a payment starts VIP for a month; a second one adds to the running period; it ends by itself at its end', async () => {
    const until = await extendVip(db.db, member, 1, { kind: 'paid', orderId: 'o-1' }, day(1));
    expect(until).toBe('2026-12-01T12:00:00.000Z');
    expect(await membershipOf(db.db, member, day(2))).toEqual({ tier: 'vip', vipUntil: until });
    const later = await extendVip(db.db, member, 12, { kind: 'renewed', orderId: 'o-2' }, day(20));
    expect(later).toBe('2027-12-01T12:00:00.000Z');
    expect((await membershipOf(db.db, member, new Date('2027-12-01T12:00:00Z'))).tier).toBe('ordinary');
  });

  it('a refund ends VIP now, and every change is logged with its cause and the values before and after', async () => {
    await endVip(db.db, member, { kind: 'refunded', orderId: 'o-2' }, day(21));
    expect(await membershipOf(db.db, member, day(22))).toEqual({ tier: 'ordinary', vipUntil: null });
    const log = await membershipHistory(db.db, member);
    expect(log.map((e) => [e.kind, e.order_id, e.vip_until_before, e.vip_until_after])).toEqual([
      ['refunded', 'o-2', '2027-12-01T12:00:00.000Z', null],
      ['renewed', 'o-2', '2026-12-01T12:00:00.000Z', '2027-12-01T12:00:00.000Z'],
      ['paid', 'o-1', null, '2026-12-01T12:00:00.000Z'],
    ]);
  });

  it('a staff grant is logged with the staff member and the reason; an unknown member is refused with 404', async () => {
    const staff = (await createUser(db.db, { email: `staff-${engine}@example.com` })).id;
    await extendVip(db.db, member, 1, { kind: 'staff_granted', staffUserId: staff, reason: 'Goodwill after an outage' }, day(23));
    const [latest] = await membershipHistory(db.db, member, 1);
    expect([latest.kind, latest.staff_user_id, latest.reason]).toEqual(['staff_granted', staff, 'Goodwill after an outage']);
    await expect(extendVip(db.db, '00000000-0000-4000-8000-000000000000', 1, { kind: 'paid' })).rejects.toMatchObject({ status: 404 });
  });

  it('follow limits read the tier: a VIP member is told the VIP allowance', async () => {
    const path = join(dir, `c-${engine}.jsonl`);
    writeFileSync(path, JSON.stringify({ type: 'company', jurisdiction_code: 'gb', company_number: 'V1', name: 'Vip Follow Ltd' }) + '\n');
    await runImport(db.db, jsonl, path);
    const answer = await follow(db.db, member, { type: 'company', uuid: companyId('gb', 'V1') }, '203.0.113.5', day(23));
    expect(answer.limit).toBe(env.VIP_FOLLOW_LIMIT);
    const ordinary = (await createUser(db.db, { email: `plain-${engine}@example.com` })).id;
    const plain = await follow(db.db, ordinary, { type: 'company', uuid: companyId('gb', 'V1') }, '203.0.113.6', day(23));
    expect(plain.limit).toBe(env.FOLLOW_LIMIT);
  });
});
