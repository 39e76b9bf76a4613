import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { readMail } from '../fixtures/mail-text.ts';
import { baseUrl, launch } from './browser.ts';
import { lastMailTo } from './mail-peer.ts';

/**
 * The service line and the staff VIP tools in Chromium against the built site, with mail at the real
 * SMTP peer (global-setup.ts): a VIP member writes without JavaScript, the staff address receives it,
 * staff answer in the console, the member receives the answer by e-mail and as a notification; an
 * ordinary member sees the contact address and the plans link; another member never sees the thread;
 * the staff pages are a 404 for everyone else; staff grant VIP by e-mail and the member's centre shows it.
 */
const STAFF_DESK = 'service-desk@example.com';
const VIP = 'support-vip@example.com';
const OTHER_VIP = 'support-other@example.com';
const PLAIN = 'support-plain@example.com';
const STAFF = 'support-staff@example.com';
const GRANTEE = 'support-grantee@example.com';
const QUESTION = 'Where does the officer history of a German company come from?';
const ANSWER = 'From the Handelsregister filings; each entry names its source and date.';

let browser: Browser;
let contexts = 0;
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  try {
    for (const [email, nickname] of [
      [VIP, 'Vera Support'],
      [OTHER_VIP, 'Olga'],
      [PLAIN, 'Paul'],
      [STAFF, 'Sam Staff'],
      [GRANTEE, 'Greta'],
    ]) {
      const u = await createUser(db.db, { email, password: 'secret-1', nickname });
      await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      if (email === VIP || email === OTHER_VIP) await extendVip(db.db, u.id, 1, { kind: 'paid', orderId: `e2e-${nickname}` });
      if (email === STAFF) await grantStaffRole(db.db, u.id);
    }
  } finally {
    await db.close();
  }
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser signed in as the member, from an address of its own (rate limits are per address). */
async function signedIn(account: string, javaScriptEnabled = true, width = 1280): Promise<BrowserContext> {
  contexts++;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-US',
    baseURL: baseUrl(),
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${120 + contexts}` },
  });
  const res = await context.request.post('/api/v1/oauth/login', {
    data: { account, password: 'secret-1' },
    headers: { origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
  return context;
}

/** The newest mail to an address, read as a person reads it, once it has arrived. */
async function mailTo(address: string, containing: string) {
  let found: ReturnType<typeof readMail> | undefined;
  await expect
    .poll(() => {
      const raw = lastMailTo(inject('mailDir'), address);
      found = raw ? readMail(raw) : undefined;
      return found?.text.includes(containing) ?? false;
    })
    .toBe(true);
  return found!;
}

describe('the service line', () => {
  it('round trip: a VIP member writes (no JavaScript), staff get the e-mail, answer in the console, the member gets an e-mail and a notification', async () => {
    const member = await signedIn(VIP, false);
    const page = await member.newPage();
    const res = await page.goto('/en/user?id=support');
    expect([res?.status(), res?.headers()['cache-control']]).toEqual([200, 'private, no-store']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Service line');
    expect(await page.locator('[data-service-phone]').textContent()).toBe('+44 20 7946 0000');
    expect(await page.locator('[data-service-phone]').getAttribute('href')).toBe('tel:+442079460000');
    await page.getByLabel('Your question').fill(QUESTION);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await page.locator('p.notice[role="status"]').textContent()).toBe('Your message was sent. We will answer here and by e-mail.');
    expect(await page.locator('.support-member .support-body').last().textContent()).toBe(QUESTION);
    expect(await page.getByText('Your latest message is waiting for an answer.').count()).toBe(1);

    const toStaff = await mailTo(STAFF_DESK, QUESTION);
    expect(toStaff.subject).toBe(`Service line: a message from Vera Support · ${VIP}`);
    const link = /Answer in the staff console: (\S+)/.exec(toStaff.text)![1];
    const threadPath = new URL(link).pathname + new URL(link).search;
    expect(threadPath).toMatch(/^\/en\/staff\/support\?thread=[0-9a-f-]{36}$/);

    const staff = await signedIn(STAFF);
    const console_ = await staff.newPage();
    const list = await console_.goto('/en/staff/support');
    expect(list?.headers()['x-robots-tag']).toContain('noindex');
    expect(await console_.getByRole('navigation', { name: 'Staff console' }).getByRole('link').allTextContents()).toEqual([
      'Reports',
      'Service line',
      'Members and VIP',
    ]);
    await console_.getByRole('link', { name: `Vera Support · ${VIP}` }).click();
    expect(new URL(console_.url()).pathname + new URL(console_.url()).search).toBe(threadPath);
    expect(await console_.locator('.support-member .support-body').last().textContent()).toBe(QUESTION);
    await console_.getByLabel('Your answer (the member receives it by e-mail too)').fill(ANSWER);
    await console_.getByRole('button', { name: 'Send answer' }).click();
    expect(await console_.locator('p.notice[role="status"]').textContent()).toBe(
      'Answer sent; the member is told by e-mail and in their notifications.',
    );
    expect(await console_.locator('.support-staff .support-meta strong').last().textContent()).toBe('Staff: Sam Staff');

    const toMember = await mailTo(VIP, ANSWER);
    expect(toMember.subject).toBe('The service team answered your question');
    expect(toMember.text).toContain('/en/user?id=support');

    await page.goto('/en/user?id=notifications');
    await page.getByRole('link', { name: 'The service team answered your question' }).click();
    expect(new URL(page.url()).search).toBe('?id=support');
    expect(await page.locator('.support-staff .support-body').last().textContent()).toBe(ANSWER);
    expect(await page.getByText('Your latest message is waiting for an answer.').count()).toBe(0);

    // Staff close the thread; the member sees it closed, and writing again opens it.
    await console_.getByRole('button', { name: 'Close conversation' }).click();
    expect(await console_.locator('p.notice[role="status"]').textContent()).toBe('Conversation closed.');
    await page.goto('/en/user?id=support');
    expect(await page.getByText('This conversation is closed. Write again to open it.').count()).toBe(1);
    await page.getByLabel('Write a message').fill('Thank you, one more question then.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await page.getByText('This conversation is closed.').count()).toBe(0);
    await member.close();
    await staff.close();
  });

  it('an ordinary member sees the contact address and the plans link, no phone number and no form; a post is refused', async () => {
    const member = await signedIn(PLAIN);
    const page = await member.newPage();
    await page.goto('/en/user?id=support');
    expect(await page.locator('[data-support]').getAttribute('data-support')).toBe('ordinary');
    expect(await page.locator('[data-service-phone]').count()).toBe(0);
    expect(await page.locator('textarea').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See the VIP plans' }).getAttribute('href')).toBe('/en/vip');
    expect(await page.locator('.support-upsell a[href^="mailto:"]').count()).toBe(1);
    const res = await member.request.post('/en/user?id=support', { form: { body: 'Let me in anyway' }, headers: { origin: baseUrl() } });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('The service line is part of VIP membership.');
    await member.close();
  });

  it('another member never sees the thread, a cross-site post is refused, and the staff pages are a 404 for members', async () => {
    const other = await signedIn(OTHER_VIP);
    const html = await (await other.request.get('/en/user?id=support')).text();
    expect(html).not.toContain(QUESTION);
    expect(html).not.toContain(ANSWER);
    const crossSite = await other.request.post('/en/user?id=support', {
      form: { body: 'From elsewhere' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    for (const path of ['/en/staff/support', '/en/staff/members', '/en/staff/support?thread=00000000-0000-4000-8000-000000000000'])
      expect([path, (await other.request.get(path)).status()]).toEqual([path, 404]);
    await other.close();
  });
});

describe('staff VIP tools', () => {
  it('staff find a member by e-mail, grant two months with a reason; the member’s centre shows the service line; ending it takes it away', async () => {
    const staff = await signedIn(STAFF);
    const page = await staff.newPage();
    await page.goto('/en/staff/members');
    await page.getByLabel('Phone number or e-mail address').fill(`  ${GRANTEE.toUpperCase()} `);
    await page.getByRole('button', { name: 'Find member' }).click();
    expect(await page.locator('[data-tier]').textContent()).toBe('Ordinary member');
    // A reason is required: the server refuses one that is too short even when the browser's check is bypassed.
    const short = await staff.request.post('/en/staff/members', {
      form: { action: 'grant', member: await page.locator('input[name="member"]').first().inputValue(), months: '2', reason: 'ok' },
      headers: { origin: baseUrl() },
    });
    expect(short.status()).toBe(400);
    expect(await short.text()).toContain('Give a reason of 5 to 1000 characters.');
    await page.getByLabel('Months').fill('2');
    await page.locator('form:has(input[value="grant"]) textarea').fill('Goodwill after the outage of 20 November');
    await page.getByRole('button', { name: 'Grant VIP' }).click();
    expect(await page.locator('p.notice[role="status"]').textContent()).toMatch(/^VIP granted; it now runs until \w{3} \d{1,2}, \d{4}\.$/);
    expect(await page.locator('[data-tier]').textContent()).toBe('VIP');
    expect(await page.locator('.staff-history tbody tr').first().locator('td').allTextContents()).toEqual([
      expect.any(String),
      'Granted by staff',
      expect.any(String),
      'Goodwill after the outage of 20 November',
    ]);

    const member = await signedIn(GRANTEE);
    const centre = await member.newPage();
    await centre.goto('/en/user?id=support');
    expect(await centre.locator('[data-support]').getAttribute('data-support')).toBe('vip');
    expect(await centre.locator('[data-service-phone]').textContent()).toBe('+44 20 7946 0000');

    await page.locator('form:has(input[value="end"]) textarea').fill('Granted to the wrong account');
    await page.getByRole('button', { name: 'End VIP' }).click();
    expect(await page.locator('p.notice[role="status"]').textContent()).toBe('VIP ended.');
    expect(await page.locator('.staff-history tbody tr').first().locator('td').nth(1).textContent()).toBe('Ended by staff');
    await centre.reload();
    expect(await centre.locator('[data-support]').getAttribute('data-support')).toBe('ordinary');
    await member.close();
    await staff.close();
  });
});
