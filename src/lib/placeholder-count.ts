import { TIMERS } from './constants.ts';

/** Base counts of the search placeholder (spec section 9). */
export const PLACEHOLDER_BASE = { company: 306_900_000, executive: 144_500_000 } as const;

/** The placeholder count: base plus one per 500-second period since the epoch, so it grows every 500 s. */
export function placeholderCount(kind: keyof typeof PLACEHOLDER_BASE, nowMs: number): number {
  return PLACEHOLDER_BASE[kind] + Math.floor(nowMs / 1000 / TIMERS.placeholderPeriodSeconds);
}

const DAY_MS = 86_400_000;

/**
 * The moment a server render counts from: the start of the UTC day. A cached page is shared by every
 * visitor and kept by each server process on its own; counting from the render's own moment would make
 * two processes' copies of one page differ every 500 s (different bytes, different ETags, a visitor
 * alternating between them never gets a 304). The search box makes the count live again in the browser.
 */
export function renderedCountMoment(nowMs: number): number {
  return nowMs - (((nowMs % DAY_MS) + DAY_MS) % DAY_MS);
}

const formats = new Map<string, Intl.NumberFormat>();

/** The count with the language's thousands separators (a formatter per language: building one is the slow part). */
export function formatCount(n: number, locale: string): string {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(n);
}
