import type { Lang } from '../../i18n/languages.ts';

/** ICU locale whose CLDR region names each language shows; zh is the Traditional edition. */
const ICU_LOCALE: Record<Lang, string> = {
  'zh-cn': 'zh-Hans',
  zh: 'zh-Hant',
  en: 'en',
  ar: 'ar',
  de: 'de',
  es: 'es',
  fil: 'fil',
  fr: 'fr',
  hi: 'hi',
  id: 'id',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  pt: 'pt',
  ru: 'ru',
  th: 'th',
  vi: 'vi',
  tr: 'tr',
};

/**
 * Country names in a language. The codes come from i18n-iso-countries; the names from CLDR through
 * Node's built-in ICU (Intl.DisplayNames), which has every one of our 19 languages including Filipino
 * and Traditional Chinese, and gives the common name ("China", not "People's Republic of China").
 */
export function countryNamer(lang: Lang): (alpha2: string) => string {
  const names = new Intl.DisplayNames([ICU_LOCALE[lang]], { type: 'region', fallback: 'code' });
  return (alpha2) => names.of(alpha2) ?? alpha2;
}
