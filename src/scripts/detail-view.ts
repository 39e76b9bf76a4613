import { relativeTime } from '../lib/relative-time.ts';
import { rememberCompany } from '../stores/search.ts';
import './follow-button.ts';

/**
 * On a detail page: reports the view to the server (recent browsing and most viewed, per visitor),
 * adds a company to the browser's own recent list shown under the search box, and words the
 * "updated" dates as relative times by the spec's rules (the cached HTML carries plain dates). The record is
 * described by data attributes of the element marked [data-view], so the cached HTML stays the
 * same for every visitor.
 */
const el = document.querySelector<HTMLElement>('[data-view]');
if (el) {
  const { view: type = '', uuid = '', name = '', jurisdiction = '' } = el.dataset;
  const body = JSON.stringify({ type, uuid });
  if (!navigator.sendBeacon?.('/api/v1/search/latelybrowse/add', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/v1/search/latelybrowse/add', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  }
  if (type === 'company' && uuid && name) rememberCompany({ name, uuid, jurisdiction_code: jurisdiction });

  const words = { justNow: el.dataset.justNow ?? '', withinWeek: el.dataset.withinWeek ?? '' };
  const relative = new Intl.RelativeTimeFormat(document.documentElement.lang);
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-ago]')) {
    const r = relativeTime(new Date(time.dateTime), new Date());
    if (r.kind === 'justNow') time.textContent = words.justNow;
    else if (r.kind === 'withinWeek') time.textContent = words.withinWeek;
    else if (r.kind !== 'date')
      time.textContent = relative.format(-r.value, r.kind === 'minutes' ? 'minute' : r.kind === 'hours' ? 'hour' : 'day');
  }
}
