import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { bundleRows, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { openDb } from '../../src/server/db/client.ts';
import { grantRepresentative, grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { pdfWithMetadata, pngBytes } from '../fixtures/evidence.ts';
import { baseUrl, launch } from './browser.ts';

/**
 * The exposure flow in Chromium, as people use it: a signed-in member opens a broker's page, follows
 * "Report this broker", fills the form, attaches an image and sends it, and finds the report under
 * review in "My reports" (with JavaScript, and again without it, with a PDF whose metadata is gone
 * when stored); staff approve it in the console; the broker's representative answers it on the
 * replies page; staff approve the reply; the broker's page shows the report and the reply. The forms
 * are plain HTML forms, so the no-JavaScript runs use the same steps.
 */

const CODE = '0000008002';
const BROKER = stableId('broker', CODE);
const NOW = '2026-11-24T07:00:00.000Z';
// Its own client address: the report limits count per address, and other files post from theirs.
const CLIENT = { 'x-forwarded-for': '203.0.113.190' };
const bundle: BrokerBundle = {
  broker: {
    id: BROKER,
    code: CODE,
    name: 'Lantern Prime Markets',
    normalised_name: 'lantern prime markets',
    country: 'GB',
    founded_year: 2018,
    status: 'active',
    description: null,
    contact_phone: null,
    contact_other: null,
    trial_users: null,
    trading_orders: null,
    margin_used_usd: null,
    influence: null,
    environment: null,
    capital_ratio: null,
  },
  companies: [],
  websites: [],
  accounts: [],
  software: [],
  vps: [],
  claims: [],
};
const WITH_JS = 'Lantern Prime kept my deposit of 900 GBP and stopped answering my e-mails in October.';
const WITHOUT_JS = 'Lantern Prime closed my account without notice and kept the 450 USD balance on it.';
const REPLY = 'We have refunded the 900 GBP to the card it came from on 3 November; the reference is LP-2291.';

let browser: Browser;
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  try {
    await replaceBrokers(db.db, [bundleRows(bundle, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW })]);
    for (const name of ['xb-member', 'xb-nojs']) await createUser(db.db, { email: `${name}@example.com`, password: 'secret-1' });
    const staff = await createUser(db.db, { email: 'xb-staff@example.com', password: 'secret-1' });
    await grantStaffRole(db.db, staff.id);
    const rep = await createUser(db.db, { email: 'xb-rep@example.com', password: 'secret-1' });
    await grantRepresentative(db.db, CODE, rep.id);
  } finally {
    await db.close();
  }
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser of a member signed in over the API (the session cookie put in its jar), at 1280 px. */
async function signedIn(email: string, javaScriptEnabled = true): Promise<BrowserContext> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
    body: JSON.stringify({ account: email, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    baseURL: baseUrl(),
    javaScriptEnabled,
    extraHTTPHeaders: CLIENT,
  });
  await context.addCookies(
    res.headers.getSetCookie().map((c) => {
      const [name, ...value] = c.split(';')[0].split('=');
      return { name, value: value.join('='), url: baseUrl() };
    }),
  );
  return context;
}

