import type { Kysely } from 'kysely';
import { v7 as timeOrderedId } from 'uuid';
import { DEFAULT_LANG } from '../../i18n/languages.ts';
import { renewalLimits } from '../accounts/limits.ts';
import { siteMailer, type Mailer } from '../accounts/mail.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import type { OrdersTable } from '../db/schema-payments.ts';
import { log } from '../log.ts';
import { membershipOf } from '../membership/membership.service.ts';
import { applyRenewal } from './orders.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import * as repo from './orders.repository.ts';
import { queueRenewalMail, sendRenewalMail } from './renewal-mail.ts';

/**
 * A member's say over their VIP's renewal. A Stripe subscription renews by itself; the member may
 * cancel the renewal (Stripe's cancel at period end: VIP stays until the period paid for ends, then
 * nothing more is charged) and resume it while that period runs. A development order or a staff grant
 * is one period that never renews: the member centre says when it ends. Stripe's own portal can do
 * the same; its webhook (customer.subscription.updated / .deleted, orders.service.ts) keeps our
 * record right either way.
 */
type Db = Kysely<Database>;

/** What the member centre shows of VIP's renewal. */
export type Renewal =
  /** A running Stripe subscription: renews on `until` unless its renewal was cancelled (`renews` false). */
  | { kind: 'subscription'; until: string; renews: boolean; order: OrdersTable }
  /** VIP of one period (a development order, a staff grant, an ended subscription): ends on `until`. */
  | { kind: 'once'; until: string };

/** The member's renewal, or undefined when they are not VIP. */
export async function renewalOf(db: Db, userId: string, now = new Date()): Promise<Renewal | undefined> {
  const { vipUntil } = await membershipOf(db, userId, now);
  if (!vipUntil) return undefined;
  const order = await repo.currentSubscriptionOf(db, userId);
  return order
    ? { kind: 'subscription', until: vipUntil, renews: order.renewal_cancelled_at === null, order }
    : { kind: 'once', until: vipUntil };
}

export interface RenewalChange {
  /** 'applied', or 'unchanged' when it already was so (a second click, a page open twice). */
  outcome: 'applied' | 'unchanged';
  until: string;
  /** The confirmation mail of a cancellation, sending in the background (tests wait for it). */
  mail?: Promise<void>;
}

/**
 * The member cancels (renew false) or resumes their subscription's renewal: rate-limited, refused
 * without a running subscription, sent to the provider first (a refusal there changes nothing here),
 * then recorded on the order and in membership_events in one transaction. A cancellation is
 * confirmed by mail to the member's confirmed address, in the language they did it in, through the
 * outbox of renewal-mail.ts (queued in that transaction).
 */
export async function setMemberRenewal(
  db: Db,
  provider: Pick<PaymentProvider, 'id' | 'setRenewal'>,
  userId: string,
  renew: boolean,
  opts: { lang: string; mailer?: Mailer; now?: Date } = { lang: DEFAULT_LANG },
): Promise<RenewalChange> {
  const now = opts.now ?? new Date();
  await enforceLimits(db, renewalLimits(userId), now);
  const current = await renewalOf(db, userId, now);
  if (!current) throw new AppError('renewal.notVip', 409);
  if (current.kind !== 'subscription') throw new AppError('renewal.noSubscription', 409);
  if (current.renews === renew) return { outcome: 'unchanged', until: current.until };
  if (current.order.provider !== provider.id || !provider.setRenewal) throw new AppError('orders.otherProvider', 409);
  try {
    await provider.setRenewal(current.order, renew);
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.warn({ orderId: current.order.id, err: (err as Error).message }, 'renewal change refused by the payment service');
    throw new AppError('orders.providerFailed', 502);
  }
  // The change and, for a cancellation, its confirmation mail in the outbox: both or neither.
  const mailId = renew ? undefined : timeOrderedId();
  await db.transaction().execute(async (tx) => {
    // Stripe's own notice of this change (customer.subscription.updated) may have been applied already.
    const fresh = await repo.orderById(tx, current.order.id);
    if (fresh && (fresh.renewal_cancelled_at === null) !== renew) await applyRenewal(tx, fresh, renew, null, now);
    if (mailId) await queueRenewalMail(tx, { id: mailId, userId, lang: opts.lang, until: current.until, at: now.toISOString() });
  });
  log.info(
    { userId, orderId: current.order.id, renew },
    renew ? 'VIP renewal resumed by the member' : 'VIP renewal cancelled by the member',
  );
  const change: RenewalChange = { outcome: 'applied', until: current.until };
  // Sent now in the background (the answer does not wait for SMTP); what fails is sent by `npm run alerts`.
  if (mailId)
    change.mail = sendRenewalMail(db, opts.mailer ?? siteMailer(), mailId, now).then(
      () => undefined,
      (err: unknown) => log.warn({ userId, err: (err as Error).message }, 'renewal mail sender stopped'),
    );
  return change;
}
