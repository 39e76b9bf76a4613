import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import ar from '../../locales/ar.json' with { type: 'json' };
import { stableId } from '../../src/server/import/stable-id.ts';
import { brokerIdOf } from '../fixtures/brokers/search-brokers.ts';
import { baseUrl, desktop, launch } from './browser.ts';

/**
 * Brokers in the search, the rank lists and the broker calls of the built site, on the broker
 * fixtures of tests/fixtures/brokers/search-brokers.ts (seeded by global-setup.ts).
 */

const PELICAN = brokerIdOf('9000000001');
const NORTHGATE = brokerIdOf('9000000002');

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseUrl()), { headers, redirect: 'manual' });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own answer shape
const json = async (path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any; res: Response }> => {
  const res = await get(path, headers);
  return { status: res.status, body: await res.json(), res };
};

describe('the broker calls over HTTP', () => {
  it('suggests brokers in the suggestions envelope, with score, grade, country and trader code', async () => {
    const { status, body } = await json('/api/v1/search/broker/completionSuggest?prefix=pelican%20cr');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data[0]).toEqual({
      uuid: PELICAN,
      name: 'Pelican Crest Markets',
      code: '9000000001',
      country: 'GB',
      score: 8.7,
      grade: 'AAA',
      matched_name: null,
    });
    const blank = await json('/api/v1/search/broker/completionSuggest?prefix=%20', { languagecode: 'en' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ code: 400, data: [], message: en['search.enterKeyword'] });
  });

  it('finds a broker by the company behind it in the list call, filtered by regulator', async () => {
    const res = await fetch(new URL('/api/v1/search/broker/list', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: 'northgate financial', regulator: 'cysec' }),
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.Data.items.map((b: { name: string; matched_name: string }) => [b.name, b.matched_name])).toEqual([
      ['Northgate FX', 'Northgate Financial Services Ltd'],
    ]);
  });

  it('looks brokers up by trader codes, and refuses malformed codes or too many with a clear message', async () => {
    const ok = await json('/api/v1/dealer/byCodes?codes=9000000002,9000000001,9999999999');
    expect(ok.status).toBe(200);
    expect(ok.res.headers.get('cache-control')).toContain('public');
    expect(ok.body.Data.map((b: { code: string; uuid: string }) => [b.code, b.uuid])).toEqual([
      ['9000000002', NORTHGATE],
      ['9000000001', PELICAN],
    ]);
    const bad = await json('/api/v1/dealer/byCodes?codes=9000000001,12ab', { languagecode: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe(en['broker.codes.invalid']);
    const many = Array.from({ length: 51 }, (_, i) => String(9_100_000_000 + i)).join(',');
    const tooMany = await json(`/api/v1/dealer/byCodes?codes=${many}`, { languagecode: 'ar' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toBe(ar['broker.codes.tooMany']);
  });

  it('answers rank lists overall and by regulator country, and refuses an unknown regulator with 404', async () => {
    const all = await json('/api/v1/dealer/rank');
    expect(all.res.headers.get('cache-control')).toMatch(/public.*s-maxage=300/);
    // Other lanes' fixtures share the e2e register: these brokers, in this order, with their places ascending.
    const ours = (items: Array<{ code: string; position: number; name: string }>) => items.filter((b) => b.code.startsWith('900000000'));
    const overall = ours(all.body.Data.items);
    expect(overall.map((b) => b.name)).toEqual(['Pelican Crest Markets', '海港外汇 Pelican Global', 'Northgate FX', 'Quayside Trade']);
    expect(overall[0].position).toBe(1);
    expect(overall.map((b) => b.position)).toEqual([...overall.map((b) => b.position)].sort((a, b) => a - b));
    const cy = await json('/api/v1/dealer/rank?country=cy&size=50');
    expect(cy.body.Data.country).toBe('CY');
    expect(ours(cy.body.Data.items).map((b) => b.name)).toEqual(['Pelican Crest Markets', 'Northgate FX']);
    const unknown = await json('/api/v1/dealer/rank?regulator=nosuch', { languagecode: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe(en['broker.rank.unknownRegulator'].replace('{regulator}', 'nosuch'));
  });

  it("answers a broker's score and history, and 404 for an unknown broker", async () => {
    const score = await json(`/api/v1/dealer/score?uuid=${PELICAN}`);
    expect(score.body.Data).toMatchObject({ uuid: PELICAN, score: 8.7, grade: 'AAA', stars: 4.5, rank: 1 });
    const history = await json(`/api/v1/dealer/history?uuid=${PELICAN}`);
    expect(history.body.Data).toEqual({ uuid: PELICAN, items: [] });
    const missing = await json(`/api/v1/dealer/score?uuid=${brokerIdOf('9999999999')}`, { languagecode: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe(en['broker.notFound']);
  });
});

describe('broker pages over HTTP', () => {
  it('ranks brokers on /{lang}/brokers, shared and cached, with links to each broker, the scoring method and compare', async () => {
    // A returning visitor (preference cookies set): an answer that sets cookies is never shared.
    const res = await get('/en/brokers', { cookie: 'lang=en; country=826; userCountry=826; env=production' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=300/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    expect(html).toContain(`href="/en/dealer/${PELICAN}.html"`);
    expect(html).toContain('href="/en/brokers/scoring"');
    expect(html).toContain(`href="/en/brokers/compare?ids=${PELICAN},`);
    expect(html.indexOf('Pelican Crest Markets')).toBeLessThan(html.indexOf('Northgate FX'));
    // The closed brand has no score: it is not ranked.
    expect(html).not.toContain('Pelican Closed Brokers');
    const cyprus = await (await get('/en/brokers?country=CY')).text();
    expect(cyprus).toContain('Northgate FX');
    expect(cyprus).not.toContain('Quayside Trade');
    expect((await get('/en/brokers?page=99')).status).toBe(404);
    expect((await get('/en/brokers?country=xyz')).status).toBe(404);
  });

  it('lists brokers on the Brokers tab with their filters, and a few above the companies on the All tab', async () => {
    const tab = await (await get('/en/searchCompany?keyword=pelican&tab=brokers')).text();
    expect(tab).toContain(`/en/dealer/${PELICAN}.html`);
    expect(tab).toContain(en['broker.list.licences'].replace('{count}', '2'));
    expect(tab).toContain('regulator=asic');
    const filtered = await (await get('/en/searchCompany?keyword=pelican&tab=brokers&regulator=asic')).text();
    expect(filtered).toContain(`/en/dealer/${brokerIdOf('9000000003')}.html`);
    expect(filtered).toContain(
      `<h1 class="results-heading text-lg md:text-xl font-bold mt-0 mb-3">${en['search.brokersNamed'].replace('{keyword}', 'pelican')}</h1>`,
    );
    expect(filtered).not.toContain(`/en/dealer/${PELICAN}.html`);
    const all = await (await get('/en/searchCompany?keyword=pelican%20crest')).text();
    expect(all).toContain('id="broker-preview-heading"');
    // The broker above the companies behind it.
    expect(all.indexOf(`/en/dealer/${PELICAN}.html`)).toBeGreaterThan(0);
    expect(all.indexOf(`/en/dealer/${PELICAN}.html`)).toBeLessThan(
      all.indexOf(`/en/company/${stableId('company', 'gb', 'BRK00001')}.html`),
    );
    const none = await (await get('/en/searchCompany?keyword=acme')).text();
    expect(none).not.toContain('broker-preview-heading');
  });

  it("sends the search box's Broker choice without JavaScript to the Brokers tab", async () => {
    const res = await get('/en/searchCompany?type=broker&keyword=pelican');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/searchCompany?keyword=pelican&tab=brokers');
  });
});

describe('brokers in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** The home box hydrates on the visitor's first reach for it (client:interaction): a pointer over it starts it. */
  const hydrated = async (page: Page) => {
    await page.locator('main input[name="keyword"]').hover();
    await page.waitForFunction(() => !document.querySelector('main astro-island[ssr]'), undefined, { timeout: 10_000 });
  };

  it("suggests brokers in the home search box's Broker choice, each opening its broker page", async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en');
    await hydrated(page);
    await page.locator('main input[name="type"][value="broker"]').check();
    await page.locator('main input[name="keyword"]').pressSequentially('pelican cr', { delay: 30 });
    const option = page.locator('main [role="option"]').first();
    await expect.poll(() => option.isVisible(), { timeout: 3000 }).toBe(true);
    expect(await option.textContent()).toContain('Pelican Crest Markets');
    expect(await option.textContent()).toContain('AAA');
    expect(await option.locator('a').getAttribute('href')).toBe(`/en/dealer/${PELICAN}.html`);
    await context.close();
  });

  it('reads the broker rankings with JavaScript off, right to left in Arabic', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/ar/brokers');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe(ar['brokers.heading']);
    expect(await page.locator('.rank-row').count()).toBeGreaterThanOrEqual(4);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
