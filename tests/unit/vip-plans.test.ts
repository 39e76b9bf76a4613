import { describe, expect, it } from 'vitest';
import { startupProblem } from '../../src/server/config/startup-checks.ts';
import { formatPrice } from '../../src/lib/price-format.ts';
import {
  CURRENCIES,
  CURRENCY_BY_COUNTRY,
  PLAN_IDS,
  PRICES,
  currencyForCountry,
  isCurrency,
  minorDigits,
  priceOf,
} from '../../src/server/payments/plans.ts';

describe('the VIP plans configuration', () => {
  it('prices both plans in every currency it offers, in whole minor units', () => {
    for (const c of CURRENCIES)
      for (const p of PLAN_IDS) expect(Number.isInteger(PRICES[c][p]) && PRICES[c][p] > 0, `${c} ${p}`).toBe(true);
  });

  it('points every country only at a currency it offers, and the rest at the default', () => {
    for (const c of Object.values(CURRENCY_BY_COUNTRY)) expect(isCurrency(c)).toBe(true);
    expect(currencyForCountry('gb')).toBe('GBP');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('BR')).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
  });

  it('knows no price for a plan or currency it does not offer', () => {
    expect(priceOf('monthly', 'XYZ')).toBeUndefined();
    expect(priceOf('monthly', 'JPY')).toBe(2800);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('USD')).toBe(2);
  });

  it('writes a price exactly, with its minor digits, in the page language', () => {
    expect(formatPrice('en', 1900, 'USD')).toBe('$19.00');
    expect(formatPrice('de', 1700, 'EUR')).toBe('17,00\u00a0€');
    expect(formatPrice('ja', 2800, 'JPY')).toBe('￥2,800');
  });

  it('refuses to start a Stripe server without its secrets', () => {
    const base = { NODE_ENV: 'production', SMS_PROVIDER: 'http' as const, SMS_DEV_IN_PRODUCTION: false, ALERTS_SECRET: 'x'.repeat(32) };
    expect(startupProblem({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(
      startupProblem({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toBeUndefined();
  });
});
