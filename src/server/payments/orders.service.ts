import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../app-error.ts';
import { orderLimits } from '../accounts/limits.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import type { OrdersTable, PaymentProviderId } from '../db/schema-payments.ts';
import { log } from '../log.ts';
import { endVip, extendVip, noteMembershipEvent } from '../membership/membership.service.ts';
import type { CheckoutContext, PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { PLANS, isCurrency, isPlanId, priceOf } from './plans.ts';
import * as repo from './orders.repository.ts';

/**
 * VIP orders: made pending when a member presses Buy, paid when the provider confirms (VIP is
 * extended by the plan's months in the same transaction), refunded when money goes back (VIP ends).
 * Every provider event is applied at most once: its id is written to payment_events in the
 * transaction that applies it, so a replayed webhook finds it and changes nothing; and an order only
 * moves from pending to paid once, whichever of two events about the same payment comes first.
 */
type Db = Kysely<Database>;
type Tx = Transaction<Database>;

/** How many orders the member centre lists (newest first). */
export const MEMBER_ORDERS_SHOWN = 50;

export interface PurchaseInput {
  plan: string;
  currency: string;
}

/** A new pending order of a plan in a currency offered in plans.ts (anything else is a 400). */
export async function createOrder(
  db: Db,
  userId: string,
  provider: PaymentProviderId,
  input: PurchaseInput,
  now = new Date(),
): Promise<OrdersTable> {
  if (!isPlanId(input.plan)) throw new AppError('orders.unknownPlan', 400);
  const currency = input.currency.toUpperCase();
  const amount = isCurrency(currency) ? priceOf(input.plan, currency) : undefined;
  if (amount === undefined) throw new AppError('orders.unknownCurrency', 400);
  const at = now.toISOString();
  const order: OrdersTable = {
    id: randomUUID(),
    user_id: userId,
    plan: input.plan,
    months: PLANS[input.plan].months,
    currency,
    amount_minor: amount,
    vat_minor: 0,
    vat_rate_bp: 0,
    provider,
    status: 'pending',
    checkout_ref: null,
    customer_ref: null,
    subscription_ref: null,
    invoice_ref: null,
    payment_ref: null,
    renewal_of: null,
    invoice_number: null,
    created_at: at,
    paid_at: null,
    refunded_at: null,
    updated_at: at,
    renewal_cancelled_at: null,
    subscription_ended_at: null,
  };
  await repo.insertOrder(db, order);
  return order;
}

/** Buy: a pending order, and where the member's browser goes to pay it. */
export async function startPurchase(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: PurchaseInput,
  context: (order: OrdersTable) => CheckoutContext,
  now = new Date(),
): Promise<{ order: OrdersTable; redirectUrl: string }> {
  await enforceLimits(db, orderLimits(userId), now);
  const order = await createOrder(db, userId, provider.id, input, now);
  const started = await provider.startCheckout(order, context(order));
  await repo.setCheckoutRef(db, order.id, started.checkoutRef, now.toISOString());
  return { order: { ...order, checkout_ref: started.checkoutRef }, redirectUrl: started.redirectUrl };
}

/** The VAT share of a price that includes VAT at `percent` (rounded to the minor unit). */
export function vatShare(amountMinor: number, percent: number): number {
  return percent > 0 ? Math.round((amountMinor * percent) / (100 + percent)) : 0;
}

/** What being paid sets on an order: the time, the next invoice number and the VAT of the day. */
async function paidFields(tx: Tx, order: Pick<OrdersTable, 'amount_minor'>, at: string) {
  const rate = env.VAT_RATE_PERCENT;
  return {
    status: 'paid' as const,
    paid_at: at,
    updated_at: at,
    invoice_number: await repo.nextInvoiceNumber(tx),
    vat_rate_bp: Math.round(rate * 100),
    vat_minor: vatShare(order.amount_minor, rate),
  };
}

/**
 * Applies one provider event, once. Returns what it did ('applied', 'replayed', or why it was
 * ignored), which is also written to payment_events for support.
 */
export async function applyPaymentEvent(db: Db, provider: PaymentProviderId, event: PaymentEvent, now = new Date()): Promise<string> {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (tx) => {
      if (await repo.paymentEvent(tx, provider, event.eventId)) return 'replayed';
      // Written first: a second delivery of the same event running at the same moment waits on this
      // row's key and then fails, instead of applying the event a second time.
      await repo.insertPaymentEvent(tx, {
        provider,
        event_id: event.eventId,
        type: event.type,
        order_id: null,
        outcome: 'pending',
        received_at: at,
      });
      const { outcome, orderId } = await applyInTransaction(tx, event, at, now);
      await repo.setPaymentEventOutcome(tx, provider, event.eventId, outcome, orderId);
      return outcome;
    });
  } catch (err) {
    // The other delivery won the race for the event's key: it was applied once, by that one.
    if (await repo.paymentEvent(db, provider, event.eventId)) return 'replayed';
    throw err;
  }
}

