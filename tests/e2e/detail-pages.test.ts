import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl, desktop, launch } from './browser.ts';

const widgets = companyId('gb', '00000001');
const river = companyId('gb', '00000003');
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('detail pages over HTTP', () => {
  it('renders a company page with its sections, structured data, canonical and hreflang links', async () => {
    const res = await get(`/en/company/${widgets}.html`);
    expect(res.status).toBe(200);
    const html = await res.text();
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
      /<svg viewBox="0 0 640 220" role="img" aria-label="Current assets, bank funds and current liabilities of Acme Widgets Limited by year"/,
    );
    expect(html).toContain('John Smith: 2 other people of the same name');
    const graph = jsonLd(html)['@graph'];
    expect(graph[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Widgets Limited',
      foundingDate: '2001-02-03',
      identifier: [{ propertyID: 'company_number', value: '00000001' }],
    });
    expect(graph[1]['@type']).toBe('BreadcrumbList');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/en/company/${widgets}\\.html"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="ar" href="[^"]+/ar/company/${widgets}\\.html"`));
    expect(html).toMatch(/<title>Acme Widgets Limited – United Kingdom company – CorpAtlas<\/title>/);
  });

  it('writes the page in the language of its path, right to left in Arabic', async () => {
    const html = await (await get(`/ar/company/${river}.html`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('Acme Rivers Ltd');
    expect(html).not.toContain('(not translated)');
  });

  it('shows an executive with positions, other names and same-name people told apart', async () => {
    const company = await (await get(`/en/company/${widgets}.html`)).text();
    const executive = /href="\/en\/executive\/([0-9a-f-]{36})\.html" dir="auto">John Smith</.exec(company)![1];
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
    expect(urls.match(/\/en\/company\//g)!.length).toBe(1110);
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

  it('read fully with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/en/company/${widgets}.html`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Acme Widgets Limited');
    expect(await page.locator('#credit .grade').textContent()).toBe('Grade AA');
    expect(await page.locator('#financials tbody tr').count()).toBe(3);
    // Without the page's script the source note carries the date itself.
    expect(await page.locator('#basic time[data-ago]').textContent()).toMatch(/\d{4}/);
    await page.locator('#executives a', { hasText: 'John Smith' }).click();
    await expect.poll(() => page.url()).toMatch(/\/en\/executive\/[0-9a-f-]{36}\.html$/);
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
