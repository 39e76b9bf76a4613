import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktop, launch } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('in Chromium', () => {
  it('redirects / to the browser language', async () => {
    const context = await desktop(browser, 'fr-CA');
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/fr');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await context.close();
  });

  it('lays Arabic out right to left', async () => {
    const context = await desktop(browser, 'ar-EG');
    const page = await context.newPage();
    await page.goto('/ar/about');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    // The logo starts the header, so in RTL it sits on the right half of the page.
    const logo = await page.locator('[data-header] a').first().boundingBox();
    expect(logo!.x).toBeGreaterThan(640);
    expect(await page.title()).not.toContain('About us');
    await context.close();
  });

  it('opens the footer country panel on hover, searches it, and closes it 300 ms after leaving', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en/about');
    const panel = page.locator('[data-country-panel]');
    await panel.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 5000 }); // hydrated
    await panel.hover();
    const dialog = page.locator('[data-country-dialog]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-country-list] li').count()).toBeGreaterThan(200);

    await page.locator('[data-country-search]').fill('japa');
    await expect.poll(() => page.locator('[data-country-list] li').allInnerTexts()).toEqual(['Japan']);

    await page.mouse.move(5, 5);
    await page.waitForTimeout(150);
    expect(await dialog.isVisible()).toBe(true); // still open before 300 ms
    await expect.poll(() => dialog.isVisible(), { timeout: 2000 }).toBe(false);

    await panel.hover();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.locator('[data-country-search]').inputValue()).toBe(''); // search was cleared
    await context.close();
  });

  it('switches language from the header and keeps the path', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en/privacyPolicy');
    await page.locator('[data-header] details.menu summary').first().click();
    await page.locator('[data-header] a[hreflang="de"]').click();
    await page.waitForURL('**/de/privacyPolicy');
    expect(await page.locator('h1').innerText()).toBe('Datenschutzerklärung');
    await context.close();
  });

  it('shows the header search on the home route only after 500px of scroll', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 400 }, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/en');
    const search = page.locator('[data-header] .header-search');
    expect(await search.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(250);
    expect(await search.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 520));
    await expect.poll(() => search.isVisible()).toBe(true);
    await page.goto('/en/about');
    expect(await page.locator('[data-header] .header-search').isVisible()).toBe(true); // always shown elsewhere
    await page.goto('/en/download');
    expect(await page.locator('[data-header] .header-search').count()).toBe(0); // hidden on download
    await context.close();
  });

  it('shows a 404 page with a link home', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('This page could not be found');
    await page.locator('main a[href="/en"]').click();
    await page.waitForURL(/\/en$/);
    await context.close();
  });

  it('reads fully and chooses a country with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/en/chooseCountry?path=%2Fen%2Fabout');
    await page.fill('#country-q', 'viet');
    await page.press('#country-q', 'Enter');
    await page.locator('main a', { hasText: 'Vietnam' }).click();
    await page.waitForURL('**/vi/about');
    expect(await page.locator('h1').innerText()).not.toBe('');
    await context.close();
  });
});

describe('in Chromium, resilience', () => {
  it('reloads once when an island chunk fails to load, and not again within 60 s', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.route('**/_astro/CountryPanel*.js*', (route) => route.abort());
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/en/about');
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2); // Astro retries the import once, then we reload
    await page.waitForTimeout(3000);
    expect(loads).toBe(2);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);
    await context.close();
  });
});
