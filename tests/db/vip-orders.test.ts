import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { AppError } from '../../src/server/app-error.ts';
import { membershipHistory, membershipOf } from '../../src/server/membership/membership.service.ts';
import { developmentPayments } from '../../src/server/payments/dev-provider.ts';
import {
  applyPaymentEvent,
  decideDevOrder,
  findOrdersForStaff,
  memberInvoice,
  memberOrder,
  memberOrders,
  refundOrder,
  startPurchase,
  vatShare,
} from '../../src/server/payments/orders.service.ts';
import type { CheckoutContext } from '../../src/server/payments/payment-provider.ts';
import { stripePayments } from '../../src/server/payments/stripe-provider.ts';
import { signedEvent, startFakeStripe, stripeObjects, type FakeStripe } from '../fixtures/fake-stripe.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/**
 * VIP orders end to end on both engines: an order paid through the development provider, and
 * through Stripe's signed webhooks (made and signed here, as Stripe would) – success, renewal,
 * failed renewal, refund, replay, wrong signature – with Stripe's API played by a local fake.
 */

const WEBHOOK_SECRET = 'whsec_test_local_only';
const context = (order: { id: string }): CheckoutContext => ({
  successUrl: `http://localhost/en/vip/order?id=${order.id}`,
  cancelUrl: `http://localhost/en/vip/order?id=${order.id}&cancelled=1`,
  confirmUrl: `http://localhost/en/vip/order?id=${order.id}`,
  productName: 'VIP membership – Monthly',
  lang: 'en',
  email: 'buyer@example.com',
});
const dev = developmentPayments({ production: false, demo: false });
const code = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return `${err.status} ${err.code}`;
    throw err;
  }
  return 'no error';
};

describe('the development provider outside a demo', () => {
  it('refuses to take orders in production unless the server runs as a demo', async () => {
    const order = { id: 'x' } as never;
    expect(await code(developmentPayments({ production: true, demo: false }).startCheckout(order, context({ id: 'x' })))).toBe(
      '503 orders.devRefused',
    );
    expect((await developmentPayments({ production: true, demo: true }).startCheckout(order, context({ id: 'x' }))).redirectUrl).toContain(
      '/vip/order?id=x',
    );
  });

  it('works out the VAT share of a price that includes it', () => {
    expect(vatShare(1900, 20)).toBe(317);
    expect(vatShare(1900, 0)).toBe(0);
  });
});

