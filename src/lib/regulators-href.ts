/**
 * The regulators list's address, one owner (routes, the header links, the page cache). Each
 * regulator's own page is a detail page: detailHref(lang, 'regulator', id) in detail-href.ts.
 */
export function regulatorsHref(lang: string): string {
  return `/${lang}/regulators`;
}

/** The language of a regulators-list path, exactly as regulatorsHref makes it (no query, no slash); else undefined. */
export function regulatorsListLang(pathname: string): string | undefined {
  const m = /^\/([a-z]{2}(?:-[a-z]{2})?)\/regulators$/.exec(pathname);
  return m?.[1];
}
