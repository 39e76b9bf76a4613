import { DatabaseSync } from 'node:sqlite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { myFollowAnswer } from '../../src/server/follows/follows.responses.ts';
import { CLONE_ID, CY_COMPANY_ID, LICENSED_ID } from '../fixtures/brokers.ts';
import { baseUrl, launch } from './browser.ts';

/**
 * The broker page (/{lang}/dealer/{id}.html) against the built site, with the two fixture brokers of
 * tests/fixtures/brokers.ts: every section, 404 and the old-link redirects, the shared cache (ETag,
 * 304), JSON-LD, the sponsored account-opening link only with a licence in force, the past view of
 * the time machine (noindex, never cached), the sections in Chromium without JavaScript, and
 * following a broker through the API.
 */

const SECTIONS = [
  'overview',
  'regulation',
  'score',
  'risk',
  'accounts',
  'vps',
  'software',
  'websites',
  'group',
  'clones',
  'exposure',
  'history',
];
const page = (id: string, lang = 'en') => `/${lang}/dealer/${id}.html`;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('the broker page over HTTP', () => {
  it('renders every section of a licensed broker with its facts', async () => {
    const res = await get(page(LICENSED_ID));
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of SECTIONS) expect(html, id).toContain(`<section id="${id}"`);
    for (const heading of [
      'Overview',
      'Regulation',
      'Score explained',
      'Risk',
      'Account information',
      'VPS plans',
      'Trading software and server check',
      'Website check',
      'Relationship tree',
      'Clones',
      'Exposure',
      'Time machine',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain('<h1 dir="auto">Harbourline Markets</h1>');
    // The licence with its regulator from the catalogue, the regulator's own record and our regulator page.
    expect(html).toMatch(/<bdi>Cyprus Securities and Exchange Commission<\/bdi>\s*·\s*Cyprus/);
    expect(html).toContain('href="https://www.cysec.gov.cy/en-GB/entities/investment-firms/cypriot/123"');
    expect(html).toMatch(/href="\/en\/regulator\/[0-9a-f-]{36}\.html"/);
    expect(html).toContain('Exceeds its scope');
    expect(html).toContain('Reception and transmission of orders, Dealing on own account');
    // The score's indices with their weights, each point with its evidence.
    expect(html).toContain('9 out of 10 · weight 30%');
    expect(html).toContain('CySEC 123/10');
    // The MT5 server registered to someone else, the accounts as 1:N, the group and the clone of this broker.
    expect(html).toContain('Not one of the broker&#39;s companies');
    expect(html).toContain('1:500');
    expect(html).toContain(`href="/en/company/${CY_COMPANY_ID}.html"`);
    expect(html).toContain(`href="/en/dealer/${CLONE_ID}.html"`);
    expect(html).toContain('Score changed from 6.8 to 7.86');
    expect(html).toMatch(/<svg viewBox="0 0 \d+ \d+" role="img" aria-label="Score of Harbourline Markets over time"/);
  });

  it('shows the sponsored account-opening link only for a broker with a licence in force', async () => {
    const licensed = await (await get(page(LICENSED_ID))).text();
    expect(licensed).toMatch(
      /<a class="btn btn-secondary" href="https:\/\/trade\.harbourline-markets\.example\/" rel="sponsored nofollow noopener"/,
    );
    const clone = await (await get(page(CLONE_ID))).text();
    expect(clone).not.toContain('rel="sponsored');
    expect(clone).not.toContain('Open an account');
    // The clone's risks as brokerRisks lists them (the score's rules): no licence, whom it copies and why,
    // the regulator's warning, the young domain; the claim someone else holds is the clone finding.
    expect(clone).toContain('No valid regulatory information. Please be aware of the risk.');
    const risk = /<section id="risk"[\s\S]*?<\/section>/.exec(clone)![0];
    const items = [...risk.matchAll(/<strong>([^<]*)<\/strong>/g)].map((m) => m[1]);
    expect(items).toEqual([
      'No licence in force',
      'Suspected clone of another firm',
      'Warning published by a regulator',
      'Website domain registered less than 365 days ago',
    ]);
    expect(risk).toContain(`href="/en/dealer/${LICENSED_ID}.html"`);
    expect(risk).toContain('Uses the licence number of another firm');
    expect(risk).toContain('https://www.cysec.gov.cy/en-GB/public-info/warnings/harbourline-pro');
    expect(risk).toContain('harbourline-markets-pro.example');
    expect(risk).not.toContain('Claims a licence we cannot find on record');
    expect(clone).toContain('Young domain');
    // Clone reasons are translated (stored kebab-case, keyed camelCase), in the Clones section too.
    const ar = await (await get(page(CLONE_ID, 'ar'))).text();
    expect(ar).not.toContain('">licence number<');
    expect(ar).not.toContain('· licence number');
    expect(ar).toContain('يستخدم رقم ترخيص');
  });

  it('links How we score brokers and Compare from the score, and the scoring page links regulator pages', async () => {
    const html = await (await get(page(LICENSED_ID))).text();
    expect(html).toContain('<a href="/en/brokers/scoring">How we score brokers</a>');
    expect(html).toContain(`<a href="/en/brokers/compare?ids=${LICENSED_ID}">Compare brokers</a>`);
    const scoring = await (await get('/en/brokers/scoring')).text();
    expect(scoring).toMatch(/<a href="\/en\/regulator\/[0-9a-f-]{36}\.html"[^>]*>FCA \(GB\)<\/a>/);
    const home = await (await get('/en')).text();
    expect(home).toContain('<a href="/en/brokers">Broker checks</a>');
    expect(home).toContain('<a href="/en/regulators">Financial regulators</a>');
  });

  it('writes JSON-LD, canonical and hreflang links, and the title', async () => {
    const html = await (await get(page(LICENSED_ID))).text();
    const graph = jsonLd(html)['@graph'];
    expect(graph[0]).toMatchObject({
      '@type': 'FinancialService',
      name: 'Harbourline Markets',
      sameAs: ['https://www.harbourline-markets.example/'],
      identifier: [
        { propertyID: 'trader_code', value: '9900000001' },
        { propertyID: 'CySEC', value: '123/10' },
        { propertyID: 'FCA', value: '765432' },
      ],
    });
    expect(graph[1]['@type']).toBe('BreadcrumbList');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/en/dealer/${LICENSED_ID}\\.html"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="ar" href="[^"]+/ar/dealer/${LICENSED_ID}\\.html"`));
    expect(html).toContain('<title>Harbourline Markets: broker licences, score and risk – CorpAtlas</title>');
    expect(html).not.toContain('name="robots"');
  });

  it('writes the page right to left in Arabic, every text translated', async () => {
    const html = await (await get(page(LICENSED_ID, 'ar'))).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('آلة الزمن');
    expect(html).not.toContain('(not translated)');
  });

  it('answers 404 for an unknown broker and redirects old forms of the link', async () => {
    expect((await get('/en/dealer/00000000-0000-0000-0000-000000000000.html')).status).toBe(404);
    expect((await get('/en/dealer/not-a-broker.html')).status).toBe(404);
    const upper = await get(`/en/dealer/${LICENSED_ID.toUpperCase()}.html`);
    expect([upper.status, upper.headers.get('location')]).toEqual([301, page(LICENSED_ID)]);
    const bare = await get(`/en/dealer/${LICENSED_ID}`);
    expect(bare.status).toBeGreaterThanOrEqual(301);
    expect(bare.status).toBeLessThanOrEqual(302);
    expect(bare.headers.get('location')).toBe(page(LICENSED_ID));
  });

  it('serves the page from the shared cache with ETag and 304', async () => {
    const path = page(LICENSED_ID, 'de');
    const first = await get(path, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    let second = await get(path, { 'accept-encoding': 'br' });
    for (let i = 0; i < 6 && second.headers.get('x-cache') !== 'HIT'; i++) second = await get(path, { 'accept-encoding': 'br' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('set-cookie')).toBeNull();
    // Each worker keeps its own copy; should two copies differ (a render on each side of a change),
    // a conditional request the other worker answers gets that worker's page and ETag, and one with
    // the ETag a worker gave must get its 304.
    let etag = second.headers.get('etag')!;
    let conditional = await get(path, { 'if-none-match': etag });
    for (let i = 0; i < 6 && conditional.status !== 304; i++) {
      expect(conditional.status).toBe(200);
      etag = conditional.headers.get('etag')!;
      conditional = await get(path, { 'if-none-match': etag });
    }
    expect(conditional.status).toBe(304);
  });

  it('shows the page as it was on a date: marked, noindex, canonical to the live page, never cached', async () => {
    const path = `${page(LICENSED_ID)}?date=2026-07-15`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/en/dealer/${LICENSED_ID}\\.html"`));
    expect(html).toContain('This is the page as it was on Jul 15, 2026 (as recorded on Jun 1, 2026), not as it is today.');
    expect(html).toContain('The score on that day was 6.8 out of 10.');
    // The FCA licence was still in force then; the trading site was not there yet; no sponsored link in a past view.
    expect(html).not.toContain('Exceeds its scope</span>');
    expect(html).not.toContain('trade.harbourline-markets.example</a>');
    expect(html).not.toContain('rel="sponsored');
    expect(html).not.toContain('<section id="accounts"');
    expect((await get(path)).headers.get('x-cache')).toBeNull();
    expect((await get(`${page(LICENSED_ID)}?date=2020-01-01`)).status).toBe(404);
    expect((await get(`${page(LICENSED_ID)}?date=yesterday`)).status).toBe(400);
  });
});

