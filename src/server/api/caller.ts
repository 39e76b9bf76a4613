import { alpha2Of, normalizeCountryCode } from '../../lib/country-codes.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/languages.ts';

/** The language and country a call is answered for. */
export interface Caller {
  lang: Lang;
  /** ISO alpha-2 in lower case ('us'): the visitor's country, which ranks first among equal matches. */
  country: string | undefined;
}

/**
 * Who is calling, for every API call (the Astro routes and the suggestions' fast path alike): the
 * spec's headers (languagecode or language, countrycode) first, which the app sends; else what the
 * site knows of the visitor (the middleware's language and country, or on the fast path the same
 * cookies the middleware reads). A rule about callers goes here, so no call can miss it.
 */
export function resolveCaller(
  headers: { languagecode?: string | null; language?: string | null; countrycode?: string | null },
  site: { lang?: string; country?: string },
): Caller {
  const wanted = (headers.languagecode ?? headers.language ?? '').toLowerCase();
  const known = site.lang?.toLowerCase();
  const lang = isLang(wanted) ? wanted : isLang(known) ? known : DEFAULT_LANG;
  const numeric = normalizeCountryCode(headers.countrycode) ?? normalizeCountryCode(site.country);
  return { lang, country: numeric ? alpha2Of(numeric)?.toLowerCase() : undefined };
}
