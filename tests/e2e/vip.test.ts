import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { signedEvent, stripeObjects } from '../fixtures/fake-stripe.ts';
import { baseUrl, launch } from './browser.ts';
import { E2E_STRIPE_WEBHOOK_SECRET } from './global-setup.ts';

/**
 * VIP on the built site: the shared plans page, buying through the development provider in
 * Chromium (with and without JavaScript), the member centre and the invoice, another member's
 * order and invoice refused, and Stripe's webhook over HTTP (signature checked, replay harmless).
 */

let browser: Browser;
let contexts = 0;
const MEMBERS = ['vip-buyer@example.com', 'vip-nojs@example.com', 'vip-other@example.com', 'vip-hook@example.com'];
const ids: Record<string, string> = {};
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  for (const email of MEMBERS) ids[email] = (await createUser(db.db, { email, password: 'secret-1', nickname: email.split('@')[0] })).id;
  await grantStaffRole(db.db, (await createUser(db.db, { email: 'vip-staff@example.com', password: 'secret-1' })).id);
  await db.close();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(account: string, javaScriptEnabled = true): Promise<BrowserContext> {
  contexts++;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    baseURL: baseUrl(),
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${120 + contexts}` },
  });
  // A visitor whose country is the United States: the plans page's script prices in the currency of the
  // country cookie (readable by script since issue 21), and these tests pay in dollars.
  await context.addCookies([{ name: 'country', value: '840', url: baseUrl() }]);
  const res = await context.request.post('/api/v1/oauth/login', {
    data: { account, password: 'secret-1' },
    headers: { origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
  return context;
}

/** A plan's card, by its heading (the yearly card's note mentions paying monthly). */
const plan = (page: Page, name: string) => page.locator('form.plan-card', { has: page.locator('h3', { hasText: name }) });

describe('the plans page', () => {
  it('is the same shared, cacheable HTML for every visitor, with every tier and both plans', async () => {
    // A first visit gets its preference cookies (that answer is private); with them, the page is the shared one.
    const first = await fetch(`${baseUrl()}/en/vip`);
    const prefs = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const visitor = await fetch(`${baseUrl()}/en/vip`, { headers: { cookie: prefs } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toContain('public');
    const html = await visitor.text();
    for (const text of ['Visitor', 'Member', 'VIP', 'Monthly', 'Yearly', '$19.00 a month', '$190.00 a year', 'Unlimited'])
      expect(html).toContain(text);
    const context = await signedIn(MEMBERS[2]);
    const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const member = await fetch(`${baseUrl()}/en/vip`, { headers: { cookie: `${prefs}; ${cookies}` } });
    expect(member.headers.get('cache-control')).toContain('public');
    const strip = (s: string) => s.replace(/<input type="hidden" name="[^"]*" value="[^"]*"[^>]*>/g, '');
    const memberHtml = strip(await member.text());
    // Two renders a moment apart: only a new UTC day between them (the search box's count) may tell them apart.
    if (memberHtml !== strip(html))
      expect(memberHtml).toBe(strip(await (await fetch(`${baseUrl()}/en/vip`, { headers: { cookie: prefs } })).text()));
    else expect(memberHtml).toBe(strip(html));
    await context.close();
  });

  it('shows prices in the chosen currency without JavaScript (?currency=)', async () => {
    const html = await (await fetch(`${baseUrl()}/de/vip?currency=EUR`)).text();
    expect(html).toMatch(/<p class="plan-price"[^>]*data-price="EUR"(?![^>]*hidden)[^>]*>\s*17,00\s€ im Monat/);
  });
});

describe('buying VIP through the development provider', () => {
  it('in the browser: plans → buy → confirmation page → VIP; the member centre lists the order and its invoice', async () => {
    const context = await signedIn(MEMBERS[0]);
    const page = await context.newPage();
    await page.goto('/en/vip');
    await page.waitForSelector('[data-vip-status]:has-text("You are a member")');
    await plan(page, 'Monthly').getByRole('button', { name: 'Buy' }).click();
    await page.waitForURL(/\/en\/vip\/order\?id=/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Confirm your payment');
    await page.getByRole('button', { name: /Confirm payment of \$19\.00/ }).click();
    await page.waitForSelector('.order-paid');
    expect(await page.locator('.order-paid').textContent()).toMatch(/^Payment received\. You are a VIP member until /);

    await page.goto('/en/user?id=vip');
    expect(await page.locator('[data-member-tier]').getAttribute('data-member-tier')).toBe('vip');
    expect(await page.locator('.member-facts').textContent()).toContain('VIP member');
    const row = page.locator('table.vip-orders tbody tr').first();
    expect(await row.textContent()).toContain('Paid');
    await row.getByRole('link', { name: 'View invoice' }).click();
    await page.waitForURL(/\/en\/vip\/invoice\?id=/);
    expect(await page.locator('h1').textContent()).toMatch(/^Invoice \u2066\d{4}-\d{6}\u2069$/);
    expect(await page.locator('.invoice-parties').textContent()).toContain('vip-buyer@example.com');

    await page.goto('/en/vip');
    await page.waitForSelector('[data-vip-status]:has-text("You are a VIP member until")');
    await context.close();
  });

  it('without JavaScript too, and a declined order gives no VIP', async () => {
    const context = await signedIn(MEMBERS[1], false);
    const page = await context.newPage();
    await page.goto('/en/vip?currency=GBP');
    await plan(page, 'Yearly').getByRole('button', { name: 'Buy' }).click();
    await page.waitForURL(/\/en\/vip\/order\?id=/);
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await page.locator('.order-status').textContent()).toContain('The order was declined');
    await page.goto('/en/vip?currency=GBP');
    await plan(page, 'Yearly').getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('button', { name: /Confirm payment of £150\.00/ }).click();
    expect(await page.locator('.order-paid').textContent()).toContain('You are a VIP member until');
    await page.goto('/en/user?id=vip');
    expect(await page.locator('table.vip-orders tbody tr').count()).toBe(2);
    await context.close();
  });

  it('sends a visitor who presses Buy to sign in first', async () => {
    const res = await fetch(`${baseUrl()}/en/vip/buy`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'plan=monthly&currency=USD',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/login?next=%2Fen%2Fvip');
  });

  it('never shows one member’s order or invoice to another', async () => {
    const buyer = await signedIn(MEMBERS[0]);
    const page = await buyer.newPage();
    await page.goto('/en/user?id=vip');
    const invoiceHref = (await page.locator('table.vip-orders a', { hasText: 'View invoice' }).first().getAttribute('href'))!;
    const orderId = new URL(invoiceHref, baseUrl()).searchParams.get('id')!;
    await buyer.close();
    const other = await signedIn(MEMBERS[2]);
    for (const path of [invoiceHref, `/en/vip/order?id=${orderId}`]) {
      const res = await other.request.get(path);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain('There is no such order in your account.');
    }
    const post = await other.request.post(`/en/vip/order?id=${orderId}`, { form: { decision: 'decline' }, headers: { origin: baseUrl() } });
    expect(post.status()).toBe(404);
    await other.close();
  });
});

describe('the staff’s refund', () => {
  it('finds a member’s orders, refunds a paid one with a reason and ends VIP; anyone else gets the 404 page', async () => {
    const member = await signedIn(MEMBERS[2]);
    expect((await member.request.get('/en/staff/orders')).status()).toBe(404);
    await member.close();

    const staff = await signedIn('vip-staff@example.com');
    const page = await staff.newPage();
    await page.goto(`/en/staff/orders?q=${encodeURIComponent(MEMBERS[1])}`);
    const paid = page.locator('ol.staff-orders li', { has: page.locator('form.staff-order-refund') });
    expect(await paid.count()).toBe(1);
    page.once('dialog', (d) => void d.accept());
    await paid.locator('input[name=reason]').fill('Bought by mistake');
    await paid.getByRole('button', { name: 'Refund and end VIP' }).click();
    await page.waitForSelector('.notice[role=status]');
    expect(await page.locator('.notice[role=status]').textContent()).toBe("The order was refunded and the member's VIP ended.");
    expect(await page.locator('ol.staff-orders').textContent()).toContain('Refunded');
    await staff.close();

    const buyer = await signedIn(MEMBERS[1]);
    const info = await (await buyer.request.get('/api/v1/user/info')).json();
    expect(info.Data).toMatchObject({ tier: 'ordinary', vipUntil: null });
    await buyer.close();
  });
});

describe('Stripe’s webhook over HTTP', () => {
  const post = (payload: string, signature: string) =>
    fetch(`${baseUrl()}/api/v1/payments/stripeWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, languagecode: 'en' },
      body: payload,
    });

  it('refuses a wrong signature (400, nothing changes) and answers a replay with 200 and no change', async () => {
    const event = {
      id: 'evt_e2e_stray',
      type: 'checkout.session.completed',
      object: stripeObjects.session('00000000-0000-4000-8000-000000000000'),
    };
    const forged = signedEvent('whsec_not_ours', event);
    const refused = await post(forged.payload, forged.signature);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      succeed: false,
      ErrorCode: 400,
      Message: 'The signature of this payment notice is not valid.',
    });

    const good = signedEvent(E2E_STRIPE_WEBHOOK_SECRET, event);
    const first = await post(good.payload, good.signature);
    expect(first.status).toBe(200);
    expect((await first.json()).Data).toEqual({ received: true, outcome: 'unknown-order' });
    const again = await post(good.payload, good.signature);
    expect((await again.json()).Data).toEqual({ received: true, outcome: 'replayed' });
  });

  it('user/info carries the tier and the VIP end', async () => {
    const context = await signedIn(MEMBERS[0]);
    const res = await context.request.get('/api/v1/user/info');
    const body = await res.json();
    expect(body.Data).toMatchObject({ tier: 'vip' });
    expect(body.Data.vipUntil).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await context.close();
  });
});
