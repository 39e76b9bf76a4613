import { gunzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { SEARCH_BROKERS } from '../fixtures/brokers/search-brokers.ts';
import { baseUrl, desktop, launch } from './browser.ts';

const widgets = companyId('gb', '00000001');
const river = companyId('gb', '00000003');
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
// The deeper sections (issue 19) are read as a member: on the private full page, or loaded into the
// cached page's slot (tests/e2e/view-quota.test.ts tests the quota itself).
const MEMBER = 'detail-pages-member@example.com';
let memberCookie = '';
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  await createUser(db.db, { email: MEMBER, password: 'secret-1' });
  await db.close();
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': '203.0.113.231' },
    body: JSON.stringify({ account: MEMBER, password: 'secret-1' }),
  });
  memberCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
/** A browser context signed in as the member. */
async function asMember(context: BrowserContext): Promise<BrowserContext> {
  const res = await context.request.post('/api/v1/oauth/login', {
    data: { account: MEMBER, password: 'secret-1' },
    headers: { origin: baseUrl(), 'x-forwarded-for': '203.0.113.231' },
  });
  expect(res.status()).toBe(200);
  return context;
}

describe('detail pages over HTTP', () => {
  it('renders a company page with its public sections, structured data, canonical and hreflang links, and the deeper ones for a member', async () => {
    const res = await get(`/en/company/${widgets}.html`);
    expect(res.status).toBe(200);
    const cached = await res.text();
    for (const id of ['basic', 'names', 'industry', 'executives', 'same-name', 'more']) expect(cached, id).toContain(`id="${id}"`);
    for (const id of ['licences', 'credit', 'financials', 'financing']) expect(cached, id).not.toContain(`<section id="${id}"`);
    expect(cached).toContain('<h1 dir="auto">Acme Widgets Limited</h1>');
    expect(cached).toContain('No official website on record');
    expect(cached).toContain('John Smith: 2 other people of the same name');
    // The member's full page has every section the page had before the split, at the same ids.
    const html = await (await get(`/en/company/${widgets}/full`, { cookie: memberCookie })).text();
    for (const id of [
      'basic',
      'names',
      'industry',
      'licences',
      'credit',
      'financials',
      'financing',
      'ipo',
      'acquisitions',
      'investors',
      'executives',
      'officers',
      'same-name',
      'branches',
      'ownership',
    ]) {
      expect(html, id).toContain(`id="${id}"`);
    }
    expect(html).toContain('<h1 dir="auto">Acme Widgets Limited</h1>');
    expect(html).toContain('No official website on record');
    expect(html).toContain('No valid regulatory information. Please be aware of the risk.');
    expect(html).toMatch(
      /<svg viewBox="0 0 \d+ 220" role="img" aria-label="Current assets, bank funds and current liabilities of Acme Widgets Limited by year"/,
    );
    // Spec section 3's "has charges/litigation": both flags, side by side.
    expect(html).toMatch(/<dt>Charges<\/dt><dd[^>]*>No<\/dd><\/div><div[^>]*><dt>Litigation<\/dt><dd[^>]*>Yes<\/dd>/);
    expect(html).toContain('John Smith: 2 other people of the same name');
    const graph = jsonLd(cached)['@graph'];
    expect(graph[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Widgets Limited',
      foundingDate: '2001-02-03',
      identifier: [{ propertyID: 'company_number', value: '00000001' }],
    });
    expect(graph[1]['@type']).toBe('BreadcrumbList');
    for (const page of [cached, html]) {
      expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/en/company/${widgets}\\.html"`));
      expect(page).toMatch(new RegExp(`<link rel="alternate" hreflang="ar" href="[^"]+/ar/company/${widgets}\\.html"`));
      expect(page).toMatch(/<title>Acme Widgets Limited – United Kingdom company – CorpAtlas<\/title>/);
    }
  });

  it('writes the page in the language of its path, right to left in Arabic', async () => {
    const html = await (await get(`/ar/company/${river}.html`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('Acme Rivers Ltd');
    expect(html).not.toContain('(not translated)');
  });

  it('shows an executive with positions, other names and same-name people told apart', async () => {
    const company = await (await get(`/en/company/${widgets}.html`)).text();
    const executive = /href="\/en\/executive\/([0-9a-f-]{36})\.html"[^>]*>John Smith</.exec(company)![1];
    const html = await (await get(`/en/executive/${executive}.html`)).text();
    expect(html).toContain('<h1 dir="auto">John Smith</h1>');
    expect(html).toContain('Acme Widgets Limited');
    expect(html).toContain('American');
    expect(html).toContain('Irish');
    expect(jsonLd(html)['@graph'][0]).toMatchObject({
      '@type': 'Person',
      name: 'John Smith',
      nationality: 'British',
      jobTitle: 'director',
    });
  });

  it('redirects old links without .html, and answers 404 with no id or an unknown one', async () => {
    const old = await get(`/en/company/${widgets}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/en/company/${widgets}.html`);
    expect((await get('/en/company/')).status).toBe(404);
    expect((await get('/en/company/00000000-0000-0000-0000-000000000000.html')).status).toBe(404);
    expect((await get('/en/executive/not-an-id.html')).status).toBe(404);
    const missing = await get('/en/executive/00000000-0000-0000-0000-000000000000.html');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This page could not be found');
  });

  it('serves the page from the shared cache with ETag and 304, the same for every visitor', async () => {
    const path = `/de/company/${river}.html`;
    const first = await get(path, { cookie: 'country=156; userCountry=156', 'accept-encoding': 'br' });
    // Each server worker keeps its own cache and requests go round the workers: ask until one answers from memory.
    let second = await get(path, { 'accept-encoding': 'br' });
    for (let i = 0; i < 6 && second.headers.get('x-cache') !== 'HIT'; i++) second = await get(path, { 'accept-encoding': 'br' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get('etag')!;
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('records a view reported by the page for recent browsing', async () => {
    const add = await fetch(`${baseUrl()}/api/v1/search/latelybrowse/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ type: 'company', uuid: widgets }),
    });
    expect(add.status).toBe(200);
    const cookie = add.headers.get('set-cookie')!.split(';')[0];
    expect(add.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const list = await fetch(`${baseUrl()}/api/v1/search/latelybrowse/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl() },
      body: '{"type":"company"}',
    });
    expect((await list.json()).Data.items).toEqual([{ uuid: widgets, name: 'Acme Widgets Limited', jurisdiction_code: 'gb' }]);
    const bad = await fetch(`${baseUrl()}/api/v1/search/latelybrowse/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: '{"type":"company","uuid":"x"}',
    });
    expect(bad.status).toBe(400);
  });

  it('lists every company and executive in sitemaps that robots.txt points to', async () => {
    expect(await (await get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    const index = await (await get('/sitemap.xml')).text();
    const children = [...index.matchAll(/<loc>https:\/\/corpatlas\.com(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(children.length).toBeGreaterThan(2);
    let urls = '';
    for (const child of children) {
      const res = await get(child, { 'accept-encoding': 'identity' });
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      urls += res.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
    }
    expect(urls).toContain(`https://corpatlas.com/en/company/${widgets}.html`);
    expect(urls).toContain(`https://corpatlas.com/de/company/${river}.html`);
    // The search register's 1,110 companies and those behind the broker fixtures.
    expect(urls.match(/\/en\/company\//g)!.length).toBe(1110 + SEARCH_BROKERS.flatMap((b) => b.companies).length);
  });
});

describe('detail pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('read fully with JavaScript off: the public sections, and the deeper ones through the full page', async () => {
    const context = await asMember(
      await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 800 } }),
    );
    const page = await context.newPage();
    await page.goto(`/en/company/${widgets}.html`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Acme Widgets Limited');
    expect(await page.locator('#credit').count()).toBe(0);
    await page.locator('#more').getByRole('link', { name: 'Show these sections' }).click();
    await expect.poll(() => page.locator('#credit .grade').textContent(), { timeout: 10_000 }).toBe('Grade AA');
    expect(await page.locator('#financials tbody tr').count()).toBe(3);
    // Without the page's script the source note carries the date itself.
    expect(await page.locator('#basic time[data-ago]').textContent()).toMatch(/\d{4}/);
    // The follow button is a plain form that posts and comes back (tests/e2e/follows.test.ts follows through it).
    const follow = page.locator('form[data-follow]');
    expect([await follow.getAttribute('method'), await follow.getAttribute('action')]).toEqual(['post', '/en/follow']);
    expect(await follow.getByRole('button', { name: 'Follow', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('#followed').isHidden()).toBe(true);
    // Another record's page opens in a new tab, as results do (spec section 2).
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('#executives a', { hasText: 'John Smith' }).click()]);
    await expect.poll(() => tab.url()).toMatch(/\/en\/executive\/[0-9a-f-]{36}\.html$/);
    await context.close();
  });

  it('remembers the company among recent views under the search box', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto(`/en/company/${river}.html`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('search:recent')), { timeout: 5000 }).toContain('Blue River Limited');
    // The script words the date of the data (imported moments ago) by the spec's relative-time rules.
    expect(await page.locator('#basic time[data-ago]').textContent()).toBe('just now');
    await context.close();
  });
});

