/**
 * The one owner of detail-page addresses (/{lang}/{kind}/{id}.html, spec section 2) and of record ids.
 * Routes, the page cache, components, islands and sitemaps build and read these URLs only here, so a
 * new kind of record (brokers, regulators, exchanges) is one entry in ENTITY_KINDS. No imports: the
 * search box island bundles this file.
 */

/**
 * Records that have a detail page of their own; the URL segment is the kind itself. 'dealer' is a
 * broker (the spec's path), 'regulator' a financial regulator, 'exchange' a trading venue.
 */
export const ENTITY_KINDS = ['company', 'executive', 'dealer', 'regulator', 'exchange'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** A record id: a lower-case UUID, as importers make them (server/import/stable-id.ts). */
export const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const SUFFIX = '.html';

/** The site-relative address of a record's page: detailHref('en', 'company', id) is '/en/company/{id}.html'. */
export function detailHref(lang: string, kind: EntityKind, id: string): string {
  return `/${lang}/${kind}/${id}${SUFFIX}`;
}

/** The absolute address of a record's page, for canonical links, JSON-LD and sitemaps. */
export function detailUrl(origin: string, lang: string, kind: EntityKind, id: string): string {
  return origin + detailHref(lang, kind, id);
}

/**
 * detailHref split around the id: writers that put many ids into one language's URLs (the sitemaps)
 * build the two parts once rather than a string per id and language.
 */
export function detailHrefAround(lang: string, kind: EntityKind): [before: string, after: string] {
  return [`/${lang}/${kind}/`, SUFFIX];
}

/** True for a kind that has detail pages. */
function isEntityKind(kind: string | undefined): kind is EntityKind {
  return (ENTITY_KINDS as readonly string[]).includes(kind ?? '');
}

export type DetailPath =
  { type: 'page'; lang: string; kind: EntityKind; id: string } | { type: 'redirect'; location: string } | { type: 'not-found' };

let linkedId: RegExp | undefined;
/**
 * The id part as links may carry it: any case, with or without the suffix. Made on first use, so that
 * an island which only builds links bundles no regular expression.
 */
function linkedIdPattern(): RegExp {
  return (linkedId ??= new RegExp(`^(${RECORD_ID.source.slice(1, -1)})(\\.html)?$`, 'i'));
}
const NOT_FOUND: DetailPath = { type: 'not-found' };

/**
 * What a detail URL's path asks for. Only the canonical form (lower-case id with .html) is a page; the
 * same id without the suffix or in upper case is an old link, redirected to the canonical form so caches
 * and crawlers see one URL; anything else, including no id or a query string, is not a page. The
 * language segment is returned as it is: the caller (Astro's routing, or the page cache) checks it.
 */
export function parseDetailPath(pathname: string): DetailPath {
  const [empty, lang, kind, ...rest] = pathname.split('/');
  const m = linkedIdPattern().exec(rest.join('/'));
  // An empty language would make the redirect '//…', another host's address.
  if (empty !== '' || !lang || !m || !isEntityKind(kind)) return NOT_FOUND;
  const id = m[1].toLowerCase();
  return m[2] === SUFFIX && m[1] === id ? { type: 'page', lang, kind, id } : { type: 'redirect', location: detailHref(lang, kind, id) };
}
