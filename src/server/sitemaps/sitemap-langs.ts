import { CONTENT_LANGS, isLang, type Lang } from '../../i18n/languages.ts';

/**
 * The languages whose detail pages the sitemaps list: SITEMAP_LANGS (or --langs) is a comma list of
 * content languages, or `all`; unset means English only.
 *
 * Why English alone by default: every detail page carries hreflang alternates for all 19 languages,
 * so a crawler that reads /en/company/{id}.html discovers the other 18 editions from the page
 * itself. Listing all of them would multiply the sitemap files (and the rebuild time) by 19 for URLs
 * the crawler finds anyway; `all` is there for when a search engine is seen to miss editions.
 */
export function parseSitemapLangs(value: string | undefined): Lang[] {
  const text = value?.trim().toLowerCase();
  if (!text) return ['en'];
  if (text === 'all') return [...CONTENT_LANGS];
  const langs: Lang[] = [];
  for (const code of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!isLang(code))
      throw new Error(`Unknown sitemap language ${JSON.stringify(code)}: use content languages (${CONTENT_LANGS.join(', ')}) or all`);
    if (!langs.includes(code)) langs.push(code);
  }
  if (!langs.length) throw new Error('SITEMAP_LANGS lists no language: use e.g. en,de or all');
  return langs;
}

/** True when parseSitemapLangs accepts the value (for the environment's schema). */
export function isSitemapLangs(value: string | undefined): boolean {
  try {
    parseSitemapLangs(value);
    return true;
  } catch {
    return false;
  }
}
