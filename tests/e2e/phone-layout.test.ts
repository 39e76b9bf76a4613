import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser.ts';

// Issue 16: most visitors are on a 390 px phone, where the spec hides header and footer, so the
// result pages and the home page must carry themselves; desktops (1366 px) keep the side column.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const COMPANIES = '/en/searchCompany?keyword=acme&region=gb&region=ie';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function phone(javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled, baseURL: baseUrl() });
}

describe('result pages on a 390 px phone', () => {
  for (const [name, path, keyword] of [
    ['company', COMPANIES, 'acme'],
    ['executive', '/en/searchExecutive?keyword=john%20smith', 'john smith'],
  ] as const) {
    it(`show a search box and the first ${name} result on the first screen`, async () => {
      const context = await phone();
      const page = await context.newPage();
      await page.goto(path);
      const box = page.locator('main form[role="search"] input[name="keyword"]');
      expect(await box.isVisible()).toBe(true);
      expect(await box.inputValue()).toBe(keyword);
      // One search box on the screen: the phone bar leaves searching to the page's own box here.
      expect(await page.locator('input[name="keyword"]:visible').count()).toBe(1);
      const first = await page.locator('main li.result').first().boundingBox();
      expect(first).not.toBeNull();
      expect(first!.y).toBeLessThan(PHONE.height);
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await context.close();
    });
  }

  it('folds the filters behind a Filters control that opens without JavaScript, and a chip removes its filter', async () => {
    const context = await phone(false);
    const page = await context.newPage();
    await page.goto(COMPANIES);
    const filters = page.locator('main .filters');
    const control = page.locator('main details.filters-panel > summary');
    expect(await control.isVisible()).toBe(true);
    expect(await control.textContent()).toContain('2'); // two chosen filters
    expect(await filters.isVisible()).toBe(false);
    await control.click();
    expect(await filters.isVisible()).toBe(true);
    expect(await filters.locator('a[aria-current]').first().isVisible()).toBe(true);

    const chip = page.locator('main .chips a.chip', { hasText: 'Ireland' });
    await Promise.all([page.waitForURL((url) => !url.searchParams.getAll('region').includes('ie')), chip.click()]);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('region')).toEqual(['gb']);
    expect(url.searchParams.get('keyword')).toBe('acme');
    expect(await page.locator('main .chips a.chip').count()).toBe(1);
    await context.close();
  });
});

describe('result pages on a 1366 px desktop', () => {
  it('keep the filters as a side column, shown without a control', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto(COMPANIES);
      expect(await page.locator('main .filters').isVisible()).toBe(true);
      expect(await page.locator('main details.filters-panel > summary').isVisible()).toBe(false);
      // The page's own search box is for phones: the header has one here.
      expect(await page.locator('main form[role="search"]').isVisible()).toBe(false);
      const filters = await page.locator('main .filters').boundingBox();
      const first = await page.locator('main li.result').first().boundingBox();
      expect(first!.x).toBeGreaterThan(filters!.x + filters!.width - 1); // beside, not above
      await context.close();
    }
  });
});

describe('the home page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`is taller than the header threshold plus one screen at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport, isMobile: viewport.width < 800, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto('/en');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeGreaterThan(500 + viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await page.locator('#home-coverage').isVisible()).toBe(true);
      expect(await page.locator('#home-popular').isVisible()).toBe(true);
      await context.close();
    });
  }

  it('shows the header search only after scrolling past 500 px', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/en');
    const headerSearch = page.locator('header .header-search');
    expect(await headerSearch.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(300);
    expect(await headerSearch.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => headerSearch.isVisible(), { timeout: 3000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
    await context.close();
  });

  it("fills the visitor's recently viewed records after load, never in the shared HTML", async () => {
    const context = await phone();
    const page = await context.newPage();
    const html = await (await page.request.get('/en')).text();
    expect(html).toMatch(/<section[^>]*data-recent[^>]*hidden/);
    expect(html).not.toContain('Acme Widgets Limited</a></li></ul></section>');

    await page.goto('/en/searchCompany?keyword=acme%20widgets');
    const href = await page.locator('main li.result a').first().getAttribute('href');
    await page.goto(href!);
    const name = (await page.locator('h1').first().textContent())!.trim();
    // The detail page reports its view (sendBeacon); give it a moment to land.
    await page.waitForTimeout(500);
    await page.goto('/en');
    const recent = page.locator('[data-recent]');
    await expect.poll(() => recent.isVisible(), { timeout: 5000 }).toBe(true);
    expect(name).toContain((await recent.locator('li a').first().textContent())!.trim());
    await context.close();
  });
});
