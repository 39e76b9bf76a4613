import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatPrice, priceQuote } from '../../src/lib/quotation-price.ts';
import { RATE_CARD } from '../../src/server/quotation/rate-card.ts';
import { baseUrl, launch } from './browser.ts';
import { lastMailTo } from './mail-peer.ts';

/**
 * The quotation page (issue 20) in Chromium against the built site: the rate card, the calculator with
 * and without JavaScript (a form post priced on the server, or live in the page: the same figures), the
 * inquiry in two steps (the fields, then a click where the puzzle's piece fits) with and without
 * JavaScript, stored and mailed to sales at the real SMTP peer, and the app's variant in the webview layout.
 */

const SALES = 'sales@corpatlas.com';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const START = day(10);
const END = day(49);
/** What the page must show for top banner + details unit, Europe, English + German, 40 days, in USD. */
const EXPECTED = priceQuote(
  RATE_CARD,
  { placements: ['topBanner', 'detail'], regions: ['europe'], languages: ['en', 'de'], start: START, end: END, currency: 'USD' },
  day(0),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor of their own (own address behind the proxy: the per-address limits are theirs). */
const visitor = (javaScriptEnabled: boolean, address: string, width = 1280): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });

async function choose(page: Page): Promise<void> {
  await page.check('input[name=placement][value=topBanner]');
  await page.check('input[name=placement][value=detail]');
  await page.check('input[name=region][value=europe]');
  await page.check('input[name=language][value=de]');
  await page.fill('input[name=start]', START);
  await page.fill('input[name=end]', END);
}

async function fillInquiry(page: Page, company: string): Promise<void> {
  await page.fill('input[name=company]', company);
  await page.fill('input[name=contact]', 'Ann Lee');
  await page.fill('input[name=email]', `${company.toLowerCase().replace(/\W+/g, '-')}@example.com`);
  await page.fill('textarea[name=message]', 'We would like banners in Europe next month.');
}

/** Clicks where the piece fits, reading the gap from the database as a person reads the picture. */
async function solvePuzzle(page: Page): Promise<void> {
  const id = await page.locator('input[name=captcha_id]').inputValue();
  const site = new DatabaseSync(inject('sitePath'), { readOnly: true });
  const { gap_x } = site.prepare('select gap_x from captcha_challenges where id = ?').get(id) as { gap_x: number };
  site.close();
  await page.click(`label[for="captcha-x-${Math.round(gap_x / 4) * 4}"]`);
  // A person looks before pointing: the server takes no answer sooner than 1.5 s after the picture.
  await page.waitForTimeout(1600);
}

