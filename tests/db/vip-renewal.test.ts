import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { smtpMailer } from '../../src/server/accounts/mail.ts';
import { AppError } from '../../src/server/app-error.ts';
import { extendVip, membershipHistory, membershipOf } from '../../src/server/membership/membership.service.ts';
import { developmentPayments } from '../../src/server/payments/dev-provider.ts';
import { applyPaymentEvent, decideDevOrder, memberOrder, startPurchase } from '../../src/server/payments/orders.service.ts';
import type { CheckoutContext } from '../../src/server/payments/payment-provider.ts';
import { sendPendingRenewalMails } from '../../src/server/payments/renewal-mail.ts';
import { renewalOf, setMemberRenewal } from '../../src/server/payments/renewal.service.ts';
import { stripePayments } from '../../src/server/payments/stripe-provider.ts';
import { lastMailTo, startMailPeer } from '../e2e/mail-peer.ts';
import { signedEvent, startFakeStripe, stripeObjects, type FakeStripe } from '../fixtures/fake-stripe.ts';
import { readMail } from '../fixtures/mail-text.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/**
 * A member's own say over VIP's renewal, on both engines: cancel at the period's end and resume through
 * Stripe's API (a local fake that records each call), the confirmation mail at a real SMTP peer, the
 * membership log, Stripe's own customer.subscription.updated / .deleted webhooks (signed here, as
 * Stripe signs them) keeping the record right when the member uses Stripe's portal, and the refusals:
 * no VIP, a one-off period, Stripe refusing, too many changes.
 */

const WEBHOOK_SECRET = 'whsec_test_local_only';
const context = (order: { id: string }): CheckoutContext => ({
  successUrl: `http://localhost/en/vip/order?id=${order.id}`,
  cancelUrl: `http://localhost/en/vip/order?id=${order.id}&cancelled=1`,
  confirmUrl: `http://localhost/en/vip/order?id=${order.id}`,
  productName: 'VIP membership – Monthly',
  lang: 'en',
});
const code = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return `${err.status} ${err.code}`;
    throw err;
  }
  return 'no error';
};