describe('detail pages on a phone (390 px) and a desktop (1366 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const phone = (width = 390) =>
    browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true, baseURL: baseUrl() });

  for (const lang of ['en', 'ar']) {
    it(`fits a rich company page into 390 px in ${lang}: tables as cards, a legend of small swatches, footer links`, async () => {
      const context = await asMember(await phone());
      const page = await context.newPage();
      // The cached page, with the member's deeper sections loaded into its slot.
      await page.goto(`/${lang}/company/${widgets}.html`);
      await page.evaluate(() => document.getElementById('more')!.scrollIntoView());
      await expect.poll(() => page.locator('#more').getAttribute('data-deep-state'), { timeout: 10_000 }).toBe('granted');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
      // Each row of the financial and financing tables is a card, the column's name beside each value.
      expect(await page.locator('#financing tbody tr').count()).toBe(2);
      expect(
        await page
          .locator('#financing tbody tr')
          .first()
          .evaluate((tr) => getComputedStyle(tr).display),
      ).toBe('block');
      const label = await page
        .locator('#financials tbody td')
        .first()
        .evaluate((td) => getComputedStyle(td, '::before').content);
      expect(label).not.toBe('none');
      // …and still a table to a screen reader: the browser's accessibility tree has its rows and cells.
      const cdp = await context.newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value: string } }> };
      const roles = nodes.map((n) => n.role?.value);
      expect(roles.filter((r) => r === 'table').length).toBeGreaterThanOrEqual(2);
      expect(roles.filter((r) => r === 'rowheader').length).toBe(3);
      expect(roles.filter((r) => r === 'columnheader').length).toBe(9);
      const swatches = await page.locator('#financials .legend svg').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      expect(swatches).toHaveLength(3);
      for (const w of swatches) expect(w).toBeLessThanOrEqual(16);
      // The spec hides the footer on phones: its links are still there, in a compact list.
      for (const path of ['about', 'privacyPolicy', 'serviceAgreement']) {
        expect(await page.locator(`footer a[href="/${lang}/${path}"]`).filter({ visible: true }).count(), path).toBe(1);
      }
      await context.close();
    });
  }

  it('keeps the desktop tables as tables, with the same small legend swatches, at 1366 px', async () => {
    const context = await asMember(await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: baseUrl() }));
    const page = await context.newPage();
    await page.goto(`/en/company/${widgets}/full`);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1366);
    expect(
      await page
        .locator('#financials tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
    ).toBe('table-row');
    for (const w of await page.locator('#financials .legend svg').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))) {
      expect(w).toBeLessThanOrEqual(16);
    }
    await context.close();
  });

  it('names the sections it has nothing for in one line, whose names keep the sections’ anchors', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`/en/company/${river}.html`);
    expect(await page.locator('.not-known').count()).toBe(1);
    const line = (await page.locator('.not-known').textContent())!;
    expect(line).toMatch(/^Not known: .*Financing.*Acquisitions/);
    expect(await page.getByText(/No information about/).count()).toBe(0);
    // No empty heading is drawn; a link to #financing lands on the line that names it.
    expect(await page.locator('h2', { hasText: /^Financing$/ }).count()).toBe(0);
    expect(await page.locator('.not-known #financing').count()).toBe(1);
    for (const href of await page.locator('.detail-toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(await page.locator(href).count(), href).toBe(1);
    }
    await context.close();
  });

  it('opens every link to another company, person or result list in a new tab', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`/en/company/${widgets}.html`);
    const company = await page
      .locator('.detail-section a[href*="/company/"], .detail-section a[href*="/executive/"], .detail-section a[href*="/searchExecutive"]')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    expect(company.length).toBeGreaterThanOrEqual(2);
    for (const [target, rel] of company) {
      expect(target).toBe('_blank');
      expect(rel).toContain('noopener');
    }
    const executive = await page.locator('#executives a').first().getAttribute('href');
    await page.goto(executive!);
    const links = await page
      .locator('.detail-section a[href*="/company/"], .detail-section a[href*="/executive/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('target')));
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(['_blank']));
    await context.close();
  });

  it('keeps the phone top bar on one line in all 19 languages, at 390 and 360 px', async () => {
    for (const width of [390, 360]) {
      const context = await phone(width);
      const page = await context.newPage();
      for (const lang of [
        'ar',
        'de',
        'en',
        'es',
        'fil',
        'fr',
        'hi',
        'id',
        'it',
        'ja',
        'ko',
        'ms',
        'pt',
        'ru',
        'th',
        'tr',
        'vi',
        'zh-cn',
        'zh',
      ]) {
        await page.goto(`/${lang}/company/${river}.html`);
        const bar = await page.locator('.mobile-bar').evaluate((el) => {
          const input = el.querySelector('input')!;
          // How wide the placeholder is drawn, against the room the field has for it.
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = getComputedStyle(input).font;
          const text = ctx.measureText(input.placeholder).width;
          const room =
            input.clientWidth -
            parseFloat(getComputedStyle(input).paddingInlineStart) -
            parseFloat(getComputedStyle(input).paddingInlineEnd);
          return { height: el.getBoundingClientRect().height, text, room };
        });
        expect(bar.height, `${lang} at ${width}`).toBeLessThanOrEqual(58);
        expect(bar.text, `${lang} placeholder at ${width}`).toBeLessThanOrEqual(bar.room);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), lang).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  });
});
