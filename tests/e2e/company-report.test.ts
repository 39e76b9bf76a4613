import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { popplerAvailable } from '../fixtures/reports/poppler.ts';
import { baseUrl } from './browser.ts';

/**
 * The enterprise data report over HTTP against the built site (issue 19): the company page's link is
 * the same for everyone (the cached page's bytes do not change with the viewer); a visitor is sent to
 * sign in and back; an ordinary member gets one company's report a month, then the page with the plans
 * link, and that company again for free; a VIP member gets every report; and a member who follows
 * someone else's link is judged on their own allowance (the URL holds no secret). The Chinese company's
 * PDF is read back with pdftotext.
 */
const ACME = companyId('gb', '00000001');
const HOLDINGS = companyId('gb', '00000002');
const HUAWEI = companyId('cn', '91440300');
const CLIENT = { 'x-forwarded-for': '203.0.113.190' };
const reportUrl = (lang: string, id: string) => `${baseUrl()}/${lang}/company/${id}/report.pdf`;
const dir = mkdtempSync(join(tmpdir(), 'e2e-report-'));

beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  for (const name of ['report-ordinary', 'report-other', 'report-vip'])
    await createUser(db.db, { email: `${name}@example.com`, password: 'secret-1' });
  const vip = await db.db.selectFrom('users').select('id').where('email', '=', 'report-vip@example.com').executeTakeFirstOrThrow();
  await extendVip(db.db, vip.id, 1, { kind: 'staff_granted', reason: 'e2e' });
  await db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
    body: JSON.stringify({ account: email, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const get = (url: string, cookie = '') => fetch(url, { headers: { cookie, ...CLIENT }, redirect: 'manual' });

describe('the Download report link', () => {
  it('is on the company page, the same bytes for a visitor and a member', async () => {
    const url = `${baseUrl()}/en/company/${ACME}.html`;
    const visitor = await (await get(url)).text();
    const member = await (await get(url, await signIn('report-other@example.com'))).text();
    expect(visitor).toContain(`href="/en/company/${ACME}/report.pdf"`);
    expect(member).toBe(visitor);
  });

  it('sends a visitor to sign in and back', async () => {
    const res = await get(reportUrl('en', ACME));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/en/login?next=${encodeURIComponent(`/en/company/${ACME}/report.pdf`)}`);
  });
});

describe('report downloads', () => {
  let ordinary = '';
  beforeAll(async () => {
    ordinary = await signIn('report-ordinary@example.com');
  });

  it("gives an ordinary member this month's report, in Chinese with the name in its script", async () => {
    const res = await get(reportUrl('zh-cn', HUAWEI), ordinary);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="report-91440300-zh-cn-[0-9a-f]{12}\.pdf"$/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (popplerAvailable()) {
      writeFileSync(join(dir, 'huawei.pdf'), pdf);
      const text = execFileSync('pdftotext', [join(dir, 'huawei.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('华为技术有限公司');
      expect(text).toContain('企业数据报告');
      expect(text).toContain(res.headers.get('x-report-id')!);
    }
  });

  it('refuses a second company with the plans link, never an error page, and gives the first again', async () => {
    const res = await get(reportUrl('en', ACME), ordinary);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('data-report-refusal="spent"');
    expect(html).toContain('href="/en/vip"');
    expect((await get(reportUrl('en', HUAWEI), ordinary)).status).toBe(200);
  });

  it("does not let another member use someone else's link to skip their own allowance", async () => {
    const other = await signIn('report-other@example.com');
    expect((await get(reportUrl('en', ACME), other)).status).toBe(200);
    // The ordinary member's company, by the very same URL: judged on this member's allowance, now spent.
    const res = await get(reportUrl('zh-cn', HUAWEI), other);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('href="/zh-cn/vip"');
  });

  it('gives a VIP member every report', async () => {
    const vip = await signIn('report-vip@example.com');
    for (const id of [ACME, HOLDINGS, HUAWEI]) {
      const res = await get(reportUrl('en', id), vip);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('answers the ordinary 404 page for an id that is no company', async () => {
    expect((await get(reportUrl('en', 'not-a-company'), ordinary)).status).toBe(404);
    expect((await get(reportUrl('en', '00000000-0000-4000-8000-000000000000'), ordinary)).status).toBe(404);
  });
});