const query = <T>(sql: string, ...params: string[]): T[] => {
  const db = new DatabaseSync(inject('sitePath'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};
const dealer = `/en/dealer/${BROKER}.html`;

/** From the broker's page to a sent report: the steps a member takes, with or without JavaScript. */
async function report(page: Page, text: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(dealer);
  await page.locator('#exposure').getByRole('link', { name: 'Report this broker' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en/exposure/report');
  const form = page.locator('form.report-form');
  await form.locator('select[name="category"]').selectOption('withdrawal_refused');
  await form.locator('textarea[name="description"]').fill(text);
  await form.locator('input[name="amount"]').fill('900');
  await form.locator('select[name="currency"]').selectOption('GBP');
  await form.locator('input[name="happenedFrom"]').fill('2026-10-01');
  await form.locator('input[name="happenedTo"]').fill('2026-10-28');
  await form.locator('input[name="evidence"]').setInputFiles(file);
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect.poll(() => page.locator('main').textContent()).toContain('Thank you, your report has been received.');
}

/** "My reports" in the member centre lists the member's one report about the broker, under review. */
async function expectUnderReview(page: Page) {
  await page.goto('/en/user?id=reports');
  const item = page.locator('.my-reports li', { hasText: 'Lantern Prime Markets' });
  await expect.poll(() => item.count()).toBe(1);
  expect(await item.locator('.report-state').textContent()).toBe('Under review');
  expect(await item.textContent()).toContain('Withdrawal refused');
}

/** A staff member approves (subject 'complaint' or 'reply') the item showing this text, with a reason. */
async function approve(page: Page, text: string, reason: string, done: string) {
  await page.goto('/en/staff/complaints');
  const item = page.locator('li', { hasText: text.slice(0, 40) }).filter({ has: page.locator('form.staff-decision') });
  await item.locator('textarea[name="reason"]').fill(reason);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => page.locator('main').textContent()).toContain(done);
}

describe('reporting a broker in Chromium', () => {
  it('a member reports from the broker page with an image and finds it under review in My reports', async () => {
    const context = await signedIn('xb-member@example.com');
    const page = await context.newPage();
    try {
      await report(page, WITH_JS, { name: 'chat.png', mimeType: 'image/png', buffer: await pngBytes(60, 40) });
      await expectUnderReview(page);
      const [row] = query<{ status: string; n: number }>(
        'select c.status, count(f.id) as n from broker_complaints c join complaint_files f on f.complaint_id = c.id where c.description = ? group by c.id',
        WITH_JS,
      );
      expect(row).toEqual({ status: 'pending', n: 1 });
    } finally {
      await context.close();
    }
  });

  it('works the same with JavaScript off, and stores the PDF without its author, producer or XMP', async () => {
    const context = await signedIn('xb-nojs@example.com', false);
    const page = await context.newPage();
    try {
      await report(page, WITHOUT_JS, { name: 'statement.pdf', mimeType: 'application/pdf', buffer: await pdfWithMetadata() });
      await expectUnderReview(page);
      const [file] = query<{ content_type: string; bytes: Uint8Array }>(
        'select f.content_type, f.bytes from complaint_files f join broker_complaints c on c.id = f.complaint_id where c.description = ?',
        WITHOUT_JS,
      );
      expect(file.content_type).toBe('application/pdf');
      const stored = Buffer.from(file.bytes);
      for (const secret of ['Secret Author', 'SecretProducer', 'Secret XMP Creator', 'xmpmeta'])
        expect(stored.includes(secret), secret).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('a representative replies in Chromium', () => {
  it('staff approve the report, the representative answers it, staff approve the answer, and the broker page shows both', async () => {
    const staff = await signedIn('xb-staff@example.com', false);
    const rep = await signedIn('xb-rep@example.com', false);
    try {
      const staffPage = await staff.newPage();
      await approve(staffPage, WITH_JS, 'Bank statement matches the dates', "Approved. The broker's page shows it now.");

      // The representative's page: the approved report with a reply form (a plain form: JavaScript off).
      const repPage = await rep.newPage();
      await repPage.goto('/en/exposure/replies');
      expect(await repPage.locator('h1').textContent()).toBe('Reports about your broker');
      const item = repPage.locator('li', { hasText: WITH_JS.slice(0, 40) });
      await item.locator('textarea[name="body"]').fill(REPLY);
      await item.getByRole('button', { name: 'Send the reply' }).click();
      await expect
        .poll(() => repPage.locator('main').textContent())
        .toContain('Your reply has been sent. Staff will review it before it is shown.');
      expect(await repPage.locator('li', { hasText: WITH_JS.slice(0, 40) }).textContent()).toContain('Your reply (Under review)');
      // Not shown before staff approve it.
      expect(await (await fetch(baseUrl() + dealer)).text()).not.toContain('LP-2291');

      await approve(staffPage, REPLY, 'Refund reference checked with the member', "Approved. The broker's page shows it now.");

      // The broker page (cached, marked stale by the approvals) shows the report and the reply, JavaScript on.
      const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: baseUrl() });
      try {
        const page = await visitor.newPage();
        await expect
          .poll(
            async () => {
              await page.goto(dealer);
              return page
                .locator(`#exposure li`, { hasText: WITH_JS.slice(0, 40) })
                .locator('.exposure-reply')
                .count();
            },
            { timeout: 10_000, interval: 300 },
          )
          .toBe(1);
        const reply = page.locator('#exposure .exposure-reply');
        expect(await reply.textContent()).toContain("The broker's reply");
        expect(await reply.textContent()).toContain(REPLY);
        // The second report is still under review: not on the page.
        expect(await page.locator('#exposure').textContent()).not.toContain(WITHOUT_JS.slice(0, 40));
      } finally {
        await visitor.close();
      }
    } finally {
      await staff.close();
      await rep.close();
    }
  });
});
