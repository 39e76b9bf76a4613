import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { companyInfo as companyInfoSchema, officerInfo as officerInfoSchema } from '../../src/server/lookups/lookups.responses.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { quotaDay } from '../../src/server/membership/view-quota.service.ts';
import { baseUrl, launch } from './browser.ts';

/**
 * The daily view quota against the built site (issue 19): the cached page is the same bytes for a
 * visitor, an ordinary member and a VIP member; the deeper sections come per viewer from the private
 * fragment route, the full page without JavaScript and the app's info calls, all counting the same
 * allowance (5th and 6th record, the same record twice, yesterday's views, another language path, the
 * bearer token).
 */

const ACME = companyId('gb', '00000001');
const CLIENT = { 'x-forwarded-for': '203.0.113.219' };
const MEMBERS = [
  'quota-overlay',
  'quota-ordinary',
  'quota-vip',
  'quota-boundary',
  'quota-app',
  'quota-yesterday',
  'quota-browser',
  'quota-browser-vip',
  'quota-spent',
  'quota-nojs',
];
const ids: Record<string, string> = {};
let companies: string[] = [];
let executive = '';
let formerExecutive = '';
let browser: Browser;

beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  for (const name of MEMBERS) ids[name] = (await createUser(db.db, { email: `${name}@example.com`, password: 'secret-1' })).id;
  for (const name of ['quota-vip', 'quota-browser-vip']) await extendVip(db.db, ids[name], 1, { kind: 'staff_granted', reason: 'e2e' });
  await db.close();
  const site = new DatabaseSync(inject('sitePath'), { readOnly: true });
  companies = (site.prepare('select id from companies where id <> ? order by id limit 12').all(ACME) as Array<{ id: string }>).map(
    (r) => r.id,
  );
  executive = (
    site
      .prepare("select o.id from officers o join appointments a on a.officer_id = o.id where o.name = 'John Smith' and a.company_id = ?")
      .get(ACME) as { id: string }
  ).id;
  // The American John Smith: one position, ended (a deeper section).
  formerExecutive = (site.prepare("select id from officers where name = 'John Smith' and nationality = 'American'").get() as { id: string })
    .id;
  site.close();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A session cookie for a member, signed in over the API as the web does. */
async function signIn(name: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
    body: JSON.stringify({ account: `${name}@example.com`, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The app's bearer token for a member (`X-Client: app`). */
async function appToken(name: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'app', ...CLIENT },
    body: JSON.stringify({ account: `${name}@example.com`, password: 'secret-1' }),
  });
  return (await res.json()).Data.authorization;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers: { ...CLIENT, ...headers }, redirect: 'manual' });
const more = (lang: string, id: string, cookie = '', kind = 'company') => get(`/${lang}/${kind}/${id}/more`, cookie ? { cookie } : {});
const state = (res: Response) => res.headers.get('x-deep-state');

