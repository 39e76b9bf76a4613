import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import { developmentPayments } from './dev-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripePayments } from './stripe-provider.ts';

/**
 * The server's payment provider, chosen by PAYMENT_PROVIDER: 'dev' (the local confirmation page;
 * production only as a demo, SMS_DEV_IN_PRODUCTION) or 'stripe' (STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET from the environment, never from the repository).
 */
let provider: PaymentProvider | undefined;
let stripe: ReturnType<typeof stripePayments> | undefined;

/** Whether the development provider may complete orders on this server. */
export const devPaymentsHere = () => env.NODE_ENV !== 'production' || env.SMS_DEV_IN_PRODUCTION;

export function sitePayments(): PaymentProvider {
  if (!provider)
    provider =
      env.PAYMENT_PROVIDER === 'stripe'
        ? siteStripe()
        : developmentPayments({ production: env.NODE_ENV === 'production', demo: env.SMS_DEV_IN_PRODUCTION });
  return provider;
}

/** The Stripe provider, when this server is configured for it; otherwise the webhook is not found. */
export function siteStripe(): ReturnType<typeof stripePayments> {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new AppError('orders.notConfigured', 404);
  stripe ??= stripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });
  return stripe;
}