describe.each(ENGINES)('VIP renewal on %s', (engine) => {
  let db: TestDb;
  let fake: FakeStripe;
  let stripe: ReturnType<typeof stripePayments>;
  let mailDir: string;
  let peer: Awaited<ReturnType<typeof startMailPeer>>;
  let mailer: ReturnType<typeof smtpMailer>;
  const users: Record<string, string> = {};
  const email = (name: string) => `renew-${name}-${engine}@example.com`;
  beforeAll(async () => {
    db = await freshDb(engine);
    fake = await startFakeStripe();
    stripe = stripePayments({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    mailDir = mkdtempSync(join(tmpdir(), 'renewal-mail-'));
    peer = await startMailPeer(mailDir);
    mailer = smtpMailer(nodemailer.createTransport(`smtp://127.0.0.1:${peer.port}/?ignoreTLS=true`), 'no-reply@example.com');
    for (const name of ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal']) {
      users[name] = (await createUser(db.db, { email: email(name), nickname: name })).id;
      await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', users[name]).execute();
    }
  });
  afterAll(async () => {
    await fake.close();
    await peer.close();
    rmSync(mailDir, { recursive: true, force: true });
    await db.drop();
  });

  const webhook = (event: { id: string; type: string; object: Record<string, unknown> }) => {
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, event);
    return applyPaymentEvent(db.db, 'stripe', stripe.parseWebhook(payload, signature));
  };
  /** A member who bought the monthly plan through Stripe Checkout: their first order, paid, with its subscription. */
  const subscribed = async (name: string) => {
    const sub = `sub_${name}`;
    const { order } = await startPurchase(db.db, stripe, users[name], { plan: 'monthly', currency: 'USD' }, context);
    const session = stripeObjects.session(order.id, {
      id: order.checkout_ref,
      subscription: sub,
      customer: `cus_${name}`,
      invoice: `in_${name}`,
    });
    expect(await webhook({ id: `evt_paid_${name}`, type: 'checkout.session.completed', object: session })).toBe('applied');
    return { order: await memberOrder(db.db, users[name], order.id), sub };
  };
  const updates = (sub: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub}`);
  const events = async (name: string) => (await membershipHistory(db.db, users[name])).map((e) => e.kind);

  it('a running subscription renews; the member cancels at the period’s end: Stripe told, VIP kept, logged, mail sent', async () => {
    const { order, sub } = await subscribed('ann');
    const { vipUntil } = await membershipOf(db.db, users.ann);
    expect(await renewalOf(db.db, users.ann)).toMatchObject({ kind: 'subscription', renews: true, until: vipUntil });

    const change = await setMemberRenewal(db.db, stripe, users.ann, false, { lang: 'de', mailer });
    expect(change).toMatchObject({ outcome: 'applied', until: vipUntil });
    await change.mail;
    // One call to Stripe's API: cancel at the period's end, not now.
    expect(updates(sub).map((r) => r.body.get('cancel_at_period_end'))).toEqual(['true']);
    expect(await renewalOf(db.db, users.ann)).toMatchObject({ kind: 'subscription', renews: false, until: vipUntil });
    expect((await memberOrder(db.db, users.ann, order.id)).renewal_cancelled_at).not.toBeNull();
    // VIP stays until the period paid for ends.
    expect(await membershipOf(db.db, users.ann)).toEqual({ tier: 'vip', vipUntil });
    const [last] = await membershipHistory(db.db, users.ann);
    expect(last).toMatchObject({
      kind: 'renewal_cancelled',
      order_id: order.id,
      vip_until_before: vipUntil,
      vip_until_after: vipUntil,
      reason: null,
    });

    // The confirmation, in the language the member cancelled in, at the SMTP peer.
    const mail = readMail(lastMailTo(mailDir, email('ann'))!);
    expect(mail.subject).toBe('Ihre VIP-Mitgliedschaft verlängert sich nicht');
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(vipUntil!));
    expect(mail.text).toContain(`Ihre VIP-Mitgliedschaft bleibt bis ${date} bestehen.`);
    expect(mail.text).toContain('/de/user?id=vip');

    // Stripe's own notice of the change we made comes back: already so, nothing more logged.
    const echo = stripeObjects.subscription(order.id, { id: sub, cancel_at_period_end: true });
    expect(await webhook({ id: 'evt_echo_ann', type: 'customer.subscription.updated', object: echo })).toBe('unchanged');
    // Cancelling twice (a second click) calls Stripe no more.
    expect((await setMemberRenewal(db.db, stripe, users.ann, false, { lang: 'de', mailer })).outcome).toBe('unchanged');
    expect(updates(sub)).toHaveLength(1);
    expect(await events('ann')).toEqual(['renewal_cancelled', 'paid']);
  });

  it('resumes the renewal while the period runs: Stripe told, logged, no mail', async () => {
    const { sub } = await subscribed('bob');
    await (
      await setMemberRenewal(db.db, stripe, users.bob, false, { lang: 'en', mailer })
    ).mail;
    const mails = () => (lastMailTo(mailDir, email('bob')) ? 1 : 0);
    expect(mails()).toBe(1);
    const resumed = await setMemberRenewal(db.db, stripe, users.bob, true, { lang: 'en', mailer });
    expect([resumed.outcome, resumed.mail]).toEqual(['applied', undefined]);
    expect(updates(sub).map((r) => r.body.get('cancel_at_period_end'))).toEqual(['true', 'false']);
    expect(await renewalOf(db.db, users.bob)).toMatchObject({ kind: 'subscription', renews: true });
    expect(await events('bob')).toEqual(['renewal_resumed', 'renewal_cancelled', 'paid']);
  });

  it('follows a cancel and a resume made in Stripe’s portal, and the subscription’s end (VIP to the period’s end)', async () => {
    const { order, sub } = await subscribed('cat');
    const { vipUntil } = await membershipOf(db.db, users.cat);
    const cancelled = stripeObjects.subscription(order.id, { id: sub, cancel_at_period_end: true });
    expect(await webhook({ id: 'evt_portal_cancel', type: 'customer.subscription.updated', object: cancelled })).toBe('applied');
    expect(await renewalOf(db.db, users.cat)).toMatchObject({ renews: false });
    expect((await membershipHistory(db.db, users.cat))[0]).toMatchObject({ kind: 'renewal_cancelled', reason: 'stripe' });
    // The same event again (Stripe retries) changes nothing.
    expect(await webhook({ id: 'evt_portal_cancel', type: 'customer.subscription.updated', object: cancelled })).toBe('replayed');
    // A cancel at a set date (cancel_at) is no renewal either; undoing it in the portal resumes.
    const resumed = stripeObjects.subscription(order.id, { id: sub });
    expect(await webhook({ id: 'evt_portal_resume', type: 'customer.subscription.updated', object: resumed })).toBe('applied');
    expect(await renewalOf(db.db, users.cat)).toMatchObject({ renews: true });
    const atDate = stripeObjects.subscription(order.id, { id: sub, cancel_at: Math.floor(Date.parse(vipUntil!) / 1000) });
    expect(await webhook({ id: 'evt_portal_at', type: 'customer.subscription.updated', object: atDate })).toBe('applied');
    expect(await renewalOf(db.db, users.cat)).toMatchObject({ renews: false });

    // The period ends in Stripe: the subscription is over; VIP stays as paid, with nothing left to renew.
    const ended = stripeObjects.subscription(order.id, { id: sub, status: 'canceled' });
    expect(await webhook({ id: 'evt_sub_deleted', type: 'customer.subscription.deleted', object: ended })).toBe('applied');
    expect(await webhook({ id: 'evt_sub_deleted', type: 'customer.subscription.deleted', object: ended })).toBe('replayed');
    expect((await memberOrder(db.db, users.cat, order.id)).subscription_ended_at).not.toBeNull();
    expect(await membershipOf(db.db, users.cat)).toEqual({ tier: 'vip', vipUntil });
    expect(await renewalOf(db.db, users.cat)).toEqual({ kind: 'once', until: vipUntil });
    expect(await events('cat')).toEqual(['subscription_ended', 'renewal_cancelled', 'renewal_resumed', 'renewal_cancelled', 'paid']);
    expect(await code(setMemberRenewal(db.db, stripe, users.cat, true, { lang: 'en', mailer }))).toBe('409 renewal.noSubscription');
    // A late update about the ended subscription changes nothing.
    expect(await webhook({ id: 'evt_late', type: 'customer.subscription.updated', object: resumed })).toBe('unchanged');
  });

  it('logs a change once when Stripe’s notice of it is applied before the member’s own request records it', async () => {
    const { order, sub } = await subscribed('hal');
    const racing: Parameters<typeof setMemberRenewal>[1] = {
      id: 'stripe',
      async setRenewal(o, renew) {
        await stripe.setRenewal!(o, renew);
        const notice = stripeObjects.subscription(order.id, { id: sub, cancel_at_period_end: !renew });
        expect(await webhook({ id: 'evt_race_hal', type: 'customer.subscription.updated', object: notice })).toBe('applied');
      },
    };
    await (
      await setMemberRenewal(db.db, racing, users.hal, false, { lang: 'en', mailer })
    ).mail;
    expect(await events('hal')).toEqual(['renewal_cancelled', 'paid']);
    expect(await renewalOf(db.db, users.hal)).toMatchObject({ renews: false });
    // The member still gets the confirmation of what they did.
    expect(readMail(lastMailTo(mailDir, email('hal'))!).subject).toBe('Your VIP membership will not renew');
  });

  it('a one-off period (the development provider, a staff grant) never renews; a member who is not VIP has nothing to change', async () => {
    const dev = developmentPayments({ production: false, demo: false });
    const { order } = await startPurchase(db.db, dev, users.dan, { plan: 'monthly', currency: 'USD' }, context);
    await decideDevOrder(db.db, users.dan, order.id, 'confirm');
    const { vipUntil } = await membershipOf(db.db, users.dan);
    expect(await renewalOf(db.db, users.dan)).toEqual({ kind: 'once', until: vipUntil });
    expect(await code(setMemberRenewal(db.db, stripe, users.dan, false, { lang: 'en', mailer }))).toBe('409 renewal.noSubscription');
    expect(await renewalOf(db.db, users.fay)).toBeUndefined();
    expect(await code(setMemberRenewal(db.db, stripe, users.fay, false, { lang: 'en', mailer }))).toBe('409 renewal.notVip');
    await extendVip(db.db, users.fay, 2, { kind: 'staff_granted', reason: 'goodwill' });
    expect(await renewalOf(db.db, users.fay)).toMatchObject({ kind: 'once' });
  });

  it('keeps the confirmation in the outbox when the mail server refuses it, and `npm run alerts` sends it once', async () => {
    await subscribed('gus');
    const refusing = { send: () => Promise.reject(new Error('421 4.3.2 try again later')) };
    const change = await setMemberRenewal(db.db, stripe, users.gus, false, { lang: 'fr', mailer: refusing });
    await change.mail;
    // The cancellation stands; its mail waits.
    expect(await renewalOf(db.db, users.gus)).toMatchObject({ renews: false });
    const rows = () => db.db.selectFrom('renewal_mails').selectAll().where('user_id', '=', users.gus).execute();
    expect(await rows()).toMatchObject([{ state: 'failed', attempts: 1, lang: 'fr' }]);
    expect(lastMailTo(mailDir, email('gus'))).toBeUndefined();
    expect(await sendPendingRenewalMails(db.db, mailer)).toBe(1);
    expect(await sendPendingRenewalMails(db.db, mailer)).toBe(0);
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 2, error: null }]);
    const raw = lastMailTo(mailDir, email('gus'))!;
    expect(readMail(raw).subject).toBe('Votre abonnement VIP ne sera pas renouvelé');
    expect(raw).toMatch(new RegExp(`Message-ID: <renewal-${(await rows())[0].id}@`, 'i'));
  });

  it('changes nothing when Stripe refuses, and stops a member changing it more than 6 times an hour', async () => {
    const { order, sub } = await subscribed('eve');
    fake.failUpdates(true);
    try {
      expect(await code(setMemberRenewal(db.db, stripe, users.eve, false, { lang: 'en', mailer }))).toBe('502 orders.providerFailed');
    } finally {
      fake.failUpdates(false);
    }
    expect((await memberOrder(db.db, users.eve, order.id)).renewal_cancelled_at).toBeNull();
    expect(await events('eve')).toEqual(['paid']);
    expect(lastMailTo(mailDir, email('eve'))).toBeUndefined();
    // The refused one counted: five more changes, then the seventh try within the hour is a 429.
    for (let i = 0; i < 5; i++) await setMemberRenewal(db.db, stripe, users.eve, i % 2 === 1, { lang: 'en', mailer });
    expect(await code(setMemberRenewal(db.db, stripe, users.eve, true, { lang: 'en', mailer }))).toBe('429 auth.tooMany');
    expect(updates(sub).length).toBeGreaterThanOrEqual(5);
  });
});
