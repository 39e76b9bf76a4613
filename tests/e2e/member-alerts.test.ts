import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl, launch } from './browser.ts';
import { lastMailTo } from './mail-peer.ts';

/**
 * Alerts in the member centre and the header, in Chromium against the built site: the prompt to bind
 * an e-mail (alert e-mails need a confirmed one) on the member centre's pages, with the login overlay
 * and without JavaScript; and the unread count in the header's member menu, filled after load for the
 * member and never part of the cached page.
 */
const ACME = companyId('gb', '00000001');
const MEMBER_CENTRE = ['/en/user?id=vip', '/en/user?id=notifications', '/en/user?id=interest&type=1', '/en/interest'];

let browser: Browser;
let contexts = 0;
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  await createUser(db.db, { phone: '+442079460161', password: 'secret-1' }); // no e-mail at all
  await createUser(db.db, { phone: '+442079460162', password: 'secret-1' }); // no e-mail, binds one without JavaScript
  await createUser(db.db, { email: 'prompt-unconfirmed@example.com', password: 'secret-1' });
  const confirmed = await createUser(db.db, { email: 'prompt-confirmed@example.com', password: 'secret-1' });
  await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', confirmed.id).execute();
  await db.close();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A desktop browser (the header's member menu shows from 800 px) signed in as the member, from an address of its own. */
async function signedIn(account: string, javaScriptEnabled = true): Promise<BrowserContext> {
  contexts++;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    baseURL: baseUrl(),
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${200 + contexts}` },
  });
  const res = await context.request.post('/api/v1/oauth/login', {
    data: { account, password: 'secret-1' },
    headers: { origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
  return context;
}

/** The session cookies of a member, for plain fetches. */
async function cookieOf(account: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': '198.51.100.199' },
    body: JSON.stringify({ account, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('the member centre’s prompt to bind an e-mail', () => {
  it('is on every member centre page for a member without a confirmed address, in words that say why, and not for one with a confirmed address', async () => {
    const html = async (cookie: string, path: string) => {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'private, no-store']);
      return res.text();
    };
    const none = await cookieOf('+442079460161');
    const unconfirmed = await cookieOf('prompt-unconfirmed@example.com');
    const confirmed = await cookieOf('prompt-confirmed@example.com');
    for (const path of MEMBER_CENTRE) {
      const a = await html(none, path);
      expect(a).toContain('Alert e-mails need an e-mail address, and you have not bound one yet.');
      expect(a).toMatch(
        /<a class="btn btn-primary" href="\/en\/user\?id=security&amp;type=1#bind-email" data-login="4"[^>]*>Bind e-mail address<\/a>/,
      );
      const b = await html(unconfirmed, path);
      expect(b).toContain(
        'Alert e-mails go only to a confirmed address, and \u2068prompt-unconfirmed@example.com\u2069 is not confirmed yet.',
      );
      expect(b).toMatch(/data-login="4"[^>]*>Confirm e-mail address<\/a>/);
      expect(await html(confirmed, path)).not.toContain('data-email-prompt');
    }
    // The security page has its own prompt and form; the member centre's is not repeated there.
    expect(await html(none, '/en/user?id=security&type=1')).not.toContain('data-email-prompt');
    // In Arabic too, the address kept whole inside the right-to-left sentence.
    expect(await html(unconfirmed, '/ar/user?id=vip')).toContain('\u2068prompt-unconfirmed@example.com\u2069 غير مؤكَّد بعد');
  });

  it('opens the login overlay’s bind-e-mail mode; once bound, the prompt goes, and stays gone', async () => {
    const context = await signedIn('+442079460161');
    const page = await context.newPage();
    await page.goto('/en/user?id=vip');
    const prompt = page.locator('[data-email-prompt]');
    expect(await prompt.isVisible()).toBe(true);
    await prompt.getByRole('link', { name: 'Bind e-mail address' }).click();
    const dialog = page.locator('dialog.login-frame');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('data-mode')).toBe('4');
    await dialog.locator('input[name="email"]').fill('prompted@example.com');
    await dialog.getByTestId('send-email-code').click();
    await expect.poll(() => lastMailTo(inject('mailDir'), 'prompted@example.com')).toBeDefined();
    const code = /\b(\d{4})\b/.exec(lastMailTo(inject('mailDir'), 'prompted@example.com')!.split('\r\n\r\n').slice(1).join('\n'))![1];
    await dialog.locator('input[name="code"]').fill(code);
    await dialog.getByRole('button', { name: 'Bind e-mail' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Your e-mail address is bound and confirmed.');
    expect(await prompt.isHidden()).toBe(true);
    await page.goto('/en/user?id=notifications');
    expect(await page.locator('[data-email-prompt]').count()).toBe(0);
    await context.close();
  });

  it('without JavaScript, is a link to the security page’s e-mail form', async () => {
    const context = await signedIn('+442079460162', false);
    const page = await context.newPage();
    await page.goto('/en/interest');
    await page.locator('[data-email-prompt]').getByRole('link', { name: 'Bind e-mail address' }).click();
    await page.waitForURL(`${baseUrl()}/en/user?id=security&type=1#bind-email`);
    const form = page.locator('#bind-email form');
    expect(await form.locator('input[name="email"]').isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'Send code' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('the unread count in the header’s member menu', () => {
  let unread = 0;
  beforeAll(async () => {
    const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
    const reader = await createUser(db.db, { email: 'header-count@example.com', password: 'secret-1' });
    // The changes the site's second import recorded (global-setup.ts: one company's row), as the fan-out would have delivered them.
    const changes = await db.db.selectFrom('record_changes').select(['id', 'record_id', 'table_name']).execute();
    unread = changes.length;
    const at = new Date().toISOString();
    await db.db
      .insertInto('notifications')
      .values(
        changes.map((c) => ({
          user_id: reader.id,
          change_id: c.id,
          kind: c.table_name === 'officers' ? 'executive' : 'company',
          record_id: c.record_id,
          outbox_id: null,
          created_at: at,
          read_at: null,
        })),
      )
      .execute();
    await db.close();
  });

  it('shows the member’s unread count after load, never in the cached page, and hides it once all is read', async () => {
    expect(unread).toBeGreaterThan(0);
    const context = await signedIn('header-count@example.com');
    const page = await context.newPage();
    const company = `/en/company/${ACME}.html`;
    await page.goto(company);
    const menuCount = page.locator('details[data-when="member"] summary [data-unread]');
    await expect.poll(() => menuCount.textContent()).toBe(String(unread));
    expect(await menuCount.isVisible()).toBe(true);
    await page.locator('details[data-when="member"] summary').click();
    const linkCount = page.locator('details[data-when="member"] a[href="/en/user?id=notifications"] [data-unread]');
    expect(await linkCount.textContent()).toBe(String(unread));
    expect(await linkCount.isVisible()).toBe(true);

    // The page's HTML is the same for everyone: without cookies, and with the member's, the count's slots are empty.
    for (const cookie of [undefined, await cookieOf('header-count@example.com')]) {
      // Each server worker keeps its own cache and requests go round the workers (the page's own
      // requests, such as its deeper sections, move the turn): ask until one answers from memory, since
      // the render of a request without preference cookies sets them and is private for that reason.
      const ask = () => fetch(`${baseUrl()}${company}`, { headers: cookie ? { cookie } : {} });
      let res = await ask();
      for (let i = 0; i < 6 && res.headers.get('x-cache') !== 'HIT'; i++) res = await ask();
      expect(res.headers.get('cache-control')).not.toContain('private');
      const html = await res.text();
      const slots = html.match(/<span class="unread-count"[^>]*data-unread[^>]*>[^<]*<\/span>/g) ?? [];
      expect(slots).toHaveLength(2);
      for (const slot of slots) expect(slot).toMatch(/ hidden[^>]*><\/span>$/);
    }

    // Mark all as read in the member centre (a plain form): the count goes, here and on the cached page.
    await page.goto('/en/user?id=notifications');
    await expect.poll(() => page.locator('details[data-when="member"] summary [data-unread]').textContent()).toBe(String(unread));
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    await expect.poll(() => page.locator('details[data-when="member"] summary [data-unread]').textContent()).toBe('0');
    expect(await page.locator('details[data-when="member"] summary [data-unread]').isHidden()).toBe(true);
    await page.goto(company);
    await expect.poll(() => page.locator('details[data-when="member"] summary [data-unread]').textContent()).toBe('0');
    expect(await page.locator('details[data-when="member"] summary [data-unread]').isHidden()).toBe(true);
    await context.close();
  });
});
