/** Tables of payment (issue 19): VIP orders and the payment providers' events. */

export type OrderStatus = 'pending' | 'paid' | 'declined' | 'refunded';
export type PaymentProviderId = 'dev' | 'stripe';

/**
 * One purchase of a plan: made pending when the member presses Buy, paid when the provider confirms
 * (that is when VIP is extended), refunded when money goes back (VIP ends). A subscription renewal
 * is an order of its own (renewal_of: the first order), so every payment has its invoice.
 */
export interface OrdersTable {
  id: string;
  user_id: string;
  plan: string;
  months: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What the member pays, VAT included, in the currency's minor unit. */
  amount_minor: number;
  /** The VAT share of amount_minor at the rate of the day it was paid (0 without VAT). */
  vat_minor: number;
  /** The VAT rate in hundredths of a percent at payment (2000 = 20 %), 0 without VAT. */
  vat_rate_bp: number;
  provider: PaymentProviderId;
  status: OrderStatus;
  /** The provider's checkout (Stripe's checkout session id); null for renewals. */
  checkout_ref: string | null;
  /** Stripe: the customer and subscription, which renewals, failures and refunds name. */
  customer_ref: string | null;
  subscription_ref: string | null;
  /** Stripe: the invoice and payment intent of this payment (a refund names the payment intent). */
  invoice_ref: string | null;
  payment_ref: string | null;
  /** The first order of a subscription this one renews; null for a first purchase. */
  renewal_of: string | null;
  /** Our sequential invoice number, given when the order is paid (unique). */
  invoice_number: number | null;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  updated_at: string;
  /**
   * On a subscription's first order: when its renewal was cancelled (by the member here or in Stripe's
   * portal; VIP runs to the paid period's end), null while it renews. Null on every other order.
   */
  renewal_cancelled_at: string | null;
  /** On a subscription's first order: when Stripe ended the subscription (no renewal will come). */
  subscription_ended_at: string | null;
}

/**
 * Every provider event applied, by the provider's own event id (unique with the provider): a replayed
 * or repeated webhook finds its row and changes nothing. Written in the transaction that applies it.
 */
export interface PaymentEventsTable {
  provider: PaymentProviderId;
  event_id: string;
  type: string;
  order_id: string | null;
  /** What it did: applied, or ignored and why (unknown order, already paid …), for support. */
  outcome: string;
  received_at: string;
}

/**
 * The confirmation mail of a member's cancelled renewal, written in the cancellation's transaction
 * (an outbox: a crash never loses it, and its Message-ID, from the row, never makes two of it).
 */
export interface RenewalMailsTable {
  id: string;
  user_id: string;
  /** The language of the page the member cancelled on. */
  lang: string;
  /** The end of VIP the mail names. */
  vip_until: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface PaymentTables {
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  renewal_mails: RenewalMailsTable;
}
