import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSS_FILE } from '../../src/server/http/csp-at-build.ts';
import { sharedPagePaths } from '../../src/server/http/shared-pages.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { regulatorId } from '../../src/server/regulators/regulator-ids.ts';
import { REG } from '../fixtures/reg/reg-world.ts';
import { baseUrl, desktop, launch } from './browser.ts';

/**
 * Issue 21, "Size": each route's inline stylesheet keeps only the rules for the classes its pages can
 * carry (src/server/http/route-classes.ts). The build lists, per route, the classes whose rules it
 * dropped; no page of that route may carry one, as served or after its scripts have run.
 */
const dropped = JSON.parse(readFileSync(new URL(`../../dist/server/${PAGE_CSS_FILE}`, import.meta.url), 'utf8')) as Record<
  string,
  string[]
>;

/** Astro's route pattern for a path: the matching pattern with the most fixed text (as Astro ranks them). */
function routeOf(path: string): string {
  const matching = Object.keys(dropped).filter((route) => {
    const pattern = route
      .split('/')
      .map((part) => (part.startsWith('[...') ? '.*' : part.replace(/\[[^\]]+\]/g, '[^/]+').replace(/\./g, '\\.')))
      .join('/');
    return new RegExp(`^${pattern}$`).test(path.split('?')[0]);
  });
  const fixed = (route: string) => route.replace(/\[[^\]]+\]/g, '').length;
  matching.sort((a, b) => fixed(b) - fixed(a));
  if (!matching.length) throw new Error(`no route for ${path}`);
  return matching[0];
}

const classesIn = (html: string) => new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));

async function pages(): Promise<string[]> {
  const widgets = companyId('gb', '00000001');
  const company = await (await fetch(`${baseUrl()}/en/company/${widgets}.html`)).text();
  const executive = /href="\/en\/executive\/([0-9a-f-]{36})\.html"/.exec(company)![1];
  return [
    `/en/company/${widgets}.html`,
    `/ar/company/${widgets}.html`,
    `/en/company/${widgets}/full`,
    `/en/executive/${executive}.html`,
    `/en/dealer/${REG.harbour}.html`,
    `/ar/dealer/${REG.harbour}.html`,
    `/en/regulator/${regulatorId('fca')}.html`,
    `/en/exchange/${REG.xngt}.html`,
    '/en/regulators',
    '/ar/regulators',
    '/en/searchCompany?keyword=acme',
    '/ar/searchCompany?keyword=widgets',
    '/en/searchExecutive?keyword=smith',
    '/en/searchCompany?keyword=zzqqxxnothing',
    '/en/brokers/scoring',
    '/en/login',
    '/en/vip',
    '/en/no-such-page',
    ...sharedPagePaths('en'),
    ...sharedPagePaths('ar'),
  ];
}

describe('each route inlines only the rules its pages use', () => {
  it('prunes every page route, and no served page carries a class its route dropped', async () => {
    expect(dropped['/[lang]/dealer/[...id]'].length).toBeGreaterThan(20);
    expect(dropped['/[lang]/regulators'].length).toBeGreaterThan(20);
    const list = await pages();
    expect(list.length).toBeGreaterThan(30);
    for (const path of list) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect([path, res.headers.get('content-type')?.startsWith('text/html')]).toEqual([path, true]);
      const route = routeOf(path);
      const gone = new Set(dropped[route]);
      const used = [...classesIn(await res.text())].filter((c) => gone.has(c));
      expect([path, route, used]).toEqual([path, route, []]);
    }
  });
});

describe('in Chromium, after the scripts run', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const classesOnScreen = (page: Page) =>
    page.evaluate(() => [...new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]))]);

  it('the home page with suggestions shown and the language menu open', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    await page.goto('/en');
    await page.locator('main input[name="keyword"]').hover(); // the home box hydrates on a first reach for it
    await page.waitForFunction(() => !document.querySelector('main astro-island[ssr]'), undefined, { timeout: 10_000 });
    await page.locator('main input[name="keyword"]').fill('acme');
    await page.locator('main [role="listbox"] [role="option"]').first().waitFor();
    await page.locator('header details.menu summary').first().click();
    const gone = new Set(dropped[routeOf('/en')]);
    expect((await classesOnScreen(page)).filter((c) => gone.has(c))).toEqual([]);
    await context.close();
  });

  it('a company page with the login overlay open', async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    const path = `/en/company/${companyId('gb', '00000001')}.html`;
    await page.goto(path);
    await page.locator('header [data-login]').click();
    await page.locator('dialog[open], [role="dialog"]').first().waitFor();
    const gone = new Set(dropped[routeOf(path)]);
    expect((await classesOnScreen(page)).filter((c) => gone.has(c))).toEqual([]);
    await context.close();
  });
});
