/**
 * The id part of a detail route (/{lang}/company/{id}, id optional, spec section 2): links carry
 * the uuid with a .html suffix; the same uuid without it is an old link, redirected; anything else,
 * including no id at all, is not a page.
 */
const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.html)?$/i;

export type DetailPath = { type: 'page'; id: string } | { type: 'redirect'; id: string } | { type: 'not-found' };

export function parseDetailPath(param: string | undefined): DetailPath {
  const m = UUID.exec(param ?? '');
  if (!m) return { type: 'not-found' };
  const id = m[1].toLowerCase();
  // A suffix-less or upper-case link goes to the one canonical form, so caches and crawlers see one URL.
  return m[2] === '.html' && m[1] === id ? { type: 'page', id } : { type: 'redirect', id };
}
