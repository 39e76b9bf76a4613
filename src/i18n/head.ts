import { CONTENT_LANGS, htmlLangOf, type Lang } from './languages.ts';
import { swapLang } from './paths.ts';

/** Canonical URL: the page's own path without its query string (spec section 9). */
export function canonicalUrl(site: string, pathname: string): string {
  return new URL(pathname, site).href;
}

/**
 * hreflang alternates of a page in every content language (or the page's own list: the wiki and learn
 * lists have fewer, see hreflang-sets.ts), plus x-default (English).
 */
export function hreflangAlternates(
  site: string,
  pathname: string,
  langs: readonly Lang[] = CONTENT_LANGS,
): Array<{ hreflang: string; href: string }> {
  const out = langs.map((lang: Lang) => ({ hreflang: htmlLangOf(lang), href: new URL(swapLang(pathname, lang), site).href }));
  out.push({ hreflang: 'x-default', href: new URL(swapLang(pathname, 'en'), site).href });
  return out;
}
