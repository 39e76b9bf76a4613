import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrdersTable, PaymentEventsTable, PaymentProviderId } from '../db/schema-payments.ts';

/** SQL of VIP orders and payment events. */
type Db = Kysely<Database> | Transaction<Database>;

export async function insertOrder(db: Db, row: OrdersTable): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export function orderById(db: Db, id: string): Promise<OrdersTable | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's own order: the only way pages read one, so another member's id reads as not found. */
export function memberOrder(db: Db, userId: string, id: string): Promise<OrdersTable | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function memberOrders(db: Db, userId: string, limit: number): Promise<OrdersTable[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function orderByCheckout(db: Db, provider: PaymentProviderId, checkoutRef: string): Promise<OrdersTable | undefined> {
  return db.selectFrom('orders').selectAll().where('provider', '=', provider).where('checkout_ref', '=', checkoutRef).executeTakeFirst();
}

/** The first order of a subscription (the one its renewals point to). */
export function firstOrderOfSubscription(db: Db, subscriptionRef: string): Promise<OrdersTable | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('subscription_ref', '=', subscriptionRef)
    .where('renewal_of', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
}

export function orderByInvoice(db: Db, invoiceRef: string): Promise<OrdersTable | undefined> {
  return db.selectFrom('orders').selectAll().where('invoice_ref', '=', invoiceRef).executeTakeFirst();
}

export function orderByPayment(db: Db, paymentRef: string): Promise<OrdersTable | undefined> {
  return db.selectFrom('orders').selectAll().where('payment_ref', '=', paymentRef).executeTakeFirst();
}

/** The newest paid order of a provider's customer (what a refund of a payment we never saw the id of refers to). */
export function latestPaidOfCustomer(db: Db, customerRef: string): Promise<OrdersTable | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_ref', '=', customerRef)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .executeTakeFirst();
}

export async function setCheckoutRef(db: Db, id: string, checkoutRef: string, now: string): Promise<void> {
  await db.updateTable('orders').set({ checkout_ref: checkoutRef, updated_at: now }).where('id', '=', id).execute();
}

/**
 * Moves an order from one status to another only if it is still in the first: the number of rows
 * changed (0 or 1) tells the caller whether this call made the change.
 */
export async function moveOrder(db: Db, id: string, from: OrdersTable['status'], set: Partial<OrdersTable>): Promise<boolean> {
  const r = await db.updateTable('orders').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setOrderRefs(
  db: Db,
  id: string,
  set: Partial<Pick<OrdersTable, 'payment_ref' | 'invoice_ref' | 'customer_ref' | 'subscription_ref'>>,
): Promise<void> {
  await db.updateTable('orders').set(set).where('id', '=', id).execute();
}

/** The next invoice number: one above the highest given (inside the transaction that gives it). */
export async function nextInvoiceNumber(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('invoice_number').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export function paymentEvent(db: Db, provider: PaymentProviderId, eventId: string): Promise<PaymentEventsTable | undefined> {
  return db.selectFrom('payment_events').selectAll().where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
}

export async function insertPaymentEvent(db: Db, row: PaymentEventsTable): Promise<void> {
  await db.insertInto('payment_events').values(row).execute();
}

export async function setPaymentEventOutcome(
  db: Db,
  provider: PaymentProviderId,
  eventId: string,
  outcome: string,
  orderId: string | undefined,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome, order_id: orderId ?? null })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

/**
 * The member's running subscription: the first order of the newest paid Stripe subscription that has
 * not ended (a refunded one was cancelled with its refund). Dev orders and staff grants have none.
 */
export function currentSubscriptionOf(db: Db, userId: string): Promise<OrdersTable | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('renewal_of', 'is', null)
    .where('subscription_ref', 'is not', null)
    .where('subscription_ended_at', 'is', null)
    .orderBy('paid_at', 'desc')
    .executeTakeFirst();
}

/** Sets a subscription's renewal or end on its first order. */
export async function setSubscriptionState(
  db: Db,
  id: string,
  set: Partial<Pick<OrdersTable, 'renewal_cancelled_at' | 'subscription_ended_at'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('orders').set(set).where('id', '=', id).execute();
}

/** The buyer's name and contact for an invoice. */
export function buyerOf(db: Db, userId: string) {
  return db.selectFrom('users').select(['nickname', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
}

/** Orders with their member's contact, for the staff console: by order id, or by the member's e-mail or phone. */
export function staffOrders(db: Db, by: { orderId?: string; email?: string; phone?: string }, limit: number) {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['u.email as member_email', 'u.phone as member_phone']);
  if (by.orderId) q = q.where('o.id', '=', by.orderId);
  else if (by.email) q = q.where('u.email', '=', by.email);
  else if (by.phone) q = q.where('u.phone', '=', by.phone);
  else return Promise.resolve([]);
  return q.orderBy('o.created_at', 'desc').limit(limit).execute();
}

/** A staff decision about an order, in the one log of staff decisions (who, when, why). */
export async function insertStaffDecision(
  db: Db,
  row: { id: string; staff_user_id: string; action: string; subject_id: string; reason: string; at: string },
): Promise<void> {
  await db
    .insertInto('staff_decisions')
    .values({ ...row, subject_kind: 'order' })
    .execute();
}
