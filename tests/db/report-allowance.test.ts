/**
 * Who gets a company's report (issue 19), on both engines: visitors are sent to sign in; ordinary
 * members have MEMBER_MONTHLY_REPORTS (1) a UTC month, the same company again that month free and
 * counted once; VIP members have no monthly limit; a new month starts afresh; downloads are rate-limited
 * per member; and the link carries no secret, so another member following it is judged on their own
 * allowance, never on the first member's.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { AppError } from '../../src/server/app-error.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { allowanceOf } from '../../src/server/membership/tier-allowance.ts';
import { downloadReport } from '../../src/server/reports/report.service.ts';
import { seedReportWorld } from '../fixtures/reports/report-world.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

vi.hoisted(() => {
  process.env.REPORT_CACHE_DIR = `${process.env.TMPDIR ?? '/tmp'}/report-allowance-cache-${process.pid}`;
});
const dir = mkdtempSync(join(tmpdir(), 'report-allowance-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(process.env.REPORT_CACHE_DIR!, { recursive: true, force: true });
});
const at = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 12));

describe.each(ENGINES)('report allowance on %s', (engine) => {
  let db: TestDb;
  let ids: Awaited<ReturnType<typeof seedReportWorld>>;
  let ordinary: string;
  let other: string;
  let vip: string;
  const ask = (userId: string | undefined, companyId: string, now: Date, ip = '203.0.113.9', lang: 'en' | 'ar' = 'en') =>
    downloadReport(db.db, { userId, companyId, lang, ip }, now);
  const rows = (userId: string) => db.db.selectFrom('report_downloads').selectAll().where('user_id', '=', userId).orderBy('slot').execute();

  beforeAll(async () => {
    db = await freshDb(engine);
    mkdirSync(join(dir, engine), { recursive: true });
    ids = await seedReportWorld(db.db, join(dir, engine));
    ordinary = (await createUser(db.db, { email: `ordinary-${engine}@example.com` })).id;
    other = (await createUser(db.db, { email: `other-${engine}@example.com` })).id;
    vip = (await createUser(db.db, { email: `vip-${engine}@example.com` })).id;
    await extendVip(db.db, vip, 12, { kind: 'staff_granted', reason: 'test' }, at(11, 1));
  }, 120_000);
  afterAll(() => db?.drop());

  it('sends a visitor to sign in and counts nothing', async () => {
    expect(await ask(undefined, ids.byLang.en, at(11, 10))).toEqual({ kind: 'sign-in' });
  });

  it('gives an ordinary member the first report of the month and refuses a second company', async () => {
    expect(allowanceOf('ordinary').reportsPerMonth).toBe(1);
    const first = await ask(ordinary, ids.byLang.en, at(11, 10));
    expect(first.kind).toBe('pdf');
    const second = await ask(ordinary, ids.byLang['zh-cn'], at(11, 11));
    expect(second).toEqual({ kind: 'spent', limit: 1, used: 1, month: '2026-11' });
    expect((await rows(ordinary)).map((r) => r.company_id)).toEqual([ids.byLang.en]);
  });

  it('lets the member download the same company again that month, in another language too, counted once', async () => {
    expect((await ask(ordinary, ids.byLang.en, at(11, 20))).kind).toBe('pdf');
    expect((await ask(ordinary, ids.byLang.en, at(11, 21), '203.0.113.9', 'ar')).kind).toBe('pdf');
    const [row] = await rows(ordinary);
    expect(row).toMatchObject({ month: '2026-11', slot: 1, downloads: 3 });
    expect(await rows(ordinary)).toHaveLength(1);
  });

  it('starts afresh in a new UTC month', async () => {
    expect((await ask(ordinary, ids.byLang.hi, at(12, 1))).kind).toBe('pdf');
    expect((await ask(ordinary, ids.byLang.th, at(12, 2))).kind).toBe('spent');
  });

  it('judges another member who follows the same link on their own allowance', async () => {
    // The URL is /{lang}/company/{id}/report.pdf for everyone: nothing in it says who downloaded before.
    expect((await ask(other, ids.byLang.th, at(11, 10))).kind).toBe('pdf');
    // The first member's free re-download of their company is theirs alone.
    expect(await ask(other, ids.byLang.en, at(11, 12))).toMatchObject({ kind: 'spent' });
    expect((await rows(other)).map((r) => r.company_id)).toEqual([ids.byLang.th]);
  });

  it('gives a VIP member every report they ask for', async () => {
    for (const lang of ['en', 'ar', 'zh-cn', 'hi', 'th'] as const) expect((await ask(vip, ids.byLang[lang], at(11, 15))).kind).toBe('pdf');
    expect(await rows(vip)).toHaveLength(5);
  });

  it('lets two requests at the same moment take only one place', async () => {
    const racer = (await createUser(db.db, { email: `racer-${engine}@example.com` })).id;
    const outcomes = await Promise.all([
      ask(racer, ids.byLang.hi, at(11, 5), '198.51.100.1'),
      ask(racer, ids.byLang.th, at(11, 5), '198.51.100.2'),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['pdf', 'spent']);
    expect(await rows(racer)).toHaveLength(1);
  });

  it('rate-limits downloads per member, even of a report already paid for', async () => {
    const busy = (await createUser(db.db, { email: `busy-${engine}@example.com` })).id;
    const now = at(11, 25);
    let refused: unknown;
    for (let i = 0; i < 25 && !refused; i++) {
      try {
        await ask(busy, ids.byLang.en, now, `192.0.2.${i + 1}`);
      } catch (err) {
        refused = err;
      }
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers['Retry-After']).toMatch(/^\d+$/);
  });

  it('answers not-found for a company that does not exist, counting nothing', async () => {
    const fresh = (await createUser(db.db, { email: `fresh-${engine}@example.com` })).id;
    expect(await ask(fresh, '00000000-0000-4000-8000-000000000000', at(11, 6))).toEqual({ kind: 'not-found' });
    expect(await rows(fresh)).toHaveLength(0);
  });
});
