import type { Lang } from '../i18n/languages.ts';
import { swapLang } from '../i18n/paths.ts';

/**
 * Country editions of spec section 4: ja-jp, vi-vn, th-th, id-id, en-hk, es-es, en-au, en-uk, en-us,
 * zh-cn-cn, ar-ae, ru-ru, fil-ph, hi-in, fr-fr. An edition is a language shown for a country: choosing
 * one of these countries sets the country and switches to the edition's language, keeping the rest of
 * the path; any other country keeps the page and reloads it with the new country.
 */
export const EDITION_LANG: Readonly<Record<string, Lang>> = {
  JP: 'ja',
  VN: 'vi',
  TH: 'th',
  ID: 'id',
  HK: 'en',
  ES: 'es',
  AU: 'en',
  GB: 'en',
  US: 'en',
  CN: 'zh-cn',
  AE: 'ar',
  RU: 'ru',
  PH: 'fil',
  IN: 'hi',
  FR: 'fr',
};

/** Where choosing a country leads: its edition's language with the rest of the path kept, else the same path. */
export function pathAfterChoosingCountry(alpha2: string, currentPath: string): string {
  const lang = EDITION_LANG[alpha2.toUpperCase() === 'UK' ? 'GB' : alpha2.toUpperCase()];
  return lang ? swapLang(currentPath, lang) : currentPath;
}
