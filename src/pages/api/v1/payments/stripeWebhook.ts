import { stripeWebhookRoute } from '../../../../server/api/stripe-webhook-route.ts';

export const prerender = false;

/** POST: Stripe's signed events (see stripe-webhook-route.ts). */
export const POST = stripeWebhookRoute;
