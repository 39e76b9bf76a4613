import type { Lang } from '../../i18n/languages.ts';
import { searchCountries } from '../../lib/country-search.ts';
import { countryList, type CountryEntry } from './country-list.ts';

/**
 * The country search (spec section 7: content → code, name, flag): the footer panel's own rule
 * (lib/country-search.ts) over the country list in the caller's language. Empty text is ignored, as
 * in the panel: the whole list.
 */
export function searchCountryEntries(lang: Lang, content: string): CountryEntry[] {
  const list = countryList(lang);
  return searchCountries(list, content) ?? list;
}
