import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { followAnswer, followCountsAnswer, myFollowAnswer } from '../../src/server/follows/follows.responses.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl, launch } from './browser.ts';

/**
 * Follows over HTTP and in Chromium against the built site: the attention/* calls with a signed-in
 * member, their refusals, the follow button on the cached company page (its state after a reload),
 * the login overlay for a visitor, and the plain form without JavaScript.
 */

const ACME = companyId('gb', '00000001');
const HOLDINGS = companyId('gb', '00000002');
const CLIENT = { 'x-forwarded-for': '203.0.113.171' };
const members = ['follow-api', 'follow-button', 'follow-visitor', 'follow-nojs'];

let browser: Browser;
let officer: string;
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  for (const name of members) await createUser(db.db, { email: `${name}@example.com`, password: 'secret-1' });
  await db.close();
  const site = new DatabaseSync(inject('sitePath'), { readOnly: true });
  officer = (site.prepare('select id from officers order by id limit 1').get() as { id: string }).id;
  site.close();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A session cookie for a member, signed in over the API. */
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

describe('the follow calls over HTTP', () => {
  let cookie = '';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}/api/v1/attention/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', cookie, ...CLIENT, ...headers },
      body: JSON.stringify(body),
    });
  const counts = async (query: string) =>
    (await (await fetch(`${baseUrl()}/api/v1/attention/countByFollow${query}`, { headers: { cookie, languagecode: 'en' } })).json()).Data;
  beforeAll(async () => {
    cookie = await signIn('follow-api@example.com');
  });

  it('follows a company and an executive, lists them newest first, counts them and unfollows', async () => {
    const res = await post('follow', { type: 'company', uuid: ACME });
    expect(res.status).toBe(200);
    expect(followAnswer.parse((await res.json()).Data)).toMatchObject({ following: true, total: 1, message: 'Followed' });
    expect((await post('follow', { type: 'executive', uuid: officer })).status).toBe(200);
    const list = myFollowAnswer.parse((await (await post('myFollow', {})).json()).Data);
    expect(list.items.map((i) => [i.type, i.uuid])).toEqual([
      ['executive', officer],
      ['company', ACME],
    ]);
    expect(list.items[1]).toMatchObject({ name: 'Acme Widgets Limited', jurisdiction_code: 'gb', status: 'Active' });
    expect(followCountsAnswer.parse(await counts(`?type=company&uuid=${ACME}`))).toMatchObject({
      counts: { company: 1, executive: 1 },
      total: 2,
      record: { followers: 1, following: true },
    });
    const cancel = await post('cancelFollow', { type: 'company', uuid: ACME });
    expect([cancel.status, (await cancel.json()).Data.message]).toEqual([200, 'Unfollowed successfully']);
    expect((await counts('')).counts).toEqual({ company: 0, executive: 1, dealer: 0 });
  });

  it('answers bad input with clear 4xx messages, never a 500', async () => {
    await post('follow', { type: 'company', uuid: HOLDINGS });
    const twice = await post('follow', { type: 'company', uuid: HOLDINGS });
    expect([twice.status, (await twice.json()).Message]).toEqual([409, 'You already follow this record.']);
    const unknown = await post('follow', { type: 'company', uuid: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, (await unknown.json()).Message]).toEqual([404, 'This company, executive or broker could not be found.']);
    expect((await post('follow', { type: 'company', uuid: 'not-an-id' })).status).toBe(400);
    expect((await post('follow', { type: 'broker', uuid: ACME })).status).toBe(400);
    expect((await post('cancelFollow', { type: 'company', uuid: ACME })).status).toBe(404);
    expect((await post('myFollow', { pageSize: 500 })).status).toBe(400);
  });

  it('refuses visitors (401) and calls from another site (403)', async () => {
    const visitor = await fetch(`${baseUrl()}/api/v1/attention/follow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en' },
      body: JSON.stringify({ type: 'company', uuid: ACME }),
    });
    expect(visitor.status).toBe(401);
    const crossSite = await post('follow', { type: 'company', uuid: ACME }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await post('cancelFollow', { type: 'company', uuid: HOLDINGS }, { 'sec-fetch-site': 'cross-site', origin: '' })).status).toBe(
      403,
    );
    expect((await counts('')).counts.company).toBe(1);
  });

  it('shows the member centre (membership, counts with links) and my follows on private pages; a visitor is asked to sign in', async () => {
    const page = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers: { cookie, ...headers } });
    const centre = await page('/en/user?id=vip');
    expect(centre.headers.get('cache-control')).toBe('private, no-store');
    const html = await centre.text();
    expect(html).toContain('Ordinary member');
    expect(html).toMatch(/href="\/en\/interest\?kind=company"[^>]*>Companies<\/a> <span[^>]*>1<\/span>/);
    const mine = await page('/en/interest?kind=company');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.text()).toContain('Acme Holdings PLC');
    const visitor = await page('/en/interest', { cookie: '' });
    expect(visitor.headers.get('cache-control')).toBe('private, no-store');
    expect(await visitor.text()).toContain('Please log in to see this page.');
  });
});

describe('the follow button in Chromium', () => {
  let visitors = 0;
  const page = `/en/company/${ACME}.html`;
  async function visitor(javaScriptEnabled = true): Promise<BrowserContext> {
    visitors++;
    return browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
      baseURL: baseUrl(),
      javaScriptEnabled,
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${170 + visitors}` },
    });
  }
  async function signedIn(email: string, javaScriptEnabled = true): Promise<BrowserContext> {
    const context = await visitor(javaScriptEnabled);
    const res = await context.request.post('/api/v1/oauth/login', {
      data: { account: email, password: 'secret-1' },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(200);
    return context;
  }

  it('follows and unfollows, and shows the state after a reload of the cached page', async () => {
    const context = await signedIn('follow-button@example.com');
    const tab = await context.newPage();
    await tab.goto(page);
    const form = tab.locator('form[data-follow]');
    const button = form.getByRole('button');
    await expect.poll(() => form.getAttribute('data-following')).toBe('false');
    await button.click();
    await expect.poll(() => tab.locator('.follow-status').textContent()).toBe('Followed');
    expect(await button.textContent()).toBe('Unfollow');
    await tab.reload();
    await expect.poll(() => button.textContent()).toBe('Unfollow');
    await button.click();
    await expect.poll(() => tab.locator('.follow-status').textContent()).toBe('Unfollowed successfully');
    await tab.reload();
    await expect.poll(() => form.getAttribute('data-following')).toBe('false');
    expect(await button.textContent()).toBe('Follow');
    await context.close();
  });

  it('gives a visitor the login overlay, and follows once they have signed in', async () => {
    const context = await visitor();
    const tab = await context.newPage();
    await tab.goto(page);
    await tab.locator('form[data-follow] button').click();
    const dialog = tab.locator('dialog.login-frame');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('tab', { name: 'Password' }).click();
    await dialog.locator('input[name="account"]').fill('follow-visitor@example.com');
    await dialog.locator('input[name="password"]').fill('secret-1');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => tab.locator('.follow-status').textContent()).toBe('Followed');
    await tab.goto('/en/interest');
    expect(await tab.locator('.follows-name').allTextContents()).toEqual(['Acme Widgets Limited']);
    await context.close();
  });

  it('without JavaScript, the form posts and comes back to the page, and my follows unfollows', async () => {
    // A visitor is sent to sign in, then asked once more on /en/follow, and comes back to the page.
    const context = await visitor(false);
    const tab = await context.newPage();
    await tab.goto(page);
    await tab.locator('form[data-follow] button').click();
    await tab.waitForURL(/\/en\/login\?next=%2Fen%2Ffollow%3Ftype%3Dcompany/);
    await tab.locator('form.login-form input[name="account"]').fill('follow-nojs@example.com');
    await tab.locator('form.login-form input[name="password"]').fill('secret-1');
    await tab.locator('form.login-form button[type="submit"]').click();
    await tab.waitForURL(/\/en\/follow\?type=company/);
    expect(await tab.getByText('Follow this company or executive?').isVisible()).toBe(true);
    await tab.getByRole('button', { name: 'Follow', exact: true }).click();
    await tab.waitForURL(`${baseUrl()}${page}#followed`);
    expect(await tab.locator('#followed').isVisible()).toBe(true);
    // Pressed again (the cached page says Follow to everyone): still followed, back at #followed.
    const [again] = await Promise.all([
      tab.waitForResponse((r) => r.url().endsWith('/en/follow')),
      tab.locator('form[data-follow] button').click(),
    ]);
    expect([again.status(), again.headers().location]).toEqual([303, `${page}#followed`]);
    await tab.waitForLoadState();
    await tab.goto('/en/user?id=interest&type=1');
    expect(await tab.locator('.follows-name').allTextContents()).toEqual(['Acme Widgets Limited']);
    await tab.locator('.follows-unfollow button').click();
    await tab.waitForURL(/\/en\/user\?id=interest&type=1#unfollowed$/);
    expect(await tab.locator('#unfollowed').isVisible()).toBe(true);
    expect(await tab.locator('.follows-name').count()).toBe(0);
    await context.close();
  });
});
