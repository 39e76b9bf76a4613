import type { Lang } from '../i18n/languages.ts';

/**
 * The content lists the spec names without showing their content (section 2): surveys, which the
 * request-time redirects send to (/{lang}/survey → /{lang}/survey/all/1.html), the wiki list and the
 * learn lists. Each is a real page that says 'No content yet' until content exists; an address outside
 * these is not found. Pure data and parsing: no I/O.
 */

/** The learn-list levels, in the spec's order; each is /{lang}/learnlist/{level}.html. */
export const LEARN_LEVELS = [
  'preschool',
  'elementary',
  'middleschool',
  'summer-camp',
  'highschool',
  'undergraduate',
  'graduation',
] as const;
export type LearnLevel = (typeof LEARN_LEVELS)[number];

/** Survey categories with pages: the spec shows only the one the redirect names. */
export const SURVEY_CATEGORIES = ['all'] as const;

/**
 * hreflang lists (spec section 9: 'wiki 3, learn lists 8, others 17'). Counted with x-default, as the
 * 17 of other pages is the spec's second language list (16) plus x-default; which languages the wiki
 * and learn lists had is not shown, so these are the site's largest audiences for each.
 */
export const WIKI_HREFLANGS: readonly Lang[] = ['zh-cn', 'en'];
export const LEARN_HREFLANGS: readonly Lang[] = ['zh-cn', 'zh', 'en', 'ja', 'ko', 'vi', 'th'];

/** A survey list address's category and page ('all/1.html' → all, 1); undefined when there is no such page. */
export function parseSurveyPath(path: string | undefined): { category: string; page: number } | undefined {
  const m = /^([a-z0-9-]{1,40})\/([1-9][0-9]{0,5})\.html$/.exec(path ?? '');
  if (!m || !(SURVEY_CATEGORIES as readonly string[]).includes(m[1])) return undefined;
  const page = Number(m[2]);
  // No surveys yet: the first page exists (and says so); later pages have nothing to hold.
  return page === 1 ? { category: m[1], page } : undefined;
}

/** A learn-list level from its address ('preschool.html'); undefined for any other. */
export function parseLearnLevel(path: string | undefined): LearnLevel | undefined {
  const m = /^([a-z-]{1,20})\.html$/.exec(path ?? '');
  return m && (LEARN_LEVELS as readonly string[]).includes(m[1]) ? (m[1] as LearnLevel) : undefined;
}