async function applyInTransaction(tx: Tx, event: PaymentEvent, at: string, now: Date): Promise<{ outcome: string; orderId?: string }> {
  switch (event.type) {
    case 'checkout.paid': {
      const order = await findOrder(tx, event.orderId, event.checkoutRef);
      if (!order) return { outcome: 'unknown-order' };
      await repo.setOrderRefs(tx, order.id, {
        invoice_ref: event.invoiceRef ?? order.invoice_ref,
        payment_ref: event.paymentRef ?? order.payment_ref,
        customer_ref: event.customerRef ?? order.customer_ref,
        subscription_ref: event.subscriptionRef ?? order.subscription_ref,
      });
      return { outcome: await payOrder(tx, order, at, now), orderId: order.id };
    }
    case 'checkout.declined': {
      const order = await findOrder(tx, event.orderId, event.checkoutRef);
      if (!order) return { outcome: 'unknown-order' };
      const moved = await repo.moveOrder(tx, order.id, 'pending', { status: 'declined', updated_at: at });
      return { outcome: moved ? 'applied' : `already-${order.status}`, orderId: order.id };
    }
    case 'invoice.paid': {
      const first = await findOrder(tx, event.orderId, undefined, event.subscriptionRef);
      if (!first) return { outcome: 'unknown-order' };
      if (!event.renewal) {
        // The checkout's own invoice: it may arrive before checkout.session.completed, and pays the order as well.
        await repo.setOrderRefs(tx, first.id, {
          invoice_ref: event.invoiceRef,
          payment_ref: event.paymentRef ?? first.payment_ref,
          subscription_ref: event.subscriptionRef ?? first.subscription_ref,
          customer_ref: event.customerRef ?? first.customer_ref,
        });
        return { outcome: await payOrder(tx, first, at, now), orderId: first.id };
      }
      if (await repo.orderByInvoice(tx, event.invoiceRef)) return { outcome: 'already-paid', orderId: first.id };
      const renewal: OrdersTable = {
        ...first,
        id: randomUUID(),
        currency: event.currency,
        amount_minor: event.amountMinor,
        status: 'pending',
        checkout_ref: null,
        invoice_ref: event.invoiceRef,
        payment_ref: event.paymentRef ?? null,
        renewal_of: first.id,
        invoice_number: null,
        created_at: at,
        paid_at: null,
        refunded_at: null,
        updated_at: at,
        renewal_cancelled_at: null,
        subscription_ended_at: null,
      };
      await repo.insertOrder(tx, renewal);
      await repo.moveOrder(tx, renewal.id, 'pending', await paidFields(tx, renewal, at));
      await extendVip(tx, renewal.user_id, renewal.months, { kind: 'renewed', orderId: renewal.id }, now);
      return { outcome: 'applied', orderId: renewal.id };
    }
    case 'renewal.failed': {
      const first = await findOrder(tx, event.orderId, undefined, event.subscriptionRef);
      if (!first) return { outcome: 'unknown-order' };
      await endVip(tx, first.user_id, { kind: 'renewal_failed', orderId: first.id, reason: event.invoiceRef }, now);
      return { outcome: 'applied', orderId: first.id };
    }
    case 'refunded': {
      const order =
        (event.paymentRef ? await repo.orderByPayment(tx, event.paymentRef) : undefined) ??
        (event.customerRef ? await repo.latestPaidOfCustomer(tx, event.customerRef) : undefined);
      if (!order) return { outcome: 'unknown-order' };
      return { outcome: await refundInTransaction(tx, order, at, now, {}), orderId: order.id };
    }
    case 'subscription.renewal': {
      const first = await findOrder(tx, event.orderId, undefined, event.subscriptionRef);
      if (!first) return { outcome: 'unknown-order' };
      // Our own cancel or resume comes back as this event: already in that state, it changes nothing.
      if (first.subscription_ended_at || (first.renewal_cancelled_at === null) === event.renews)
        return { outcome: 'unchanged', orderId: first.id };
      await applyRenewal(tx, first, event.renews, 'stripe', now);
      return { outcome: 'applied', orderId: first.id };
    }
    case 'subscription.ended': {
      const first = await findOrder(tx, event.orderId, undefined, event.subscriptionRef);
      if (!first) return { outcome: 'unknown-order' };
      if (first.subscription_ended_at) return { outcome: 'unchanged', orderId: first.id };
      await repo.setSubscriptionState(tx, first.id, { subscription_ended_at: at, updated_at: at });
      // VIP runs to the end of what was paid for (a refund, if any, ends it through its own event).
      await noteMembershipEvent(tx, first.user_id, { kind: 'subscription_ended', orderId: first.id, reason: 'stripe' }, now);
      return { outcome: 'applied', orderId: first.id };
    }
    case 'ignored':
      return { outcome: `ignored:${event.providerType}`.slice(0, 120) };
  }
}

