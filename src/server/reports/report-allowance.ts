import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { allowanceOf, type ViewerTier } from '../membership/tier-allowance.ts';
import * as repo from './report-downloads.repository.ts';

/**
 * The monthly report allowance (tier-allowance.ts reportsPerMonth: ordinary members 1 by default, VIP
 * unlimited, visitors none), counted per UTC calendar month in report_downloads.
 *
 * What counts: a company. The first report of a company in a month takes one place; downloading that
 * company's report again the same month, in any language or a newer data version, is free (the member
 * paid for the company, and a re-download after a lost file or to read it in another language must not
 * use up a second report). Only a delivered report counts: a refused or failed one costs nothing.
 */
export type AllowanceCheck = { allowed: true; already: boolean } | { allowed: false; limit: number; used: number };

/** 'YYYY-MM' in UTC: the allowance's month. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** Whether the member may have this company's report now (nothing is counted here). */
export async function checkAllowance(
  db: Kysely<Database>,
  userId: string,
  tier: ViewerTier,
  companyId: string,
  now: Date,
): Promise<AllowanceCheck> {
  const month = monthOf(now);
  if (await repo.downloadOf(db, userId, month, companyId)) return { allowed: true, already: true };
  const limit = allowanceOf(tier).reportsPerMonth;
  const used = await repo.companiesThisMonth(db, userId, month);
  return used < limit ? { allowed: true, already: false } : { allowed: false, limit, used };
}

/**
 * Counts a delivered report. Two requests at the same moment cannot both take the last place: each
 * takes slot used+1 under the key (member, month, slot), the loser reads the month again and is
 * refused when it is full (or finds the company already counted, when both asked for the same one).
 */
export async function countDownload(
  db: Kysely<Database>,
  input: { userId: string; tier: ViewerTier; companyId: string; lang: string; reportId: string },
  now: Date,
): Promise<AllowanceCheck> {
  const month = monthOf(now);
  const at = now.toISOString();
  const limit = allowanceOf(input.tier).reportsPerMonth;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await repo.downloadOf(db, input.userId, month, input.companyId)) {
      await repo.touchDownload(db, input.userId, month, input.companyId, at);
      return { allowed: true, already: true };
    }
    const used = await repo.companiesThisMonth(db, input.userId, month);
    if (used >= limit) return { allowed: false, limit, used };
    const row = {
      user_id: input.userId,
      month,
      slot: used + 1,
      company_id: input.companyId,
      report_id: input.reportId,
      lang: input.lang,
      downloads: 1,
      first_at: at,
      last_at: at,
    };
    if (await repo.insertDownload(db, row)) return { allowed: true, already: false };
  }
  // Five lost races in a row: a burst of requests from one member; refusing is the safe answer.
  return { allowed: false, limit, used: limit };
}
