import type { APIRoute } from 'astro';
import { AppError } from '../app-error.ts';
import { siteDb } from '../db/instance.ts';
import { log } from '../log.ts';
import { applyPaymentEvent } from '../payments/orders.service.ts';
import { siteStripe } from '../payments/site-payments.ts';
import { readBodyLimited } from '../request-body.ts';
import { resolveCaller } from './caller.ts';
import { fail, ok } from './envelope.ts';

/**
 * POST payments/stripeWebhook: Stripe's events about our checkouts and subscriptions. Not `route()`:
 * the signature (Stripe-Signature, HMAC-SHA256 with STRIPE_WEBHOOK_SECRET) is over the exact bytes
 * sent, so the body is read as text and checked before anything is parsed. A wrong or missing
 * signature is a 400 and changes nothing; an event already applied answers 200 (Stripe stops
 * retrying) and changes nothing either (orders.service applyPaymentEvent). The caller is Stripe's
 * server: no cookie, no same-site check.
 */

/** Stripe's events are larger than the API's forms (an invoice with its lines): 256 KB is ample. */
const MAX_WEBHOOK_BODY = 256 * 1024;

export const stripeWebhookRoute: APIRoute = async ({ request, locals }) => {
  const { lang } = resolveCaller({ languagecode: request.headers.get('languagecode') }, { lang: locals.lang });
  try {
    const stripe = siteStripe();
    const body = await readBodyLimited(request, MAX_WEBHOOK_BODY);
    if (body === undefined) throw new AppError('api.tooLarge', 413);
    const event = stripe.parseWebhook(body, request.headers.get('stripe-signature'));
    const outcome = await applyPaymentEvent(locals.db ?? siteDb(), 'stripe', event);
    log.info({ eventId: event.eventId, type: event.type, outcome }, 'stripe event');
    return ok({ received: true, outcome });
  } catch (err) {
    if (!(err instanceof AppError)) log.error({ err }, 'stripe event failed');
    return fail(err, lang);
  }
};