describe('the split over HTTP', () => {
  it('serves one cached page, byte for byte, to a visitor, an ordinary member and a VIP member, without the deeper sections', async () => {
    const path = `/en/company/${ACME}.html`;
    const visitor = await (await get(path)).text();
    const ordinary = await (await get(path, { cookie: await signIn('quota-ordinary') })).text();
    const vip = await (await get(path, { cookie: await signIn('quota-vip') })).text();
    expect(ordinary).toBe(visitor);
    expect(vip).toBe(visitor);
    // The public part: basic information, names, industry codes, officers in office, the latest changes.
    for (const id of ['basic', 'names', 'industry', 'executives', 'same-name', 'history', 'more'])
      expect(visitor, id).toContain(`id="${id}"`);
    // The deeper sections are a slot with a plain link to the full page, and nothing of their content.
    for (const id of ['licences', 'credit', 'financials', 'financing', 'investors', 'ownership', 'former-officers'])
      expect(visitor, id).not.toContain(`<section id="${id}"`);
    expect(visitor).toContain(`data-deep="/en/company/${ACME}/more"`);
    expect(visitor).toContain(`href="/en/company/${ACME}/full"`);
    expect(visitor).not.toContain('class="grade');
    expect(visitor).not.toContain('Current assets, bank funds and current liabilities');
  });

  it('gives each viewer their own deeper sections from the private fragment route', async () => {
    const visitor = await more('en', ACME);
    expect([visitor.status, state(visitor), visitor.headers.get('cache-control')]).toEqual([200, 'signIn', 'private, no-store']);
    const prompt = await visitor.text();
    expect(prompt).toMatch(/^<section id="more"/);
    expect(prompt).toContain('Log in to read them. Members open 5 companies or executives a day in depth, VIP members 100.');
    expect(prompt).toContain(`href="/en/login?next=${encodeURIComponent(`/en/company/${ACME}/full`)}" data-login`);
    expect(prompt).not.toContain('id="credit"');

    const ordinary = await more('en', ACME, await signIn('quota-ordinary'));
    expect([ordinary.status, state(ordinary), ordinary.headers.get('cache-control')]).toEqual([200, 'granted', 'private, no-store']);
    const sections = await ordinary.text();
    for (const id of ['licences', 'credit', 'financials', 'financing']) expect(sections, id).toContain(`<section id="${id}"`);
    expect(sections).toContain('class="grade grade-aa"');
    expect(sections).toContain('Opened in depth today: 1 of 5.');

    const vip = await (await more('en', ACME, await signIn('quota-vip'))).text();
    expect(vip).toContain('Opened in depth today: 1 of 100.');
  });

  it('sends a fragment whole: compressed in one piece, with its length, never chunked', async () => {
    const res = await get(`/en/company/${ACME}/more`, { cookie: await signIn('quota-ordinary'), 'accept-encoding': 'br' });
    expect([res.status, state(res), res.headers.get('content-encoding'), res.headers.get('transfer-encoding')]).toEqual([
      200,
      'granted',
      'br',
      null,
    ]);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(await res.text()).toContain('<section id="credit"');
  });

  it('opens five records for an ordinary member, refuses the sixth with the plans link, and counts the same record once', async () => {
    const cookie = await signIn('quota-boundary');
    for (const [n, id] of companies.slice(0, 5).entries()) {
      const res = await more('en', id, cookie);
      expect(state(res), `view ${n + 1}`).toBe('granted');
      expect(await res.text()).toContain(`Opened in depth today: ${n + 1} of 5.`);
    }
    // The same record again, in another language: still open, still 5.
    const again = await more('de', companies[0], cookie);
    expect(state(again)).toBe('granted');
    expect(await again.text()).toContain('5 von 5');
    const sixth = await more('en', companies[5], cookie);
    expect([sixth.status, state(sixth)]).toEqual([200, 'spent']);
    const spent = await sixth.text();
    expect(spent).toContain('You have opened 5 of your 5 companies and executives in depth for today.');
    expect(spent).toContain('href="/en/vip"');
    expect(spent).not.toContain('id="credit"');
    // Another language path, the full page and an executive are the same allowance.
    expect(state(await more('ar', companies[5], cookie))).toBe('spent');
    expect(state(await more('en', executive, cookie, 'executive'))).toBe('spent');
    const full = await (await get(`/zh-cn/company/${companies[5]}/full`, { cookie })).text();
    expect(full).toContain('href="/zh-cn/vip"');
    expect(full).not.toContain('id="credit"');
  });

  it('applies the same allowance to the app’s bearer token: the public part and the quota’s answer past it', async () => {
    const token = await appToken('quota-app');
    const info = (id: string, auth = true) =>
      fetch(`${baseUrl()}/api/v1/search/company/info?uuid=${id}`, {
        headers: auth ? { authorization: `Bearer ${token}`, ...CLIENT } : CLIENT,
      });
    const granted = await info(ACME);
    expect(granted.headers.get('cache-control')).toBe('private, no-store');
    const first = companyInfoSchema.parse((await granted.json()).Data);
    expect(first.quota).toEqual({ state: 'granted', tier: 'ordinary', used: 1, allowance: 5 });
    expect(first.licences).toBeDefined();
    expect(first.credit).toBeDefined();
    for (const id of companies.slice(1, 5)) expect((await (await info(id)).json()).Data.quota.state).toBe('granted');
    const past = companyInfoSchema.parse((await (await info(companies[5])).json()).Data);
    expect(past.quota).toEqual({ state: 'spent', tier: 'ordinary', used: 5, allowance: 5 });
    expect(past.credit).toBeUndefined();
    expect(past.financials).toBeUndefined();
    expect(past.company.name).toBeTruthy();
    // The web fragment of the same member is spent too: one allowance, whichever way in.
    expect(state(await more('en', companies[6], await signIn('quota-app')))).toBe('spent');
    // A visitor gets the public part and the flag, never the deeper data.
    const visitor = companyInfoSchema.parse((await (await info(ACME, false)).json()).Data);
    expect(visitor.quota).toEqual({ state: 'signIn', tier: 'visitor', used: 0, allowance: 0 });
    expect(visitor.licences).toBeUndefined();
    expect(visitor.officers.every((o) => !o.end_date)).toBe(true);
    const officer = officerInfoSchema.parse(
      (await (await fetch(`${baseUrl()}/api/v1/search/officers/info?uuid=${executive}`, { headers: CLIENT })).json()).Data,
    );
    expect(officer.quota.state).toBe('signIn');
    expect(officer.coAppointees).toBeUndefined();
  });

  it('does not count yesterday’s views today', async () => {
    const site = new DatabaseSync(inject('sitePath'));
    const yesterday = quotaDay(new Date(Date.now() - 86_400_000));
    const insert = site.prepare('insert into view_quota (user_id, day, kind, record_id, viewed_at) values (?, ?, ?, ?, ?)');
    for (const id of companies.slice(0, 5)) insert.run(ids['quota-yesterday'], yesterday, 'company', id, `${yesterday}T12:00:00.000Z`);
    site.close();
    const res = await more('en', companies[7], await signIn('quota-yesterday'));
    expect(state(res)).toBe('granted');
    expect(await res.text()).toContain('Opened in depth today: 1 of 5.');
  });

  it('gives an executive’s past positions to members only; the public page counts them and links to the slot', async () => {
    const page = await (await get(`/en/executive/${formerExecutive}.html`)).text();
    expect(page).toContain('<section id="positions"');
    expect(page).toContain('<a href="#more">Past positions (1)</a>');
    expect(page).not.toContain('<section id="past-positions"');
    expect(page).not.toContain('Secretary');
    expect(page).toContain(`data-deep="/en/executive/${formerExecutive}/more"`);
    const member = await (await more('en', formerExecutive, await signIn('quota-vip'), 'executive')).text();
    expect(member).toContain('<section id="past-positions"');
    expect(member).toContain('Opened in depth today: 2 of 100.');
  });

  it('shows the latest three changes on the cached page and the earlier ones to a member', async () => {
    // Five changes of one company's postal code on five days, as an import records them.
    const id = companies[11];
    const site = new DatabaseSync(inject('sitePath'));
    const run = (site.prepare('select id from import_runs limit 1').get() as { id: string }).id;
    const insert = site.prepare(
      'insert into record_changes (id, run_id, table_name, record_id, changed_at, diff) values (?, ?, ?, ?, ?, ?)',
    );
    for (let d = 1; d <= 5; d++)
      insert.run(
        `quota-history-${d}`,
        run,
        'companies',
        id,
        `2026-0${d}-15T10:00:00.000Z`,
        JSON.stringify({ postal_code: [`AB${d - 1}`, `AB${d}`] }),
      );
    site.close();
    const page = await (await get(`/en/company/${id}.html`)).text();
    const latest = /<section id="history"[\s\S]*?<\/section>/.exec(page)![0];
    expect(latest.match(/<li>/g)).toHaveLength(3);
    expect(latest).toContain('AB5');
    expect(latest).not.toContain('AB2<');
    const sections = await (await more('en', id, await signIn('quota-vip'))).text();
    const earlier = /<section id="earlier-history"[\s\S]*?<\/section>/.exec(sections)![0];
    expect(earlier).toContain('<h2 id="earlier-history-h">Earlier changes</h2>');
    expect(earlier.match(/<li>/g)).toHaveLength(2);
  });

  it('answers 404 for an unknown or malformed id, counting nothing', async () => {
    const cookie = await signIn('quota-ordinary');
    expect((await more('en', '00000000-0000-4000-8000-000000000000', cookie)).status).toBe(404);
    expect((await more('en', 'not-an-id', cookie)).status).toBe(404);
    expect((await get('/en/company/00000000-0000-4000-8000-000000000000/full', { cookie })).status).toBe(404);
    expect(await (await more('en', ACME, cookie)).text()).toContain('Opened in depth today: 1 of 5.');
  });
});