/**
 * Records a subscription's renewal cancelled (renews false) or resumed on its first order, logged in
 * membership_events with where it came from ('stripe': Stripe's portal or dashboard; null: the member
 * in the member centre). vip_until does not move: the period paid for runs to its end either way.
 */
export async function applyRenewal(tx: Db | Tx, first: OrdersTable, renews: boolean, source: 'stripe' | null, now: Date): Promise<void> {
  const at = now.toISOString();
  await repo.setSubscriptionState(tx, first.id, { renewal_cancelled_at: renews ? null : at, updated_at: at });
  await noteMembershipEvent(
    tx as Db,
    first.user_id,
    { kind: renews ? 'renewal_resumed' : 'renewal_cancelled', orderId: first.id, reason: source ?? undefined },
    now,
  );
}

/** Pending → paid once, with its invoice number, and VIP extended by its months. */
async function payOrder(tx: Tx, order: OrdersTable, at: string, now: Date): Promise<string> {
  if (!(await repo.moveOrder(tx, order.id, 'pending', await paidFields(tx, order, at)))) return `already-${order.status}`;
  await extendVip(tx, order.user_id, order.months, { kind: 'paid', orderId: order.id }, now);
  return 'applied';
}

/** Paid → refunded once, and VIP ends (with the staff member and reason when staff decided it). */
async function refundInTransaction(
  tx: Tx,
  order: OrdersTable,
  at: string,
  now: Date,
  staff: { userId?: string; reason?: string },
): Promise<string> {
  if (!(await repo.moveOrder(tx, order.id, 'paid', { status: 'refunded', refunded_at: at, updated_at: at })))
    return `already-${order.status}`;
  await endVip(tx, order.user_id, { kind: 'refunded', orderId: order.id, staffUserId: staff.userId, reason: staff.reason }, now);
  return 'applied';
}

async function findOrder(tx: Tx, orderId?: string, checkoutRef?: string, subscriptionRef?: string): Promise<OrdersTable | undefined> {
  return (
    (orderId ? await repo.orderById(tx, orderId) : undefined) ??
    (checkoutRef ? await repo.orderByCheckout(tx, 'stripe', checkoutRef) : undefined) ??
    (subscriptionRef ? await repo.firstOrderOfSubscription(tx, subscriptionRef) : undefined)
  );
}

/**
 * The development provider's confirmation page: the member who placed a pending dev order confirms
 * (the order is paid, VIP starts) or declines it. Anyone else's order is not found.
 */
export async function decideDevOrder(
  db: Db,
  userId: string,
  orderId: string,
  decision: 'confirm' | 'decline',
  now = new Date(),
): Promise<string> {
  const order = await repo.memberOrder(db, userId, orderId);
  if (!order || order.provider !== 'dev') throw new AppError('orders.notFound', 404);
  if (order.status !== 'pending') throw new AppError('orders.notPending', 409);
  const event: PaymentEvent =
    decision === 'confirm'
      ? { type: 'checkout.paid', eventId: `dev:${order.id}`, orderId: order.id }
      : { type: 'checkout.declined', eventId: `dev:${order.id}`, orderId: order.id };
  return applyPaymentEvent(db, 'dev', event, now);
}

