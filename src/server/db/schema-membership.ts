/** Tables of membership (issue 19): the log of every change of a member's VIP end (users.vip_until). */

/**
 * Why vip_until changed: a payment or renewal extends it; a refund, a failed renewal or staff end it;
 * staff may grant it. Changes to a subscription's renewal are logged too (before and after equal).
 */
export type MembershipEventKind =
  | 'paid'
  | 'renewed'
  | 'refunded'
  | 'renewal_failed'
  | 'staff_granted'
  | 'staff_ended'
  | 'expired'
  /** The member (or Stripe's portal) stopped or restarted a subscription's renewal; vip_until is unchanged. */
  | 'renewal_cancelled'
  | 'renewal_resumed'
  /** Stripe ended the subscription (after a cancelled renewal's period); vip_until is unchanged. */
  | 'subscription_ended';

export interface MembershipEventsTable {
  id: string;
  user_id: string;
  kind: MembershipEventKind;
  vip_until_before: string | null;
  vip_until_after: string | null;
  /** The order that caused it (payments), else null. */
  order_id: string | null;
  /** The staff member who decided it (staff_granted, staff_ended), else null. */
  staff_user_id: string | null;
  reason: string | null;
  created_at: string;
}

/** One member's view of one record's deeper sections on one UTC day (the daily view quota). */
export interface ViewQuotaTable {
  user_id: string;
  /** The UTC day, 'YYYY-MM-DD'. */
  day: string;
  /** The detail page's kind: 'company' or 'executive'. */
  kind: string;
  record_id: string;
  /** The first view that day (later views of the same record do not count again). */
  viewed_at: string;
}

export interface MembershipTables {
  membership_events: MembershipEventsTable;
  view_quota: ViewQuotaTable;
}
