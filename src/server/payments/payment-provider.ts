import type { OrdersTable, PaymentProviderId } from '../db/schema-payments.ts';

/**
 * What a payment provider does for us, and the events it reports in our words. The development
 * provider (dev-provider.ts) completes orders on a local confirmation page; the Stripe provider
 * (stripe-provider.ts) sends the member to Stripe Checkout and reports back through signed webhooks.
 * orders.service.ts applies the events; it knows no provider's vocabulary.
 */

export interface CheckoutStart {
  /** The provider's reference of the checkout (kept on the order, named by its events). */
  checkoutRef: string;
  /** Where the member's browser goes to pay. */
  redirectUrl: string;
}

export interface CheckoutContext {
  /** The member's confirmed e-mail, if any (Stripe fills the checkout form with it). */
  email?: string;
  /** Absolute URLs: back after paying, back after giving up, and the development confirmation page. */
  successUrl: string;
  cancelUrl: string;
  confirmUrl: string;
  /** The product name shown at the provider's checkout, in the member's language. */
  productName: string;
  lang: string;
}

export interface PaymentProvider {
  id: PaymentProviderId;
  /** Starts paying for a pending order. */
  startCheckout(order: OrdersTable, ctx: CheckoutContext): Promise<CheckoutStart>;
  /** Gives the money of a paid order back and stops its renewals (staff decision); names the payment refunded when it knows it. */
  refund(order: OrdersTable): Promise<{ paymentRef?: string }>;
  /**
   * Stops or restarts a subscription's renewal at the end of the period paid for (the member's own
   * choice). Only providers that renew by themselves have it: a development order is one period.
   */
  setRenewal?(order: OrdersTable, renew: boolean): Promise<void>;
}

/**
 * A provider's report, in our words. `eventId` is the provider's own id (unique per provider): the
 * same id twice is the same event, applied once.
 */
export type PaymentEvent =
  /** The checkout was paid: the order's first period starts. */
  | {
      type: 'checkout.paid';
      eventId: string;
      orderId?: string;
      checkoutRef?: string;
      customerRef?: string;
      subscriptionRef?: string;
      invoiceRef?: string;
      paymentRef?: string;
    }
  /** The member gave up or the checkout expired: the order will not be paid. */
  | { type: 'checkout.declined'; eventId: string; orderId?: string; checkoutRef?: string }
  /** An invoice of a subscription was paid: the first one (already the checkout's) or a renewal. */
  | {
      type: 'invoice.paid';
      eventId: string;
      orderId?: string;
      subscriptionRef?: string;
      invoiceRef: string;
      paymentRef?: string;
      customerRef?: string;
      renewal: boolean;
      amountMinor: number;
      currency: string;
    }
  /** A renewal could not be charged: VIP ends. */
  | { type: 'renewal.failed'; eventId: string; orderId?: string; subscriptionRef?: string; invoiceRef?: string }
  /** Money went back (from the provider's dashboard, or our own refund): VIP ends. */
  | { type: 'refunded'; eventId: string; paymentRef?: string; customerRef?: string }
  /** The subscription's renewal was cancelled or restarted (here, or in the provider's own portal). */
  | { type: 'subscription.renewal'; eventId: string; orderId?: string; subscriptionRef: string; renews: boolean }
  /** The subscription ended: nothing renews any more (VIP runs to the end of the period paid for). */
  | { type: 'subscription.ended'; eventId: string; orderId?: string; subscriptionRef: string }
  /** An event we do not act on (kept so a replay is recognised all the same). */
  | { type: 'ignored'; eventId: string; providerType: string };