/**
 * A staff refund: the provider gives the money back (and stops renewals), then the order is marked
 * refunded and VIP ends, logged with the staff member and the reason. The provider's own
 * charge.refunded event that follows finds the order refunded and changes nothing.
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  staff: { userId: string; reason: string },
  now = new Date(),
): Promise<string> {
  const reason = staff.reason.trim();
  if (!reason) throw new AppError('orders.reasonRequired', 400);
  const order = await repo.orderById(db, orderId);
  if (!order) throw new AppError('orders.notFound', 404);
  if (order.status !== 'paid') throw new AppError('orders.notPaid', 409);
  if (order.provider !== provider.id) throw new AppError('orders.otherProvider', 409);
  const { paymentRef } = await provider.refund(order);
  const outcome = await db.transaction().execute(async (tx) => {
    // The payment refunded, so that the provider's own refund event that follows finds this order.
    if (paymentRef && !order.payment_ref) await repo.setOrderRefs(tx, order.id, { payment_ref: paymentRef });
    const done = await refundInTransaction(tx, order, now.toISOString(), now, { userId: staff.userId, reason });
    await repo.insertStaffDecision(tx, {
      id: randomUUID(),
      staff_user_id: staff.userId,
      action: 'refund',
      subject_id: order.id,
      reason,
      at: now.toISOString(),
    });
    return done;
  });
  log.info({ orderId, staffUserId: staff.userId, outcome }, 'order refunded by staff');
  return outcome;
}

/** The member's orders, newest first. */
export function memberOrders(db: Db, userId: string): Promise<OrdersTable[]> {
  return repo.memberOrders(db, userId, MEMBER_ORDERS_SHOWN);
}

/** One of the member's own orders (another member's reads as not found). */
export async function memberOrder(db: Db, userId: string, orderId: string): Promise<OrdersTable> {
  const order = /^[0-9a-f-]{36}$/.test(orderId) ? await repo.memberOrder(db, userId, orderId) : undefined;
  if (!order) throw new AppError('orders.notFound', 404);
  return order;
}

export interface Invoice {
  order: OrdersTable;
  number: string;
  seller: { name: string; address: string[]; taxId: string };
  buyer: { name: string; email: string | null; phone: string | null };
  netMinor: number;
}

/** Invoice numbers as printed: the year of payment and the sequence, e.g. 2026-000042. */
export function invoiceNumberText(order: Pick<OrdersTable, 'invoice_number' | 'paid_at'>): string {
  return `${(order.paid_at ?? '').slice(0, 4)}-${String(order.invoice_number ?? 0).padStart(6, '0')}`;
}

/** The invoice of one of the member's own paid (or since refunded) orders. */
export async function memberInvoice(db: Db, userId: string, orderId: string): Promise<Invoice> {
  const order = await memberOrder(db, userId, orderId);
  if (order.invoice_number === null) throw new AppError('orders.noInvoice', 404);
  const buyer = await repo.buyerOf(db, userId);
  if (!buyer) throw new AppError('orders.notFound', 404);
  return {
    order,
    number: invoiceNumberText(order),
    seller: {
      name: env.INVOICE_SELLER_NAME,
      address: env.INVOICE_SELLER_ADDRESS.split('|')
        .map((l) => l.trim())
        .filter(Boolean),
      taxId: env.INVOICE_SELLER_TAX_ID,
    },
    buyer: { name: buyer.nickname ?? '', email: buyer.email, phone: buyer.phone },
    netMinor: order.amount_minor - order.vat_minor,
  };
}

/** How many orders the staff console lists for one search. */
export const STAFF_ORDERS_SHOWN = 20;

/**
 * The staff console's search: an order id, or a member's e-mail address or phone number (as stored:
 * lower-case e-mail, international phone). Anything else finds nothing.
 */
export function findOrdersForStaff(db: Db, query: string) {
  const q = query.trim();
  if (/^[0-9a-f-]{36}$/i.test(q)) return repo.staffOrders(db, { orderId: q.toLowerCase() }, STAFF_ORDERS_SHOWN);
  if (q.includes('@')) return repo.staffOrders(db, { email: q.toLowerCase() }, STAFF_ORDERS_SHOWN);
  if (/^\+?\d[\d\s-]{5,}$/.test(q)) return repo.staffOrders(db, { phone: `+${q.replace(/\D/g, '')}` }, STAFF_ORDERS_SHOWN);
  return Promise.resolve([]);
}
