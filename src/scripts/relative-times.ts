import { relativeTime } from '../lib/relative-time.ts';

/**
 * Made on first need only: the first Intl.RelativeTimeFormat of a page loads the locale's data, about
 * 30 ms in Chromium on this machine (120 ms on Lighthouse's slowed phone, most of a company page's
 * blocking time), and most "updated" dates are older than three days, written as dates.
 */
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * Words the "updated" dates under `root` as relative times by the spec's rules (the cached HTML carries
 * plain dates): the page's own on load, and those of the deeper sections when they arrive.
 */
export function wordTimes(root: ParentNode, words: { justNow: string; withinWeek: string }): void {
  const now = new Date();
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-ago]')) {
    const r = relativeTime(new Date(time.dateTime), now);
    if (r.kind === 'justNow') time.textContent = words.justNow;
    else if (r.kind === 'withinWeek') time.textContent = words.withinWeek;
    else if (r.kind !== 'date') {
      relative ??= new Intl.RelativeTimeFormat(document.documentElement.lang);
      time.textContent = relative.format(-r.value, r.kind === 'minutes' ? 'minute' : r.kind === 'hours' ? 'hour' : 'day');
    }
  }
}
