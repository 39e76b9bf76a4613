import { rememberCompany } from '../stores/search.ts';

/**
 * On a detail page: reports the view to the server (recent browsing and most viewed, per visitor)
 * and adds a company to the browser's own recent list shown under the search box. The record is
 * described by data attributes of the element marked [data-view], so the cached HTML stays the
 * same for every visitor.
 */
const el = document.querySelector<HTMLElement>('[data-view]');
if (el) {
  const { view: type = '', uuid = '', name = '', jurisdiction = '' } = el.dataset;
  const body = JSON.stringify({ type, uuid });
  if (!navigator.sendBeacon?.('/api/v1/search/latelybrowse/add', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/v1/search/latelybrowse/add', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
  }
  if (type === 'company' && uuid && name) rememberCompany({ name, uuid, jurisdiction_code: jurisdiction });
}
