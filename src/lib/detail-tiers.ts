/**
 * What a detail page shows to everyone and what sits behind the daily view quota (issue 19), in one
 * place: the cached page's components, the app's info calls (server/membership/detail-split.ts) and
 * the README's "Tiers" section follow it. The public page keeps what a visitor and a search engine
 * need (basic information, names, industry codes, current officers and positions, people of the same
 * name, source notes, the latest changes); the deeper sections are loaded for a member per record.
 */
import { isAcceptedLang } from '../i18n/languages.ts';
import { RECORD_ID } from './detail-href.ts';

/** Changes in the company's History section on the public page; the rest of the (capped) list is deep. */
export const PUBLIC_CHANGES = 3;

/** The company page's deeper sections, in page order (their section ids). */
export const COMPANY_DEEP_SECTIONS = [
  'licences',
  'credit',
  'financials',
  'financing',
  'ipo',
  'acquisitions',
  'investors',
  'investments',
  'branches',
  'ownership',
  'former-officers',
  'earlier-history',
] as const;

/** The executive page's deeper sections: the full position history and the associations. */
export const EXECUTIVE_DEEP_SECTIONS = ['past-positions', 'co-appointees'] as const;

/** The page script's address for a record's deeper sections (a private HTML fragment). */
export function deepSectionsHref(lang: string, kind: 'company' | 'executive', id: string): string {
  return `/${lang}/${kind}/${id}/more`;
}

/**
 * Whether a path is a deepSectionsHref (any accepted language path, either kind). The server renders
 * these whole and compresses them in one call (server/http/server.ts): a small private fragment costs
 * less that way than through a compression stream.
 */
export function isDeepSectionsPath(pathname: string): boolean {
  const [empty, lang, kind, id, more, ...rest] = pathname.split('/');
  return (
    empty === '' &&
    more === 'more' &&
    rest.length === 0 &&
    (kind === 'company' || kind === 'executive') &&
    isAcceptedLang(lang) &&
    RECORD_ID.test(id)
  );
}

/** The private full page that checks the quota on the server: the way in without JavaScript. */
export function fullPageHref(lang: string, kind: 'company' | 'executive', id: string): string {
  return `/${lang}/${kind}/${id}/full`;
}
