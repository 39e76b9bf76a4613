import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatorId } from '../../src/server/regulators/regulator-ids.ts';
import { REG } from '../fixtures/reg/reg-world.ts';
import { baseUrl, desktop, launch } from './browser.ts';

const fca = regulatorId('fca');
const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('regulator pages over HTTP', () => {
  it("lists the regulators by country with their counts and kinds, in the reader's language, cached", async () => {
    const res = await get('/en/regulators');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h2 id="c-GB">United Kingdom</h2>');
    expect(html).toContain(`href="/en/regulator/${fca}.html"`);
    // At least this world's FCA licences in force (3) and brokers (2): other lanes' fixtures add theirs.
    const [, licences, brokers] = /FCA<\/bdi><\/a>[\s\S]*?Licences in force: (\d+)<\/span>\s*<span>Brokers: (\d+)</.exec(html)!;
    expect(Number(licences)).toBeGreaterThanOrEqual(3);
    expect(Number(brokers)).toBeGreaterThanOrEqual(2);
    expect(html).toContain('<li>Forex and CFDs</li>');
    expect((await get('/en/regulators')).headers.get('x-cache')).toMatch(/HIT|STALE/);
    const ar = await (await get('/ar/regulators')).text();
    expect(ar).toContain('dir="rtl"');
    expect(ar).toContain('المملكة المتحدة');
  });

  it("shows a regulator's licensees with their brands, its ended licences and its warnings, as a GovernmentOrganization", async () => {
    const res = await get(`/en/regulator/${fca}.html`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of ['about', 'licensees', 'ended', 'warnings']) expect(html, id).toContain(`id="${id}"`);
    expect(html).toContain(`href="/en/company/${REG.harbourCo}.html"`);
    expect(html).toContain(`href="/en/dealer/${REG.harbour}.html"`);
    expect(html).toContain('Exceeds its scope');
    expect(html).toContain('Ended Jan 31, 2022');
    expect(html).toContain('href="https://register.fca.org.uk/s/firm?id=100001"');
    expect(html.indexOf('Shadow Capital (clone')).toBeLessThan(html.indexOf('Quick Profit Club'));
    expect(html).toContain(`href="/en/dealer/${REG.shadow}.html"`);
    expect(jsonLd(html)['@graph'][0]).toMatchObject({
      '@type': 'GovernmentOrganization',
      name: 'Financial Conduct Authority',
      alternateName: ['FCA'],
    });
  });

  it('answers 404 for an unknown regulator or a page past the last, and 301 for an old form of the link', async () => {
    expect((await get(`/en/regulator/${REG.harbour}.html`)).status).toBe(404);
    expect((await get(`/en/regulator/${fca}.html?licensees=2`)).status).toBe(404);
    expect((await get(`/en/regulator/${fca}.html?warnings=abc`)).status).toBe(404);
    const old = await get(`/en/regulator/${fca.toUpperCase()}`);
    expect([old.status, old.headers.get('location')]).toEqual([301, `/en/regulator/${fca}.html`]);
  });
});

describe('exchange pages over HTTP', () => {
  it('shows a venue with its operator, licences, regulator and other venues', async () => {
    const res = await get(`/en/exchange/${REG.xngt}.html`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 dir="auto">Northgate Stock Exchange</h1>');
    expect(html).toContain('Regulated market');
    expect(html).toContain(`href="/en/company/${REG.northgateCo}.html"`);
    expect(html).toContain('Recognised investment exchange');
    expect(html).toContain(`href="/en/regulator/${fca}.html"`);
    expect(html).toContain(`href="/en/exchange/${REG.xngm}.html"`);
    const orphan = await (await get(`/de/exchange/${REG.orphanVenue}.html`)).text();
    expect(orphan).toContain('Keine Betreibergesellschaft erfasst.');
    expect(orphan).toContain('Handelsplattform für Kryptowerte');
  });

  it('answers 404 for an unknown id and 301 for an old link', async () => {
    expect((await get(`/en/exchange/${REG.harbour}.html`)).status).toBe(404);
    expect((await get('/en/exchange/')).status).toBe(404);
    const old = await get(`/en/exchange/${REG.xngt}`);
    expect([old.status, old.headers.get('location')]).toEqual([301, `/en/exchange/${REG.xngt}.html`]);
  });
});

describe('broker comparison over HTTP', () => {
  it('shows the brokers side by side, noindex, canonical to the ids form', async () => {
    const res = await get(`/en/brokers/compare?ids=${REG.harbour},${REG.alder}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/en/brokers/compare\\?ids=${REG.harbour},${REG.alder}">`));
    expect(html.indexOf('>Harbour Markets<')).toBeLessThan(html.indexOf('>Alder Trade<'));
    expect(html).toContain('grade grade-a">A<');
    expect(html).toContain('1:500');
    expect(html).toContain(`href="/en/brokers/compare?ids=${REG.alder}"`);
  });

  it('redirects codes and an added broker to the ids form, and says what is wrong', async () => {
    const r = await get(`/en/brokers/compare?ids=0000000101&add=0000000102`);
    expect([r.status, r.headers.get('location')]).toEqual([302, `/en/brokers/compare?ids=${REG.harbour},${REG.alder}`]);
    const bad = await (await get(`/en/brokers/compare?ids=${REG.harbour},nobody,${REG.harbour}`)).text();
    expect(bad).toContain('No broker found for: nobody');
    expect(bad).toContain(`Given more than once, shown once: ${REG.harbour}`);
    expect(bad).toContain('Add at least 2 brokers to compare them.');
    const bare = await (await get('/en/brokers/compare')).text();
    expect(bare).not.toContain('noindex');
  });
});

describe('the pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('adds a broker to a comparison with the form, JavaScript off', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`/en/brokers/compare?ids=${REG.harbour}`);
    await page.fill('input[name="add"]', 'Alder Trade');
    await Promise.all([page.waitForURL(/ids=/), page.click('form.compare-form button[type="submit"]')]);
    expect(new URL(page.url()).search).toBe(`?ids=${REG.harbour},${REG.alder}`);
    expect(await page.locator('table.compare thead th').count()).toBe(3);
    await ctx.close();
  });

  it('keeps the row labels in view while the columns scroll on a phone', async () => {
    const ctx = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto(`/en/brokers/compare?ids=${[REG.harbour, REG.alder, REG.cobalt, REG.shadow].join(',')}`);
    const wrap = page.locator('.compare-wrap');
    const label = page.locator('table.compare tbody th[scope="row"]').first();
    const before = (await label.boundingBox())!.x;
    await wrap.evaluate((el) => el.scrollBy(300, 0));
    expect(Math.abs((await label.boundingBox())!.x - before)).toBeLessThan(1);
    // The page itself does not scroll sideways: only the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await ctx.close();
  });

  it('shows a regulator page right to left in Arabic, its licensees listed', async () => {
    const ctx = await desktop(browser);
    const page = await ctx.newPage();
    await page.goto(`/ar/regulator/${fca}.html`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('#licensees .licence-row').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('#licensees').textContent()).toContain('Harbour Markets Ltd');
    await ctx.close();
  });
});
