/**
 * Relative times by the rules of spec section 9 (given for Chinese, applied in every language so
 * the site reads alike): under 10 minutes 'just now'; under an hour in minutes; under a day in
 * hours; under 3 days in days; under 7 days 'within a week'; beyond that the date and time.
 * Returns which form applies; the caller words it in the page's language.
 */
export type RelativeTime =
  { kind: 'justNow' } | { kind: 'minutes' | 'hours' | 'days'; value: number } | { kind: 'withinWeek' } | { kind: 'date' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(at: Date, now: Date): RelativeTime {
  const ago = now.getTime() - at.getTime();
  if (ago < 0) return { kind: 'date' }; // in the future: a plain date says it best
  if (ago < 10 * MINUTE) return { kind: 'justNow' };
  if (ago < HOUR) return { kind: 'minutes', value: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { kind: 'hours', value: Math.floor(ago / HOUR) };
  if (ago < 3 * DAY) return { kind: 'days', value: Math.floor(ago / DAY) };
  if (ago < 7 * DAY) return { kind: 'withinWeek' };
  return { kind: 'date' };
}
