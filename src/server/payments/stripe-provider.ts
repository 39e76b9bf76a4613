import Stripe from 'stripe';
import { AppError } from '../app-error.ts';
import { PLANS, isPlanId } from './plans.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';

/**
 * Stripe Checkout in subscription mode: a plan is a subscription renewing every month or year, so
 * Stripe charges the renewals itself and tells us by webhook (invoice.paid, invoice.payment_failed);
 * one-off payments (mode 'payment') would leave renewals to the member and to us. Prices are sent
 * inline (price_data, from plans.ts), so nothing needs setting up in Stripe's dashboard beyond the
 * webhook endpoint. The order id travels as client_reference_id and as metadata of the subscription,
 * so every later invoice names the order it renews.
 */

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake; unset: Stripe. */
  apiUrl?: string;
}

/** An SDK client; with apiUrl its host, port and protocol (a local fake in tests). */
export function stripeClient(s: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const url = s.apiUrl ? new URL(s.apiUrl) : undefined;
  return new Stripe(s.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

const idOf = (v: string | { id: string } | null | undefined): string | undefined => (typeof v === 'string' ? v : (v?.id ?? undefined));

export function stripePayments(
  s: StripeSettings,
): PaymentProvider & { parseWebhook(body: string, signature: string | null): PaymentEvent } {
  const stripe = stripeClient(s);
  return {
    id: 'stripe',
    async startCheckout(order, ctx) {
      if (!isPlanId(order.plan)) throw new AppError('orders.unknownPlan', 400);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: order.id,
        customer_email: ctx.email,
        locale: 'auto',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amount_minor,
              recurring: { interval: PLANS[order.plan].interval },
              product_data: { name: ctx.productName },
            },
          },
        ],
        metadata: { orderId: order.id },
        subscription_data: { metadata: { orderId: order.id, userId: order.user_id } },
        success_url: ctx.successUrl,
        cancel_url: ctx.cancelUrl,
      });
      if (!session.url) throw new AppError('orders.providerFailed', 502);
      return { checkoutRef: session.id, redirectUrl: session.url };
    },

    async refund(order) {
      let paymentIntent = order.payment_ref ?? undefined;
      // A subscription's invoice names its payment through an invoice payment (API 2025-03 onwards).
      if (!paymentIntent && order.invoice_ref) {
        const payments = await stripe.invoicePayments.list({ invoice: order.invoice_ref, limit: 1 });
        paymentIntent = idOf(payments.data[0]?.payment?.payment_intent);
      }
      if (!paymentIntent) throw new AppError('orders.refundUnknownPayment', 409);
      await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { orderId: order.id } });
      // No renewal after a refund: the subscription ends now (its invoice.payment_failed never comes).
      if (order.subscription_ref) await stripe.subscriptions.cancel(order.subscription_ref);
      return { paymentRef: paymentIntent };
    },

    async setRenewal(order, renew) {
      if (!order.subscription_ref) throw new AppError('renewal.noSubscription', 409);
      // At the period's end, not now: the member keeps what they paid for (Stripe's own portal does the same).
      await stripe.subscriptions.update(order.subscription_ref, { cancel_at_period_end: !renew });
    },

    parseWebhook(body, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature ?? '', s.webhookSecret);
      } catch {
        throw new AppError('orders.badSignature', 400);
      }
      return eventOf(event);
    },
  };
}

/** A verified Stripe event in our words. */
export function eventOf(event: Stripe.Event): PaymentEvent {
  const eventId = event.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed method (a bank debit) completes the session unpaid; its async_payment_succeeded pays it.
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
        return { type: 'ignored', eventId, providerType: `${event.type}:${session.payment_status}` };
      return {
        type: 'checkout.paid',
        eventId,
        orderId: session.client_reference_id ?? session.metadata?.orderId ?? undefined,
        checkoutRef: session.id,
        customerRef: idOf(session.customer),
        subscriptionRef: idOf(session.subscription),
        invoiceRef: idOf(session.invoice),
        paymentRef: idOf(session.payment_intent),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return { type: 'checkout.declined', eventId, orderId: session.client_reference_id ?? undefined, checkoutRef: session.id };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = invoice.parent?.subscription_details;
      return {
        type: 'invoice.paid',
        eventId,
        orderId: sub?.metadata?.orderId ?? undefined,
        subscriptionRef: idOf(sub?.subscription),
        invoiceRef: invoice.id,
        paymentRef: idOf(invoice.payments?.data[0]?.payment?.payment_intent),
        customerRef: idOf(invoice.customer),
        // The first invoice is the checkout's own payment; only later ones renew.
        renewal: invoice.billing_reason === 'subscription_cycle',
        amountMinor: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const sub = invoice.parent?.subscription_details;
      if (invoice.billing_reason !== 'subscription_cycle')
        return { type: 'ignored', eventId, providerType: `${event.type}:${invoice.billing_reason}` };
      return {
        type: 'renewal.failed',
        eventId,
        orderId: sub?.metadata?.orderId ?? undefined,
        subscriptionRef: idOf(sub?.subscription),
        invoiceRef: invoice.id,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund (a goodwill credit) keeps VIP; only money given back in full ends it.
      if (!charge.refunded) return { type: 'ignored', eventId, providerType: `${event.type}:partial` };
      return { type: 'refunded', eventId, paymentRef: idOf(charge.payment_intent), customerRef: idOf(charge.customer) };
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      // Cancelled at the period's end (our call, or the customer portal) or at a set date: no renewal either way.
      const renews = !sub.cancel_at_period_end && !sub.cancel_at && sub.status !== 'canceled';
      return { type: 'subscription.renewal', eventId, orderId: sub.metadata?.orderId ?? undefined, subscriptionRef: sub.id, renews };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { type: 'subscription.ended', eventId, orderId: sub.metadata?.orderId ?? undefined, subscriptionRef: sub.id };
    }
    default:
      return { type: 'ignored', eventId, providerType: event.type };
  }
}
