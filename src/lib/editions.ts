import type { Lang } from '../i18n/languages.ts';
import { swapLang } from '../i18n/paths.ts';

/**
 * Country editions of spec section 4 (ja-jp, vi-vn, … zh-cn-cn): choosing one of these countries
 * also switches to its edition's language; any other country keeps the page and reloads it.
 */
export const EDITIONS: Readonly<Record<string, { edition: string; lang: Lang }>> = {
  JP: { edition: 'ja-jp', lang: 'ja' },
  VN: { edition: 'vi-vn', lang: 'vi' },
  TH: { edition: 'th-th', lang: 'th' },
  ID: { edition: 'id-id', lang: 'id' },
  HK: { edition: 'en-hk', lang: 'en' },
  ES: { edition: 'es-es', lang: 'es' },
  AU: { edition: 'en-au', lang: 'en' },
  GB: { edition: 'en-uk', lang: 'en' },
  US: { edition: 'en-us', lang: 'en' },
  CN: { edition: 'zh-cn-cn', lang: 'zh-cn' },
  AE: { edition: 'ar-ae', lang: 'ar' },
  RU: { edition: 'ru-ru', lang: 'ru' },
  PH: { edition: 'fil-ph', lang: 'fil' },
  IN: { edition: 'hi-in', lang: 'hi' },
  FR: { edition: 'fr-fr', lang: 'fr' },
};

/** Where choosing a country leads: its edition's language with the rest of the path kept, else the same path. */
export function pathAfterChoosingCountry(alpha2: string, currentPath: string): string {
  const edition = EDITIONS[alpha2.toUpperCase() === 'UK' ? 'GB' : alpha2.toUpperCase()];
  return edition ? swapLang(currentPath, edition.lang) : currentPath;
}

/**
 * Only same-site absolute paths may be returned to. Browsers drop tabs and newlines from URLs and
 * read a backslash as a slash, so '/\t/evil.com' would become //evil.com: any control character or
 * backslash is refused, and the path must resolve on our own origin.
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const probe = 'http://same.invalid';
  try {
    return new URL(value, probe).origin === probe ? value : fallback;
  } catch {
    return fallback;
  }
}
