import { env } from '../config/env.ts';

/**
 * What each tier allows, in one table: the one place that follow limits, the daily detail-view quota,
 * report downloads and the service line read. Numbers come from configuration (src/server/config/env.ts).
 *
 * - visitor: not signed in. Reads every public page; the deeper sections of a detail page ask to sign in.
 * - ordinary: a signed-in member.
 * - vip: a member whose users.vip_until is in the future.
 */
export type MemberTier = 'ordinary' | 'vip';
export type ViewerTier = 'visitor' | MemberTier;

export interface TierAllowance {
  /** Records a member may follow at once. */
  follows: number;
  /** Distinct detail records whose deeper sections may be opened per UTC day (a record counts once a day). */
  detailViewsPerDay: number;
  /** Enterprise data reports per calendar month (UTC); Infinity: unlimited. */
  reportsPerMonth: number;
  /** The dedicated service line: the online Q&A thread and the phone number. */
  serviceLine: boolean;
}

export const TIER_ALLOWANCE: Record<ViewerTier, TierAllowance> = {
  visitor: { follows: 0, detailViewsPerDay: 0, reportsPerMonth: 0, serviceLine: false },
  ordinary: {
    follows: env.FOLLOW_LIMIT,
    detailViewsPerDay: env.MEMBER_DAILY_VIEWS,
    reportsPerMonth: env.MEMBER_MONTHLY_REPORTS,
    serviceLine: false,
  },
  vip: { follows: env.VIP_FOLLOW_LIMIT, detailViewsPerDay: env.VIP_DAILY_VIEWS, reportsPerMonth: Infinity, serviceLine: true },
};

export function allowanceOf(tier: ViewerTier): TierAllowance {
  return TIER_ALLOWANCE[tier];
}