describe.each(ENGINES)('VIP orders on %s', (engine) => {
  let db: TestDb;
  let fake: FakeStripe;
  let stripe: ReturnType<typeof stripePayments>;
  const users: Record<string, string> = {};
  beforeAll(async () => {
    db = await freshDb(engine);
    fake = await startFakeStripe();
    stripe = stripePayments({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    for (const name of ['ann', 'bob', 'cat', 'dan', 'eve', 'staff'])
      users[name] = (await createUser(db.db, { email: `${name}-${engine}@example.com`, nickname: name })).id;
  });
  afterAll(async () => {
    await fake.close();
    await db.drop();
  });

  const webhook = (event: { id: string; type: string; object: Record<string, unknown> }) => {
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, event);
    return applyPaymentEvent(db.db, 'stripe', stripe.parseWebhook(payload, signature));
  };
  const history = async (userId: string) => (await membershipHistory(db.db, userId)).length;
  // Two changes can share a millisecond, so an event is found by its kind rather than by its place in the log.
  const eventOf = async (userId: string, kind: string) => (await membershipHistory(db.db, userId)).find((e) => e.kind === kind);

  it('refuses a plan or a currency that plans.ts does not offer', async () => {
    expect(await code(startPurchase(db.db, dev, users.ann, { plan: 'weekly', currency: 'USD' }, context))).toBe('400 orders.unknownPlan');
    expect(await code(startPurchase(db.db, dev, users.ann, { plan: 'monthly', currency: 'XYZ' }, context))).toBe(
      '400 orders.unknownCurrency',
    );
    expect(await memberOrders(db.db, users.ann)).toEqual([]);
  });

  it('pays an order on the development confirmation page: VIP for the plan, an invoice numbered in sequence', async () => {
    const { order, redirectUrl } = await startPurchase(db.db, dev, users.ann, { plan: 'yearly', currency: 'eur' }, context);
    expect(redirectUrl).toBe(`http://localhost/en/vip/order?id=${order.id}`);
    expect(order).toMatchObject({ status: 'pending', currency: 'EUR', amount_minor: 17000, months: 12 });
    expect((await membershipOf(db.db, users.ann)).tier).toBe('ordinary');

    expect(await decideDevOrder(db.db, users.ann, order.id, 'confirm')).toBe('applied');
    const paid = await memberOrder(db.db, users.ann, order.id);
    expect(paid).toMatchObject({ status: 'paid', invoice_number: 1 });
    const membership = await membershipOf(db.db, users.ann);
    expect(membership.tier).toBe('vip');
    expect(new Date(membership.vipUntil!).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    expect(await eventOf(users.ann, 'paid')).toMatchObject({ kind: 'paid', order_id: order.id });
    const invoice = await memberInvoice(db.db, users.ann, order.id);
    expect(invoice.number).toBe(`${paid.paid_at!.slice(0, 4)}-000001`);
    expect(invoice.buyer).toMatchObject({ name: 'ann', email: `ann-${engine}@example.com` });

    // Confirming again changes nothing.
    expect(await code(decideDevOrder(db.db, users.ann, order.id, 'confirm'))).toBe('409 orders.notPending');
    expect(await history(users.ann)).toBe(1);
  });

  it('never lets a member read, confirm or invoice another member’s order', async () => {
    const [annOrder] = await memberOrders(db.db, users.ann);
    expect(await code(memberOrder(db.db, users.bob, annOrder.id))).toBe('404 orders.notFound');
    expect(await code(memberInvoice(db.db, users.bob, annOrder.id))).toBe('404 orders.notFound');
    expect(await code(decideDevOrder(db.db, users.bob, annOrder.id, 'decline'))).toBe('404 orders.notFound');
    expect(await memberOrders(db.db, users.bob)).toEqual([]);
    expect(await code(memberOrder(db.db, users.bob, "' OR 1=1 --"))).toBe('404 orders.notFound');
  });

  it('declines an order: nothing paid, no VIP, no invoice', async () => {
    const { order } = await startPurchase(db.db, dev, users.bob, { plan: 'monthly', currency: 'GBP' }, context);
    expect(await decideDevOrder(db.db, users.bob, order.id, 'decline')).toBe('applied');
    expect((await memberOrder(db.db, users.bob, order.id)).status).toBe('declined');
    expect((await membershipOf(db.db, users.bob)).tier).toBe('ordinary');
    expect(await code(memberInvoice(db.db, users.bob, order.id))).toBe('404 orders.noInvoice');
  });

  it('starts a Stripe Checkout subscription for the order (at the local fake of Stripe’s API)', async () => {
    const before = fake.requests.length;
    const { order, redirectUrl } = await startPurchase(db.db, stripe, users.cat, { plan: 'monthly', currency: 'USD' }, context);
    expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const call = fake.requests[before];
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', auth: 'Bearer sk_test_fake' });
    expect(call.body.get('mode')).toBe('subscription');
    expect(call.body.get('client_reference_id')).toBe(order.id);
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('1900');
    expect(call.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.body.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(call.body.get('subscription_data[metadata][orderId]')).toBe(order.id);
    expect((await memberOrder(db.db, users.cat, order.id)).checkout_ref).toBe(redirectUrl.split('/').pop());
  });

  it('a signed checkout.session.completed pays the order once; its replay and the first invoice.paid change nothing', async () => {
    const [order] = await memberOrders(db.db, users.cat);
    const session = stripeObjects.session(order.id, { id: order.checkout_ref });
    expect(await webhook({ id: `evt_done_${engine}`, type: 'checkout.session.completed', object: session })).toBe('applied');
    const until = (await membershipOf(db.db, users.cat)).vipUntil;
    expect(until).not.toBeNull();
    expect(await memberOrder(db.db, users.cat, order.id)).toMatchObject({
      status: 'paid',
      subscription_ref: 'sub_1',
      customer_ref: 'cus_1',
      invoice_ref: 'in_first',
      invoice_number: 2,
    });

    expect(await webhook({ id: `evt_done_${engine}`, type: 'checkout.session.completed', object: session })).toBe('replayed');
    expect(await webhook({ id: `evt_first_invoice_${engine}`, type: 'invoice.paid', object: stripeObjects.invoice(order.id) })).toBe(
      'already-paid',
    );
    expect((await membershipOf(db.db, users.cat)).vipUntil).toBe(until);
    expect(await history(users.cat)).toBe(1);
  });

  it('refuses a wrong signature, another secret or a changed body, and changes nothing', async () => {
    const [order] = await memberOrders(db.db, users.cat);
    const event = {
      id: `evt_forged_${engine}`,
      type: 'invoice.paid',
      object: stripeObjects.invoice(order.id, { id: 'in_forged', billing_reason: 'subscription_cycle' }),
    };
    const { payload, signature } = signedEvent('whsec_someone_else', event);
    expect(await code(Promise.resolve().then(() => stripe.parseWebhook(payload, signature)))).toBe('400 orders.badSignature');
    const good = signedEvent(WEBHOOK_SECRET, event);
    const changed = good.payload.replace('"amount_paid":1900', '"amount_paid":1');
    expect(await code(Promise.resolve().then(() => stripe.parseWebhook(changed, good.signature)))).toBe('400 orders.badSignature');
    expect(await code(Promise.resolve().then(() => stripe.parseWebhook(good.payload, null)))).toBe('400 orders.badSignature');
    expect(await memberOrders(db.db, users.cat)).toHaveLength(1);
    expect(await history(users.cat)).toBe(1);
  });

  it('a renewal (invoice.paid, subscription_cycle) is an order of its own with the next invoice number and one more month', async () => {
    const [first] = await memberOrders(db.db, users.cat);
    const before = (await membershipOf(db.db, users.cat)).vipUntil!;
    const renewal = {
      id: `evt_renew_${engine}`,
      type: 'invoice.paid',
      object: stripeObjects.invoice(first.id, { id: 'in_second', billing_reason: 'subscription_cycle' }),
    };
    expect(await webhook(renewal)).toBe('applied');
    expect(await webhook(renewal)).toBe('replayed');
    const orders = await memberOrders(db.db, users.cat);
    expect(orders).toHaveLength(2);
    const second = orders.find((o) => o.id !== first.id)!;
    expect(second).toMatchObject({ status: 'paid', renewal_of: first.id, invoice_ref: 'in_second', invoice_number: 3, amount_minor: 1900 });
    const after = (await membershipOf(db.db, users.cat)).vipUntil!;
    expect(new Date(after).getUTCMonth()).toBe((new Date(before).getUTCMonth() + 1) % 12);
    expect(await eventOf(users.cat, 'renewed')).toMatchObject({ kind: 'renewed', order_id: second.id });
  });

  it('a failed renewal (invoice.payment_failed) ends VIP, once', async () => {
    const [, first] = await memberOrders(db.db, users.cat);
    const failed = {
      id: `evt_failed_${engine}`,
      type: 'invoice.payment_failed',
      object: stripeObjects.invoice(first.id, { id: 'in_third', billing_reason: 'subscription_cycle' }),
    };
    expect(await webhook(failed)).toBe('applied');
    expect(await membershipOf(db.db, users.cat)).toEqual({ tier: 'ordinary', vipUntil: null });
    expect(await eventOf(users.cat, 'renewal_failed')).toMatchObject({ kind: 'renewal_failed', order_id: first.id });
    const count = await history(users.cat);
    expect(await webhook(failed)).toBe('replayed');
    expect(await history(users.cat)).toBe(count);
  });

  it('a refund in Stripe (charge.refunded) ends VIP and marks the order refunded; a partial refund keeps it', async () => {
    const { order } = await startPurchase(db.db, stripe, users.dan, { plan: 'monthly', currency: 'USD' }, context);
    const ids = { customer: `cus_dan_${engine}`, subscription: `sub_dan_${engine}` };
    const session = stripeObjects.session(order.id, {
      id: order.checkout_ref,
      customer: ids.customer,
      subscription: ids.subscription,
      invoice: 'in_dan',
    });
    expect(await webhook({ id: `evt_dan_paid_${engine}`, type: 'checkout.session.completed', object: session })).toBe('applied');
    expect((await membershipOf(db.db, users.dan)).tier).toBe('vip');

    expect(
      await webhook({
        id: `evt_dan_partial_${engine}`,
        type: 'charge.refunded',
        object: stripeObjects.charge({ customer: ids.customer, refunded: false, amount_refunded: 500, payment_intent: 'pi_dan' }),
      }),
    ).toBe('ignored:charge.refunded:partial');
    expect((await membershipOf(db.db, users.dan)).tier).toBe('vip');

    const refund = {
      id: `evt_dan_refund_${engine}`,
      type: 'charge.refunded',
      object: stripeObjects.charge({ customer: ids.customer, payment_intent: 'pi_dan' }),
    };
    expect(await webhook(refund)).toBe('applied');
    expect(await memberOrder(db.db, users.dan, order.id)).toMatchObject({ status: 'refunded' });
    expect(await membershipOf(db.db, users.dan)).toEqual({ tier: 'ordinary', vipUntil: null });
    expect(await eventOf(users.dan, 'refunded')).toMatchObject({ kind: 'refunded', order_id: order.id });
    expect(await webhook(refund)).toBe('replayed');
  });

  it('a staff refund goes through Stripe (refund, then the subscription cancelled) and ends VIP with the staff member and reason', async () => {
    const { order } = await startPurchase(db.db, stripe, users.eve, { plan: 'yearly', currency: 'USD' }, context);
    const session = stripeObjects.session(order.id, {
      id: order.checkout_ref,
      customer: 'cus_eve',
      subscription: 'sub_eve',
      invoice: 'in_eve',
    });
    await webhook({ id: `evt_eve_paid_${engine}`, type: 'checkout.session.completed', object: session });
    expect((await membershipOf(db.db, users.eve)).tier).toBe('vip');

    expect(await code(refundOrder(db.db, stripe, order.id, { userId: users.staff, reason: '  ' }))).toBe('400 orders.reasonRequired');
    const before = fake.requests.length;
    expect(await refundOrder(db.db, stripe, order.id, { userId: users.staff, reason: 'Charged twice by mistake' })).toBe('applied');
    const calls = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(['GET /v1/invoice_payments?invoice=in_eve&limit=1', 'POST /v1/refunds', 'DELETE /v1/subscriptions/sub_eve']);
    expect(fake.requests[before + 1].body.get('payment_intent')).toBe('pi_first');
    expect(await membershipOf(db.db, users.eve)).toEqual({ tier: 'ordinary', vipUntil: null });
    expect((await membershipHistory(db.db, users.eve))[0]).toMatchObject({
      kind: 'refunded',
      staff_user_id: users.staff,
      reason: 'Charged twice by mistake',
    });
    // Stripe's own charge.refunded that follows finds the order refunded already.
    expect(
      await webhook({
        id: `evt_eve_refund_${engine}`,
        type: 'charge.refunded',
        object: stripeObjects.charge({ customer: 'cus_eve', payment_intent: 'pi_first' }),
      }),
    ).toBe('already-refunded');
    expect(await code(refundOrder(db.db, stripe, order.id, { userId: users.staff, reason: 'again' }))).toBe('409 orders.notPaid');
    // The staff's decision is in the one log of staff decisions as well.
    const decisions = await db.db.selectFrom('staff_decisions').selectAll().where('subject_id', '=', order.id).execute();
    expect(decisions).toMatchObject([
      { staff_user_id: users.staff, action: 'refund', subject_kind: 'order', reason: 'Charged twice by mistake' },
    ]);
    // Staff find it by the member's e-mail or the order id; other text finds nothing.
    expect((await findOrdersForStaff(db.db, ` EVE-${engine}@example.com `)).map((o) => o.id)).toEqual([order.id]);
    expect((await findOrdersForStaff(db.db, order.id.toUpperCase())).map((o) => o.member_email)).toEqual([`eve-${engine}@example.com`]);
    expect(await findOrdersForStaff(db.db, "eve' OR 1=1")).toEqual([]);
  });

  it('refuses an eleventh order within the hour (429)', async () => {
    const hour = new Date('2030-01-01T10:00:00Z');
    for (let i = 0; i < 10; i++) await startPurchase(db.db, dev, users.bob, { plan: 'monthly', currency: 'USD' }, context, hour);
    expect(await code(startPurchase(db.db, dev, users.bob, { plan: 'monthly', currency: 'USD' }, context, hour))).toBe('429 auth.tooMany');
  });

  it('keeps an event for an order it does not know, so its replay is recognised too', async () => {
    const stray = {
      id: `evt_stray_${engine}`,
      type: 'checkout.session.completed',
      object: stripeObjects.session('00000000-0000-4000-8000-000000000000', { id: 'cs_unknown' }),
    };
    expect(await webhook(stray)).toBe('unknown-order');
    expect(await webhook(stray)).toBe('replayed');
    expect(await webhook({ id: `evt_other_${engine}`, type: 'customer.created', object: { id: 'cus_x', object: 'customer' } })).toBe(
      'ignored:customer.created',
    );
  });
});