describe('the three viewers in Chromium', () => {
  const context = async (name?: string, javaScriptEnabled = true): Promise<BrowserContext> => {
    const ctx = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1366, height: 900 },
      javaScriptEnabled,
      extraHTTPHeaders: CLIENT,
    });
    if (name) {
      const res = await ctx.request.post('/api/v1/oauth/login', {
        data: { account: `${name}@example.com`, password: 'secret-1' },
        headers: { origin: baseUrl() },
      });
      expect(res.status()).toBe(200);
    }
    return ctx;
  };

  it('shows a visitor the sign-in prompt in the slot; signing in through the overlay brings the sections in place', async () => {
    // A client address of its own: the overlay's password tries count per address.
    const ctx = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1366, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.220' },
    });
    const page = await ctx.newPage();
    await page.goto(`/en/company/${ACME}.html`);
    await page.evaluate(() => document.getElementById('more')!.scrollIntoView());
    await expect.poll(() => page.locator('#more').getAttribute('data-deep-state'), { timeout: 10_000 }).toBe('signIn');
    const box = (await page.locator('#more').boundingBox())!;
    await page.getByRole('link', { name: 'Log in to read more' }).click();
    const dialog = page.locator('dialog.login-frame');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('tab', { name: 'Password' }).click();
    await dialog.locator('input[name="account"]').fill('quota-overlay@example.com');
    await dialog.locator('input[name="password"]').fill('secret-1');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('#more').getAttribute('data-deep-state'), { timeout: 10_000 }).toBe('granted');
    expect(await page.locator('#credit .grade').textContent()).toBe('Grade AA');
    expect(box.height).toBeGreaterThan(100);
    await ctx.close();
  });

  it('loads an ordinary member’s deeper sections when the slot comes near, without moving what is above it', async () => {
    const ctx = await context('quota-browser');
    const page = await ctx.newPage();
    await page.goto(`/en/company/${ACME}.html`);
    // Where the last public section (this company has no recorded changes) sits below the first one,
    // whatever the scroll, before and after.
    const at = () =>
      page.evaluate(
        () =>
          document.getElementById('same-name')!.getBoundingClientRect().top - document.getElementById('basic')!.getBoundingClientRect().top,
      );
    const top = await at();

    await page.evaluate(() => document.getElementById('more')!.scrollIntoView());
    await expect.poll(() => page.locator('#more').getAttribute('data-deep-state'), { timeout: 10_000 }).toBe('granted');
    expect(await page.locator('#credit .grade').textContent()).toBe('Grade AA');
    expect(await page.locator('#financials tbody tr').count()).toBe(3);
    expect(await page.locator('.deep-used').textContent()).toBe('Opened in depth today: 1 of 5.');
    // The sections' dates are worded as the page's own are.
    expect(await page.locator('#more time[data-ago]').first().textContent()).toBe('just now');
    expect(await at()).toBe(top);
    await ctx.close();
  });

  it('gives a VIP member the sections with the VIP allowance, on the same cached page', async () => {
    const ctx = await context('quota-browser-vip');
    const page = await ctx.newPage();
    await page.goto(`/ar/company/${ACME}.html`);
    await page.evaluate(() => document.getElementById('more')!.scrollIntoView());
    await expect.poll(() => page.locator('#more').getAttribute('data-deep-state'), { timeout: 10_000 }).toBe('granted');
    expect(await page.locator('#credit .grade').count()).toBe(1);
    expect(await page.locator('.deep-used').textContent()).toContain('100');
    await ctx.close();
  });

  it('tells a member whose day is spent how many were used, with the plans link, never an error page', async () => {
    const ctx = await context('quota-spent');
    for (const id of companies.slice(0, 5))
      expect((await ctx.request.get(`/en/company/${id}/more`)).headers()['x-deep-state']).toBe('granted');
    const page = await ctx.newPage();
    const res = await page.goto(`/en/company/${ACME}.html`);
    expect(res!.status()).toBe(200);
    await page.evaluate(() => document.getElementById('more')!.scrollIntoView());
    await expect.poll(() => page.locator('#more').getAttribute('data-deep-state'), { timeout: 10_000 }).toBe('spent');
    expect(await page.locator('#more').textContent()).toContain('You have opened 5 of your 5 companies and executives in depth for today.');
    expect(await page.locator('#more a[href="/en/vip"]').textContent()).toBe('See VIP plans');
    expect(await page.locator('#credit').count()).toBe(0);
    await ctx.close();
  });

  it('reads the deeper sections without JavaScript through the full page, which checks the quota on the server', async () => {
    const visitor = await context(undefined, false);
    const page = await visitor.newPage();
    await page.goto(`/en/company/${ACME}.html`);
    await page.getByRole('link', { name: 'Show these sections' }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`/en/company/${ACME}/full`);
    expect(await page.locator('#more a[data-login]').getAttribute('href')).toBe(
      `/en/login?next=${encodeURIComponent(`/en/company/${ACME}/full`)}`,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/en/company/${ACME}\\.html$`));
    await visitor.close();
    const member = await context('quota-nojs', false);
    const full = await member.newPage();
    await full.goto(`/en/company/${ACME}.html`);
    await full.getByRole('link', { name: 'Show these sections' }).click();
    await expect.poll(() => full.locator('#credit .grade').textContent(), { timeout: 10_000 }).toBe('Grade AA');
    expect(await full.locator('.deep-used').textContent()).toBe('Opened in depth today: 1 of 5.');
    await member.close();
  });
});
