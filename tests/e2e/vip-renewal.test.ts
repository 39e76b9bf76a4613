import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { createOrder } from '../../src/server/payments/orders.service.ts';
import { lastMailTo } from './mail-peer.ts';
import { signedEvent, stripeObjects } from '../fixtures/fake-stripe.ts';
import { readMail } from '../fixtures/mail-text.ts';
import { baseUrl, launch } from './browser.ts';
import { E2E_STRIPE_WEBHOOK_SECRET } from './global-setup.ts';

/**
 * A member cancels and resumes their VIP's renewal in the member centre, in Chromium, on the built
 * site: the subscription paid through Stripe's signed webhook, the cancel confirmed in a second step,
 * Stripe's API (the local fake started by global-setup.ts) asked to cancel at the period's end, the
 * confirmation mail at the real SMTP peer; a one-off period says it does not renew; another site's
 * post is refused.
 */

const SUBSCRIBER = 'renew-subscriber@example.com';
const ONCE = 'renew-once@example.com';
const SUB = 'sub_e2e_renewal';
let browser: Browser;

beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  const subscriber = (await createUser(db.db, { email: SUBSCRIBER, password: 'secret-1' })).id;
  const once = (await createUser(db.db, { email: ONCE, password: 'secret-1' })).id;
  await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', 'in', [subscriber, once]).execute();
  // A Stripe order, paid as Stripe reports it: a signed checkout.session.completed to the site's webhook.
  const order = await createOrder(db.db, subscriber, 'stripe', { plan: 'monthly', currency: 'USD' });
  await extendVip(db.db, once, 1, { kind: 'staff_granted', reason: 'e2e' });
  await db.close();
  const { payload, signature } = signedEvent(E2E_STRIPE_WEBHOOK_SECRET, {
    id: 'evt_e2e_renewal_paid',
    type: 'checkout.session.completed',
    object: stripeObjects.session(order.id, {
      id: 'cs_e2e_renewal',
      subscription: SUB,
      customer: 'cus_e2e_renewal',
      invoice: 'in_e2e_renewal',
    }),
  });
  const res = await fetch(`${baseUrl()}/api/v1/payments/stripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect((await res.json()).Data).toEqual({ received: true, outcome: 'applied' });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

let contexts = 0;
async function signedIn(account: string): Promise<BrowserContext> {
  contexts++;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${200 + contexts}` },
  });
  const res = await context.request.post('/api/v1/oauth/login', {
    data: { account, password: 'secret-1' },
    headers: { origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
  return context;
}

/** What the site asked of Stripe's API about the subscription (the fake keeps every call). */
async function stripeCalls(): Promise<Array<Record<string, string>>> {
  const all = (await (await fetch(`${inject('stripeUrl')}/__requests`)).json()) as Array<{
    method: string;
    path: string;
    body: Record<string, string>;
  }>;
  return all.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${SUB}`).map((r) => r.body);
}

describe('VIP renewal in the member centre', () => {
  it('cancels the renewal after a confirmation, keeps VIP to the period’s end, mails the member, and resumes it', async () => {
    const context = await signedIn(SUBSCRIBER);
    const page = await context.newPage();
    await page.goto('/en/user?id=vip');
    const box = page.locator('#renewal');
    expect(await box.getAttribute('data-renewal')).toBe('renews');
    expect(await box.textContent()).toMatch(/Renews automatically on \w{3} \d{1,2}, \d{4}\./);

    // The first step changes nothing: it asks.
    await box.getByRole('link', { name: 'Cancel renewal' }).click();
    await page.waitForURL(/renewal=cancel/);
    expect(await box.locator('h3').textContent()).toBe('Cancel the renewal?');
    expect(await box.textContent()).toContain('Nothing more is charged. You can resume the renewal until then.');
    expect(await stripeCalls()).toEqual([]);
    // "Keep the renewal" goes back with nothing changed.
    await box.getByRole('link', { name: 'Keep the renewal' }).click();
    await page.waitForSelector('#renewal[data-renewal="renews"]');
    expect(await stripeCalls()).toEqual([]);

    await box.getByRole('link', { name: 'Cancel renewal' }).click();
    await box.getByRole('button', { name: 'Yes, cancel the renewal' }).click();
    await page.waitForSelector('#renewal[data-renewal="cancelled"]');
    expect(await box.locator('[role="status"]').textContent()).toMatch(/^Done: your VIP membership will not renew\. It stays until .+\.$/);
    expect(await box.textContent()).toMatch(/The renewal is cancelled: your VIP membership ends on .+\./);
    expect(await page.locator('.member-facts').textContent()).toContain('VIP member');
    expect(await stripeCalls()).toEqual([{ cancel_at_period_end: 'true' }]);

    // The confirmation at the SMTP peer (sent in the background).
    await expect.poll(() => lastMailTo(inject('mailDir'), SUBSCRIBER), { timeout: 10_000 }).toBeDefined();
    const mail = readMail(lastMailTo(inject('mailDir'), SUBSCRIBER)!);
    expect(mail.subject).toBe('Your VIP membership will not renew');
    expect(mail.text).toContain('You cancelled the renewal of your VIP membership. Nothing more will be charged');
    expect(mail.text).toContain('/en/user?id=vip');

    await box.getByRole('button', { name: 'Resume renewal' }).click();
    await page.waitForSelector('#renewal[data-renewal="renews"]');
    expect(await box.locator('[role="status"]').textContent()).toMatch(/^Done: your VIP membership renews again on .+\.$/);
    expect(await stripeCalls()).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
    await context.close();
  });

  it('refuses a post from another site and changes nothing', async () => {
    const context = await signedIn(SUBSCRIBER);
    const before = (await stripeCalls()).length;
    const res = await context.request.post('/en/user?id=vip', {
      form: { action: 'cancelRenewal' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status()).toBe(403);
    expect((await stripeCalls()).length).toBe(before);
    const page = await context.newPage();
    await page.goto('/en/user?id=vip');
    expect(await page.locator('#renewal').getAttribute('data-renewal')).toBe('renews');
    await context.close();
  });

  it('tells a member with a one-off period when it ends and that it does not renew, with no button', async () => {
    const context = await signedIn(ONCE);
    const page = await context.newPage();
    await page.goto('/en/user?id=vip');
    const box = page.locator('#renewal');
    expect(await box.getAttribute('data-renewal')).toBe('once');
    expect(await box.textContent()).toMatch(
      /Your VIP membership ends on .+\. It does not renew: to keep it, buy another period on the plans page\./,
    );
    expect(await box.locator('button, a.btn').count()).toBe(0);
    await context.close();
  });
});
