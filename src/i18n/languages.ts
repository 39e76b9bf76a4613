/**
 * The language lists of the product (spec section 1). Pure data: no I/O, safe in the browser.
 * Accepted codes come from the spec's first list (21); zh-tw and zh-hk are only accepted so that they
 * can be redirected to zh, so the site renders 19 content languages.
 */
export const ACCEPTED_LANGS = [
  'zh-cn',
  'ar',
  'en',
  'de',
  'es',
  'fil',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'pt',
  'ru',
  'th',
  'vi',
  'zh',
  'tr',
  'zh-hk',
  'zh-tw',
] as const;
export type AcceptedLang = (typeof ACCEPTED_LANGS)[number];

/** Languages that have a catalogue and pages of their own. */
export const CONTENT_LANGS = [
  'zh-cn',
  'zh',
  'en',
  'ar',
  'de',
  'es',
  'fil',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'pt',
  'ru',
  'th',
  'vi',
  'tr',
] as const;
export type Lang = (typeof CONTENT_LANGS)[number];

/** Codes that answer 301 to the zh path (spec section 4). */
export const REDIRECT_TO_ZH: readonly string[] = ['zh-tw', 'zh-hk'];

export const DEFAULT_LANG: Lang = 'en';
/** The China rule: an unsupported or missing language becomes zh-cn for users in China. */
export const CHINA_LANG: Lang = 'zh-cn';

const CONTENT_SET: ReadonlySet<string> = new Set(CONTENT_LANGS);
const ACCEPTED_SET: ReadonlySet<string> = new Set(ACCEPTED_LANGS);

/** True when the code has pages of its own (case-insensitive). */
export function isLang(code: string | undefined | null): code is Lang {
  return !!code && CONTENT_SET.has(code.toLowerCase());
}

/** True for any of the 21 accepted codes, including the ones that redirect. */
export function isAcceptedLang(code: string | undefined | null): code is AcceptedLang {
  return !!code && ACCEPTED_SET.has(code.toLowerCase());
}

/** Right-to-left languages; only Arabic among ours. */
export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * BCP 47 tag used in <html lang> and hreflang. zh is the Traditional edition (zh-tw and zh-hk land
 * there), zh-cn the Simplified one, and Filipino is presented as tl (spec sections 2 and 9).
 */
export function htmlLangOf(lang: Lang): string {
  switch (lang) {
    case 'zh-cn':
      return 'zh-CN';
    case 'zh':
      return 'zh-Hant';
    case 'fil':
      return 'tl';
    default:
      return lang;
  }
}

/** Languages whose longer words get the long-style layout (spec section 9). */
export function isLongLayout(lang: Lang): boolean {
  return lang === 'id' || lang === 'fil';
}

/** A language entry of spec section 3: name in its own language, code, flag and country code. */
export interface LanguageEntry {
  code: Lang;
  name: string;
  /** ISO 3166 alpha-2 code of the flag shown beside the language. */
  flag: string;
  /** 3-digit numeric country code of that flag's country. */
  countryCode: string;
}

/** Endonyms are not translated: a reader looks for their own language written in it. */
export const LANGUAGE_ENTRIES: readonly LanguageEntry[] = [
  { code: 'zh-cn', name: '简体中文', flag: 'CN', countryCode: '156' },
  { code: 'zh', name: '繁體中文', flag: 'HK', countryCode: '344' },
  { code: 'en', name: 'English', flag: 'US', countryCode: '840' },
  { code: 'ar', name: 'العربية', flag: 'AE', countryCode: '784' },
  { code: 'de', name: 'Deutsch', flag: 'DE', countryCode: '276' },
  { code: 'es', name: 'Español', flag: 'ES', countryCode: '724' },
  { code: 'fil', name: 'Filipino', flag: 'PH', countryCode: '608' },
  { code: 'fr', name: 'Français', flag: 'FR', countryCode: '250' },
  { code: 'hi', name: 'हिन्दी', flag: 'IN', countryCode: '356' },
  { code: 'id', name: 'Bahasa Indonesia', flag: 'ID', countryCode: '360' },
  { code: 'it', name: 'Italiano', flag: 'IT', countryCode: '380' },
  { code: 'ja', name: '日本語', flag: 'JP', countryCode: '392' },
  { code: 'ko', name: '한국어', flag: 'KR', countryCode: '410' },
  { code: 'ms', name: 'Bahasa Melayu', flag: 'MY', countryCode: '458' },
  { code: 'pt', name: 'Português', flag: 'PT', countryCode: '620' },
  { code: 'ru', name: 'Русский', flag: 'RU', countryCode: '643' },
  { code: 'th', name: 'ไทย', flag: 'TH', countryCode: '764' },
  { code: 'vi', name: 'Tiếng Việt', flag: 'VN', countryCode: '704' },
  { code: 'tr', name: 'Türkçe', flag: 'TR', countryCode: '792' },
];
