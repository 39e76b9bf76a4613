/**
 * Without Chromium (CHROME_PATH pointing nowhere) the report link answers "cannot be generated right now"
 * and counts nothing against the member's allowance; the renderer says why in its health answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { rendererHealth } from '../../src/server/reports/renderer-client.ts';
import { downloadReport } from '../../src/server/reports/report.service.ts';
import { seedReportWorld } from '../fixtures/reports/report-world.ts';
import { freshDb, type TestDb } from './engines.ts';

vi.hoisted(() => {
  process.env.CHROME_PATH = '/nonexistent/chromium';
  process.env.REPORT_CACHE_DIR = `${process.env.TMPDIR ?? '/tmp'}/report-unavailable-cache-${process.pid}`;
});
const dir = mkdtempSync(join(tmpdir(), 'report-unavailable-'));
let db: TestDb;
let ids: Awaited<ReturnType<typeof seedReportWorld>>;
beforeAll(async () => {
  db = await freshDb('sqlite');
  ids = await seedReportWorld(db.db, dir);
}, 120_000);
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(process.env.REPORT_CACHE_DIR!, { recursive: true, force: true });
});

describe('reports without Chromium', () => {
  it('says the renderer has no browser', async () => {
    const health = await rendererHealth();
    expect(health.chromium).toBe(false);
    expect(health.error).toContain('/nonexistent/chromium');
  });

  it('answers unavailable and counts nothing', async () => {
    const member = (await createUser(db.db, { email: 'no-chromium@example.com' })).id;
    expect(await downloadReport(db.db, { userId: member, companyId: ids.byLang.en, lang: 'en', ip: '203.0.113.50' })).toEqual({
      kind: 'unavailable',
    });
    expect(await db.db.selectFrom('report_downloads').selectAll().where('user_id', '=', member).execute()).toEqual([]);
  });
});
