import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCount, placeholderCount, renderedCountMoment } from '../../src/lib/placeholder-count.ts';
import { baseUrl, desktop, launch } from './browser.ts';

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

describe('the search box in Chromium', () => {
  it('on the home page waits for the visitor, and keeps what was typed before it hydrated', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en', { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    // Nothing reached for it: still the server's plain form, React not started.
    expect(await page.locator('main astro-island[ssr]').count()).toBe(1);
    // Typing at once: the first keys land in the plain input, hydration starts on focus and takes them over.
    const input = page.locator('main input[name="keyword"]');
    await input.focus();
    await page.keyboard.type('acme wid');
    const list = page.locator('main [role="listbox"]');
    await expect.poll(() => list.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await input.inputValue()).toBe('acme wid');
    expect(await list.locator('[role="option"]').first().textContent()).toContain('Acme Widgets Limited');
    await context.close();
  });

  it('shows suggestions 500 ms after the last keystroke and hides them on empty text and outside clicks', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('completionSuggest')) asked.push(new URL(r.url()).searchParams.get('prefix') ?? '');
    });
    await page.goto('/en');
    await hydrated(page);
    const input = page.locator('main input[name="keyword"]');
    const list = page.locator('main [role="listbox"]');
    await input.pressSequentially('acme wid', { delay: 40 });
    await expect.poll(() => list.isVisible(), { timeout: 3000 }).toBe(true);
    expect(asked).toEqual(['acme wid']); // one request, after typing stopped
    expect(await list.locator('[role="option"]').first().textContent()).toContain('Acme Widgets Limited');
    await input.fill('');
    await expect.poll(() => list.isVisible()).toBe(false);
    await input.pressSequentially('acme', { delay: 20 });
    await expect.poll(() => list.isVisible(), { timeout: 3000 }).toBe(true);
    await page.mouse.click(5, 600);
    expect(await list.isVisible()).toBe(false);
    await context.close();
  });

  it('clears the suggestions when an answer is not a success', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en');
    await hydrated(page);
    const input = page.locator('main input[name="keyword"]');
    const list = page.locator('main [role="listbox"]');
    await input.pressSequentially('acme', { delay: 20 });
    await expect.poll(() => list.isVisible(), { timeout: 3000 }).toBe(true);
    await page.route('**/completionSuggest**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"data":[]}' }),
    );
    await input.pressSequentially(' w', { delay: 20 });
    await expect.poll(() => list.isVisible(), { timeout: 3000 }).toBe(false);
    expect(await list.locator('[role="option"]').count()).toBe(0);
    await context.close();
  });

  it('moves through suggestions with the arrow keys and opens the chosen company in a new tab', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en');
    await hydrated(page);
    const input = page.locator('main input[name="keyword"]');
    await input.pressSequentially('acme widgets', { delay: 20 });
    await expect.poll(() => page.locator('main [role="option"]').count(), { timeout: 3000 }).toBeGreaterThan(1);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = page.locator('main [role="option"]').nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const [popup] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    expect(new URL(popup.url()).pathname).toMatch(/^\/en\/company\/[0-9a-f-]{36}\.html$/);
    await context.close();
  });

  it('refuses a blank keyword with the catalogue text and searches otherwise, remembering the keyword', async () => {
    const context = await desktop(browser, 'zh-CN');
    const page = await context.newPage();
    await page.goto('/zh-cn');
    await hydrated(page);
    const input = page.locator('main input[name="keyword"]');
    await input.fill('   ');
    await input.press('Enter');
    expect(await page.locator('main [role="alert"]').textContent()).toBe('请输入关键字');
    await input.fill('acme');
    const [results] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    await results.waitForLoadState();
    expect(new URL(results.url()).pathname).toBe('/zh-cn/searchCompany');
    expect(await page.evaluate(() => localStorage.getItem('search:history'))).toBe('[{"keyword":"acme","type":"company"}]');
    // The history shows under the box when it is focused and empty.
    await input.fill('');
    await input.focus();
    await expect.poll(() => page.locator('main .search-memory a').first().textContent()).toBe('acme');
    await context.close();
  });

  it('switches the placeholder with the tab and searches executives from that tab', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en');
    await hydrated(page);
    const input = page.locator('main input[name="keyword"]');
    const count = (kind: 'company' | 'executive') => formatCount(placeholderCount(kind, Date.now()), 'en');
    // The server writes the count of the day's start (the same bytes in every process); the box makes it live.
    expect(await (await fetch(`${baseUrl()}/en`)).text()).toContain(
      `Search among ${formatCount(placeholderCount('company', renderedCountMoment(Date.now())), 'en')} companies`,
    );
    await expect.poll(() => input.getAttribute('placeholder')).toBe(`Search among ${count('company')} companies`);
    await page.locator('main input[name="type"][value="executive"]').check();
    expect(await input.getAttribute('placeholder')).toBe(`Search among ${count('executive')} executives`);
    await input.fill('john smith');
    const [results] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    await results.waitForLoadState();
    expect(new URL(results.url()).pathname).toBe('/en/searchExecutive');
    expect(await results.locator('main ol > li:not(.ad-slot)').count()).toBe(3);
    await context.close();
  });
});

describe('result pages with JavaScript off', () => {
  it('search from the plain form, then filter, sort and remove a filter by links', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const page = await noJs.newPage();
    await page.goto('/en');
    await page.locator('main input[name="keyword"]').fill('acme widgets');
    const [results] = await Promise.all([noJs.waitForEvent('page'), page.locator('main button[type="submit"]').click()]);
    await results.waitForLoadState();
    expect(await results.locator('main h1').textContent()).toBe('Companies matching “acme widgets”');
    expect(await results.locator('main ol > li h2 mark').allTextContents()).toEqual(['Acme', 'Widgets', 'Acme', 'Widgets']);
    // Filter by a jurisdiction (Ireland sits in the Europe group, a <details> that opens without script).
    await results.locator('.filters summary', { hasText: 'Europe' }).click();
    await results.locator('.filters a', { hasText: 'Ireland' }).click();
    expect(new URL(results.url()).searchParams.getAll('region')).toEqual(['ie']);
    expect(await results.locator('main ol > li:not(.ad-slot)').count()).toBe(1);
    await results.locator('.sorts a', { hasText: 'Latest founded' }).click();
    expect(new URL(results.url()).searchParams.get('sort')).toBe('latest_founded');
    await results.locator('.chips a.chip').click();
    expect(new URL(results.url()).searchParams.getAll('region')).toEqual([]);
    expect(await results.locator('main ol > li:not(.ad-slot)').count()).toBe(2);
    // A common word fills pages: the next-page link pages on.
    await results.goto('/en/searchCompany?keyword=acme');
    expect(await results.locator('main ol > li:not(.ad-slot)').count()).toBe(20);
    expect(await results.locator('main section p').first().innerText()).toMatch(/^More than [\d,]+ results$/);
    await results.locator('nav.pagination a[rel="next"]').click();
    expect(new URL(results.url()).searchParams.get('page')).toBe('2');
    await noJs.close();
  });

  it('shows No data for a keyword nothing matches', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await noJs.newPage();
    await page.goto('/en/searchCompany?keyword=zzzyyyxxx');
    expect(await page.locator('main .empty').textContent()).toBe('No data');
    await noJs.close();
  });
});
