/**
 * The VIP plans and their prices: the one place that says what can be bought and for how much.
 * The plans page, the checkout, the providers and the invoices all read it. To change a price or add a
 * currency, edit PRICES (amounts in the currency's minor unit, as Stripe takes them: cents, pence; yen
 * has none). Prices include VAT when VAT_RATE_PERCENT is set (the invoice shows the VAT share).
 * A currency is offered on the plans page only when both plans have a price in it.
 */

export type PlanId = 'monthly' | 'yearly';

export interface Plan {
  id: PlanId;
  /** Calendar months of VIP one payment buys (membership.service extendVip). */
  months: number;
  /** The renewal interval of the subscription (Stripe's recurring.interval). */
  interval: 'month' | 'year';
}

export const PLANS: Record<PlanId, Plan> = {
  monthly: { id: 'monthly', months: 1, interval: 'month' },
  yearly: { id: 'yearly', months: 12, interval: 'year' },
};

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

/** Prices per currency (ISO 4217, upper case), in minor units. The yearly plan costs ten months. */
export const PRICES: Record<string, Record<PlanId, number>> = {
  USD: { monthly: 1900, yearly: 19000 },
  EUR: { monthly: 1700, yearly: 17000 },
  GBP: { monthly: 1500, yearly: 15000 },
  CNY: { monthly: 12800, yearly: 128000 },
  JPY: { monthly: 2800, yearly: 28000 },
};

export type Currency = keyof typeof PRICES;

/** The currency shown when the visitor's country has none of its own here. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The currency a visitor from a country sees first (they may choose another on the page). Countries
 * not listed see DEFAULT_CURRENCY. Only currencies of PRICES belong here.
 */
export const CURRENCY_BY_COUNTRY: Record<string, string> = {
  GB: 'GBP',
  CN: 'CNY',
  JP: 'JPY',
  ...Object.fromEntries(
    ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'].map((c) => [
      c,
      'EUR',
    ]),
  ),
};

export const CURRENCIES = Object.keys(PRICES);

export function isPlanId(v: unknown): v is PlanId {
  return typeof v === 'string' && Object.hasOwn(PLANS, v);
}

export function isCurrency(v: unknown): v is Currency {
  return typeof v === 'string' && Object.hasOwn(PRICES, v);
}

/** The price of a plan in a currency, in minor units; undefined when that currency is not offered. */
export function priceOf(plan: PlanId, currency: string): number | undefined {
  return isCurrency(currency) ? PRICES[currency][plan] : undefined;
}

/** Digits after the decimal point in a currency (2 for USD, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units to the amount in major units (1900 USD cents → 19). */
export function majorAmount(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The currency a country's visitor sees first. */
export function currencyForCountry(country: string | undefined): string {
  const c = country ? CURRENCY_BY_COUNTRY[country.toUpperCase()] : undefined;
  return c && isCurrency(c) ? c : DEFAULT_CURRENCY;
}

/** How long shared caches keep the plans page: it changes only with this file or the tier settings (a deploy). */
export const PLANS_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