describe('the quotation page', () => {
  it('shows the rate card from configuration, per placement and region', async () => {
    const html = await (await fetch(`${baseUrl()}/en/quotation.html`)).text();
    expect(html).toContain('Rate card');
    expect(html).toContain(formatPrice('en', 13_500, 'USD'));
    for (const size of ['728×90 · 320×100', '300×250', '160×600']) expect(html).toContain(size);
  });

  it('prices the choice without JavaScript by a form post, and names what is missing', async () => {
    const context = await visitor(false, '10.20.0.1');
    const page = await context.newPage();
    await page.goto('/en/quotation.html');
    await page.click('button[value=price]');
    expect(await page.locator('.quote-problems').textContent()).toContain('Choose at least one placement.');
    await choose(page);
    await page.click('button[value=price]');
    expect(page.url()).toMatch(/quotation\.html#calc$/);
    expect(await page.locator('.quote-total td').textContent()).toBe(formatPrice('en', EXPECTED.total, 'USD'));
    expect(await page.locator('.quote-days').textContent()).toBe('Run: 40 days');
    expect(await page.locator('input[name=region][value=europe]').isChecked()).toBe(true);
    await page.fill('input[name=start]', day(-1));
    await page.click('button[value=price]');
    expect(await page.locator('.quote-problems').textContent()).toContain('The first day cannot be in the past.');
    await context.close();
  });

  it('prices live with JavaScript, the same figures, without asking the server', async () => {
    const context = await visitor(true, '10.20.0.2');
    const page = await context.newPage();
    await page.goto('/en/quotation.html');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    expect(await page.locator('button[value=price]').isVisible()).toBe(false);
    await choose(page);
    expect(await page.locator('.quote-total td').textContent()).toBe(formatPrice('en', EXPECTED.total, 'USD'));
    await page.selectOption('select[name=currency]', 'EUR');
    expect(await page.locator('.quote-total td').textContent()).toMatch(/^EUR\s/);
    expect(posts).toEqual([]);
    await context.close();
  });

  for (const js of [false, true]) {
    it(`takes an inquiry ${js ? 'with' : 'without'} JavaScript: the fields, then the puzzle, stored and mailed to sales`, async () => {
      const company = `Acme ${js ? 'Live' : 'Plain'} Ltd`;
      const context = await visitor(js, js ? '10.20.0.3' : '10.20.0.4');
      const page = await context.newPage();
      await page.goto('/en/quotation.html');
      await choose(page);
      await page.click('button[value=inquire]');
      // A missing field is named, and what was typed stays.
      expect(await page.locator('.inquiry .search-error').first().textContent()).toBe('Please check the marked fields.');
      expect(await page.locator('input[name=region][value=europe]').isChecked()).toBe(true);
      await fillInquiry(page, company);
      await page.click('button[value=inquire]');
      await page.waitForSelector('input[name=captcha_id]', { state: 'attached' });
      expect(await page.locator('.inquiry-captcha legend').textContent()).toContain('click where the piece fits');
      await solvePuzzle(page);
      await page.click('button[value=inquire]');
      expect(await page.locator('.inquiry-sent').textContent()).toContain('Your inquiry has reached our sales team');
      await expect.poll(() => lastMailTo(inject('mailDir'), SALES)?.includes(`Company: ${company}`), { timeout: 10_000 }).toBe(true);
      const mail = lastMailTo(inject('mailDir'), SALES)!;
      expect(mail).toContain(`Quoted total: ${(EXPECTED.total / 100).toFixed(2)} USD`);
      const site = new DatabaseSync(inject('sitePath'), { readOnly: true });
      const lead = site.prepare('select mail_state, quoted_total, lang from ad_leads where company = ?').get(company) as {
        mail_state: string;
        quoted_total: number;
        lang: string;
      };
      site.close();
      expect(lead).toMatchObject({ mail_state: 'sent', quoted_total: EXPECTED.total, lang: 'en' });
      await context.close();
    });
  }

  it('gives a wrong point a new picture and sends nothing', async () => {
    const context = await visitor(false, '10.20.0.5');
    const page = await context.newPage();
    await page.goto('/en/quotation.html');
    await fillInquiry(page, 'Wrong Point Ltd');
    await page.click('button[value=inquire]');
    const first = await page.locator('input[name=captcha_id]').inputValue();
    await page.click('label[for="captcha-x-0"]');
    await page.waitForTimeout(1600);
    await page.click('button[value=inquire]');
    expect(await page.locator('.inquiry [role=alert]').first().textContent()).toBe(
      'That was not where the piece fits. Try again with the new picture.',
    );
    expect(await page.locator('input[name=captcha_id]').inputValue()).not.toBe(first);
    const site = new DatabaseSync(inject('sitePath'), { readOnly: true });
    expect(site.prepare("select count(*) as n from ad_leads where company = 'Wrong Point Ltd'").get()).toEqual({ n: 0 });
    site.close();
    await context.close();
  });

  it('shows the same screen at appquotation.html in the app webview layout', async () => {
    const context = await visitor(true, '10.20.0.6', 390);
    const page = await context.newPage();
    await page.goto('/ar/appquotation.html');
    expect(await page.locator('html').getAttribute('data-app')).toBe('');
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('h2#calc').textContent()).toBe('حاسبة الأسعار');
    await choose(page);
    expect(await page.locator('.quote-total td').textContent()).toContain('USD');
    await context.close();
  });
});
