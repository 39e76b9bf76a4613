import { relativeTime } from '../lib/relative-time.ts';

/**
 * Words the "updated" dates under `root` as relative times by the spec's rules (the cached HTML carries
 * plain dates): the page's own on load, and those of the deeper sections when they arrive.
 */
export function wordTimes(root: ParentNode, words: { justNow: string; withinWeek: string }): void {
  const relative = new Intl.RelativeTimeFormat(document.documentElement.lang);
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-ago]')) {
    const r = relativeTime(new Date(time.dateTime), new Date());
    if (r.kind === 'justNow') time.textContent = words.justNow;
    else if (r.kind === 'withinWeek') time.textContent = words.withinWeek;
    else if (r.kind !== 'date')
      time.textContent = relative.format(-r.value, r.kind === 'minutes' ? 'minute' : r.kind === 'hours' ? 'hour' : 'day');
  }
}
