import { rememberCompany } from '../stores/search.ts';
import { loadDeepSections } from './deep-sections.ts';
import './follow-button.ts';
import { wordTimes } from './relative-times.ts';

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
  wordTimes(document, words);
  loadDeepSections(words);
}
