import { PLACEMENTS, type Placement } from './ad-slots.ts';

/**
 * The quotation calculator's pricing rules (issue 20): pure, so the server's form post and the page's
 * live update compute the same price from the same rate card (src/server/quotation/rate-card.ts).
 *
 * A booking is a set of placements × regions × languages over a run of days. Each (placement, region,
 * language) is one slice of inventory with a day price: the placement's base price in the currency,
 * times the region's factor, times the language's factor. The run's total is the sum of the slices'
 * day prices times the days, less the longest-run discount the booking reaches. Amounts are kept in
 * minor units (cents) so that no rounding drifts between the rate card, the lines and the total.
 */

export const CURRENCIES = ['USD', 'EUR', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const AD_REGIONS = ['northAmerica', 'europe', 'greaterChina', 'asiaPacific', 'middleEastAfrica', 'latinAmerica'] as const;
export type AdRegion = (typeof AD_REGIONS)[number];

export interface RateCard {
  /** Day price of one placement in one region and language at factor 1, in minor units per currency. */
  base: Record<Placement, Record<Currency, number>>;
  /** Multipliers per region (how valuable and how contested its audience is). */
  region: Record<AdRegion, number>;
  /** Multipliers per page language, keyed by the site's language codes. */
  language: Record<string, number>;
  /** Discounts by run length: the largest whose `minDays` the run reaches applies (percent). */
  discounts: ReadonlyArray<{ minDays: number; percent: number }>;
  /** The longest run one quote covers, and how far ahead a run may start (days). */
  maxDays: number;
  maxLeadDays: number;
}

export interface QuoteRequest {
  placements: Placement[];
  regions: AdRegion[];
  languages: string[];
  /** Calendar dates, YYYY-MM-DD, both included. */
  start: string;
  end: string;
  currency: Currency;
}

export type QuoteProblem = 'placements' | 'regions' | 'languages' | 'dates' | 'startPast' | 'endBeforeStart' | 'tooLong' | 'tooFarAhead';

export interface QuoteLine {
  placement: Placement;
  /** Slices (regions × languages) of this placement. */
  slices: number;
  /** Sum of the slices' day prices, minor units. */
  perDay: number;
  /** perDay × days, before the discount. */
  subtotal: number;
}

export interface Quote {
  currency: Currency;
  days: number;
  lines: QuoteLine[];
  gross: number;
  discountPercent: number;
  discount: number;
  total: number;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date as a UTC day number, or null when it is no real date (2026-02-30). */
export function dayNumber(date: string): number | null {
  if (!DATE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms / DAY_MS;
}

/** The day price of one slice, minor units (rounded once, per slice, so the card and the lines agree). */
export function slicePrice(card: RateCard, placement: Placement, region: AdRegion, language: string, currency: Currency): number {
  return Math.round(card.base[placement][currency] * card.region[region] * (card.language[language] ?? 1));
}

/** What is wrong with a request, in the order the form shows the fields; empty when it can be priced. */
export function quoteProblems(card: RateCard, r: QuoteRequest, today: string): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  if (r.placements.length === 0) problems.push('placements');
  if (r.regions.length === 0) problems.push('regions');
  if (r.languages.length === 0) problems.push('languages');
  const [start, end, now] = [dayNumber(r.start), dayNumber(r.end), dayNumber(today)];
  if (start === null || end === null || now === null) problems.push('dates');
  else if (start < now) problems.push('startPast');
  else if (end < start) problems.push('endBeforeStart');
  else if (end - start + 1 > card.maxDays) problems.push('tooLong');
  else if (start - now > card.maxLeadDays) problems.push('tooFarAhead');
  return problems;
}

/** The discount a run of `days` reaches (percent, 0 when none). */
export function discountFor(card: RateCard, days: number): number {
  return card.discounts.reduce((best, d) => (days >= d.minDays && d.percent > best ? d.percent : best), 0);
}

/**
 * Prices a request that has no problems (see quoteProblems): one line per placement in the rate card's
 * order, duplicates counted once. Throws on a request with problems: callers check first.
 */
export function priceQuote(card: RateCard, r: QuoteRequest, today: string): Quote {
  const problems = quoteProblems(card, r, today);
  if (problems.length) throw new Error(`unpriceable quote: ${problems.join(', ')}`);
  const days = dayNumber(r.end)! - dayNumber(r.start)! + 1;
  const regions = [...new Set(r.regions)];
  const languages = [...new Set(r.languages)];
  const lines = PLACEMENTS.filter((p) => r.placements.includes(p)).map((placement) => {
    let perDay = 0;
    for (const region of regions) for (const language of languages) perDay += slicePrice(card, placement, region, language, r.currency);
    return { placement, slices: regions.length * languages.length, perDay, subtotal: perDay * days };
  });
  const gross = lines.reduce((s, l) => s + l.subtotal, 0);
  const discountPercent = discountFor(card, days);
  const discount = Math.round((gross * discountPercent) / 100);
  return { currency: r.currency, days, lines, gross, discountPercent, discount, total: gross - discount };
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Minor units as a price in a language's way of writing money, with cents only when there are any (same text on the server and in the page's script). */
export function formatPrice(locale: string, minor: number, currency: Currency): string {
  const cents = minor % 100 !== 0;
  const key = `${locale}|${currency}|${cents}`;
  let f = priceFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    priceFormats.set(key, f);
  }
  return f.format(minor / 100);
}