describe('the broker page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads every section with JavaScript off, on a phone', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const tab = await context.newPage();
    await tab.goto(page(LICENSED_ID));
    const headings = await tab.locator('section.detail-section > h2').allInnerTexts();
    expect(headings).toEqual([
      'Overview',
      'Regulation',
      'Score explained',
      'Risk',
      'Account information',
      'VPS plans',
      'Trading software and server check',
      'Website check',
      'Relationship tree',
      'Clones',
      'Exposure',
      'Time machine',
    ]);
    // Nothing wider than the phone, and the accounts table read as cards.
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(tab.locator('#accounts tbody tr').first().isVisible()).resolves.toBe(true);
    // The time machine's form works without a script.
    await tab.fill('#past-date', '2026-07-15');
    await tab.click('.past-form button');
    await tab.waitForURL(/\?date=2026-07-15$/);
    expect(await tab.locator('.past-banner').innerText()).toContain('Jul 15, 2026');
    await context.close();
  });
});

describe('following a broker', () => {
  const CLIENT = { 'x-forwarded-for': '203.0.113.181' };
  let cookie = '';
  beforeAll(async () => {
    const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
    await createUser(db.db, { email: 'broker-follow@example.com', password: 'secret-1' });
    await db.close();
    const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
      body: JSON.stringify({ account: 'broker-follow@example.com', password: 'secret-1' }),
    });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api/v1/attention/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', cookie, ...CLIENT },
      body: JSON.stringify(body),
    });

  it('follows a broker, lists it in the member centre with its name and country, and refuses an unknown one', async () => {
    expect((await post('follow', { type: 'dealer', uuid: LICENSED_ID })).status).toBe(200);
    const list = myFollowAnswer.parse((await (await post('myFollow', { type: 'dealer' })).json()).Data);
    expect(list.items).toMatchObject([{ type: 'dealer', uuid: LICENSED_ID, name: 'Harbourline Markets', jurisdiction_code: 'cy' }]);
    const unknown = await post('follow', { type: 'dealer', uuid: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, (await unknown.json()).Message]).toEqual([404, 'This broker could not be found.']);
    const centre = await (await fetch(`${baseUrl()}/en/interest?kind=dealer`, { headers: { cookie } })).text();
    expect(centre).toContain(`href="/en/dealer/${LICENSED_ID}.html"`);
    expect(centre).toContain('Brokers');
  });
});

describe('a change to a broker', () => {
  it('marks its cached page stale through page_changes, as importers and the scoring job write them', async () => {
    const path = page(CLONE_ID, 'fr');
    await get(path);
    let cached = await get(path);
    for (let i = 0; i < 6 && cached.headers.get('x-cache') !== 'HIT'; i++) cached = await get(path);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    const db = new DatabaseSync(inject('sitePath'));
    db.prepare("update brokers set name = 'Harbourline Markets Pro (renamed)' where id = ?").run(CLONE_ID);
    db.prepare("insert into page_changes (kind, entity_id, changed_at) values ('dealer', ?, ?)").run(CLONE_ID, new Date().toISOString());
    db.close();
    let html = '';
    for (let i = 0; i < 40 && !html.includes('(renamed)'); i++) {
      await new Promise((r) => setTimeout(r, 250));
      html = await (await get(path)).text();
    }
    expect(html).toContain('<h1 dir="auto">Harbourline Markets Pro (renamed)</h1>');
  });
});
