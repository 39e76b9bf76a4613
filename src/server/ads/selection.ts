import type { AdPageKind, Placement } from '../../lib/ad-slots.ts';

/**
 * Ad selection, pure: which campaign fills a slot for a request. No I/O, no clock and no randomness of
 * its own (the caller passes `now` and `random`), so every rule is unit-tested as a sentence.
 *
 * Order: campaigns sold at a fixed price per day own the slot (rotated evenly when several are booked);
 * otherwise cost-per-thousand campaigns, chosen at random in proportion to their price; otherwise
 * nothing (the caller shows a house ad). A campaign is eligible when its schedule covers today, its
 * targeting matches, the visitor's count today is under its frequency cap, its budget is not spent,
 * and its pacing allows it now.
 */

export interface Candidate {
  id: string;
  placement: Placement;
  languages: readonly string[];
  countries: readonly string[];
  pageKinds: readonly string[];
  jurisdictions: readonly string[];
  sections: readonly string[];
  startsOn: string;
  endsOn: string;
  pricing: 'cpm' | 'day';
  priceCents: number;
  budgetCents: number;
  frequencyCap: number;
  /** Viewable impressions counted today (UTC) and before today. */
  impressionsToday: number;
  impressionsBefore: number;
  /** Days before today on which the campaign served (what a fixed-price campaign has spent). */
  daysServedBefore: number;
}

export interface AdRequest {
  placement: Placement;
  lang: string;
  /** ISO alpha-2, upper case, when known. */
  country: string | undefined;
  page: AdPageKind | undefined;
  /** The detail page's jurisdiction (gb, us_ny) and industry section (K), when the page has one. */
  jurisdiction: string | undefined;
  section: string | undefined;
}

/** A little ahead of the even line, so that a campaign is not starved by the minute it starts. */
export const PACE_SLACK = 1 / 24;

const day = (now: Date) => now.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function inSchedule(c: Pick<Candidate, 'startsOn' | 'endsOn'>, now: Date): boolean {
  const today = day(now);
  return c.startsOn <= today && today <= c.endsOn;
}

/** An empty list targets everyone; a jurisdiction 'us' also matches its subdivisions ('us_ny'). */
export function matchesTargeting(c: Candidate, r: AdRequest): boolean {
  if (c.placement !== r.placement) return false;
  if (c.languages.length && !c.languages.includes(r.lang)) return false;
  if (c.countries.length && !(r.country && c.countries.includes(r.country))) return false;
  if (c.pageKinds.length && !(r.page && c.pageKinds.includes(r.page))) return false;
  if (c.jurisdictions.length) {
    const j = r.jurisdiction;
    if (!j || !c.jurisdictions.some((x) => j === x || j.startsWith(`${x}_`))) return false;
  }
  if (c.sections.length && !(r.section && c.sections.includes(r.section))) return false;
  return true;
}

/** What the campaign has spent, in cents, before today and today. */
export function spend(c: Candidate): { before: number; today: number } {
  if (c.pricing === 'day') return { before: c.daysServedBefore * c.priceCents, today: c.impressionsToday > 0 ? c.priceCents : 0 };
  return { before: (c.impressionsBefore * c.priceCents) / 1000, today: (c.impressionsToday * c.priceCents) / 1000 };
}

/** Whether the whole budget is spent (a fixed-price campaign: when another day would pass it). */
export function budgetExhausted(c: Candidate): boolean {
  const s = spend(c);
  if (c.pricing === 'day') return (c.impressionsToday > 0 ? s.before + s.today : s.before + c.priceCents) > c.budgetCents;
  return s.before + s.today >= c.budgetCents;
}

/**
 * Pacing: a cost-per-thousand campaign spreads what is left of its budget evenly over its remaining
 * days, and within today over the hours: by a fraction f of the day it may have spent f (plus
 * PACE_SLACK) of today's share. A fixed-price campaign has bought the whole day and is not paced.
 */
export function paceAllows(c: Candidate, now: Date): boolean {
  if (budgetExhausted(c)) return false;
  if (c.pricing === 'day') return true;
  const s = spend(c);
  const daysLeft = daysBetween(day(now), c.endsOn) + 1;
  const todayShare = (c.budgetCents - s.before) / Math.max(1, daysLeft);
  const elapsed = (now.getTime() - Date.parse(`${day(now)}T00:00:00Z`)) / 86_400_000;
  return s.today < todayShare * Math.min(1, elapsed + PACE_SLACK);
}

/** Every rule but the choice: the campaigns that may fill this slot now for this visitor. */
export function eligible(cands: readonly Candidate[], r: AdRequest, seenToday: (id: string) => number, now: Date): Candidate[] {
  return cands.filter((c) => inSchedule(c, now) && matchesTargeting(c, r) && seenToday(c.id) < c.frequencyCap && paceAllows(c, now));
}

/** The choice among eligible campaigns (see the module's comment); `random` in [0, 1). */
export function choose(list: readonly Candidate[], random: () => number): Candidate | undefined {
  const fixed = list.filter((c) => c.pricing === 'day');
  if (fixed.length) return fixed[Math.floor(random() * fixed.length)];
  const total = list.reduce((n, c) => n + c.priceCents, 0);
  if (total <= 0) return undefined;
  let pick = random() * total;
  for (const c of list) {
    pick -= c.priceCents;
    if (pick < 0) return c;
  }
  return list.at(-1);
}

/** The campaign for one slot, or undefined (a house ad then), leaving out campaigns already on the page. */
export function selectCampaign(
  cands: readonly Candidate[],
  r: AdRequest,
  o: { seenToday: (id: string) => number; now: Date; random: () => number; exclude?: ReadonlySet<string> },
): Candidate | undefined {
  const list = eligible(cands, r, o.seenToday, o.now).filter((c) => !o.exclude?.has(c.id));
  return choose(list, o.random);
}
