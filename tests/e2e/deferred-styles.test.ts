import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl, desktop, launch } from './browser.ts';

/**
 * The deferred stylesheets (components/layout/LaterStyles.astro, issue 21 "Size"): a company page links
 * the site's sheet and the detail pages' sheet in <body>, after its first screen and before the footer;
 * they are cached files, they load in Chromium (an open menu and the lower sections are styled by
 * them), and the page reads with JavaScript off, where the links are plain <link> elements and still apply.
 */

const widgets = companyId('gb', '00000001');
const page = (lang = 'en') => `/${lang}/company/${widgets}.html`;

describe('the deferred stylesheets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are linked in the body after the first screen, as immutable cached files', async () => {
    const html = await (await fetch(`${baseUrl()}${page()}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(head).not.toContain('rel="stylesheet"');
    expect(links.some((href) => /\/_astro\/later\.[\w-]+\.css$/.test(href))).toBe(true);
    expect(links.some((href) => /\/_astro\/later-detail\.[\w-]+\.css$/.test(href))).toBe(true);
    // The detail sheet comes after the basic facts and before the lower sections.
    const at = html.indexOf('later-detail.');
    expect(at).toBeGreaterThan(html.indexOf('id="basic"'));
    expect(at).toBeLessThan(html.indexOf('id="more"'));
    for (const href of new Set(links)) {
      const res = await fetch(`${baseUrl()}${href}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/css/);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('load in Chromium: an open menu and the lower sections are styled by them', async () => {
    const context = await desktop(browser);
    const tab = await context.newPage();
    const css: string[] = [];
    tab.on('response', (r) => {
      if (r.url().endsWith('.css')) css.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await tab.goto(page(), { waitUntil: 'load' });
    expect(css.filter((c) => c.startsWith('200 ')).length).toBeGreaterThanOrEqual(2);
    // later.css: an open menu panel floats (position: absolute) with its border.
    await tab.locator('header details.menu > summary').first().click();
    const panel = tab.locator('header details.menu[open] > .menu-panel').first();
    expect(await panel.evaluate((e) => getComputedStyle(e).position)).toBe('absolute');
    // later-detail.css: the deeper sections' box below the first screen has its border.
    expect(await tab.locator('#more').evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
    await context.close();
  });

  it('apply with JavaScript off, and the page reads in full', async () => {
    for (const lang of ['en', 'ar']) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
      const tab = await context.newPage();
      await tab.goto(page(lang), { waitUntil: 'load' });
      await expect(tab.locator('h1').innerText()).resolves.toContain('Widgets');
      expect(await tab.locator('section.detail-section > h2').count()).toBeGreaterThan(1);
      expect(await tab.locator('#more').evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
      // The phone footer is visible and nothing is wider than the phone.
      await expect(tab.locator('footer.footer-compact').isVisible()).resolves.toBe(true);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();
    }
  });
});
