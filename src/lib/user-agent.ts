import { matchLanguageTag } from './accept-language.ts';
import type { Lang } from '../i18n/languages.ts';

/**
 * Our apps append a pipe-separated field to their user agent: `… CorpLookupApp/1.1.0|<lang>|<country>`
 * where <country> is a 3-digit numeric or 2-letter code. The app webview is recognised by its marker
 * (CorpLookupApp …), not by the pipe alone.
 */
export interface UserAgentInfo {
  lang?: Lang;
  country?: string;
  isApp: boolean;
}

/** Markers that only our app webviews put in their user agent. */
export const APP_UA_MARKERS = ['CorpLookupApp', 'CorpAtlasApp', 'BizLensApp'] as const;

/** Reads the language, the country and the app flag from a user agent. */
export function parseUserAgent(ua: string | null | undefined): UserAgentInfo {
  const value = ua ?? '';
  const isApp = APP_UA_MARKERS.some((m) => value.includes(m));
  const pipe = value.indexOf('|');
  if (pipe < 0) return { isApp };
  // The field starts at the token holding the first pipe and runs to the end of the string. It is read
  // from any client (the spec's language rule), but only our markers above mean "app".
  const start = value.lastIndexOf(' ', pipe) + 1;
  const fields = value
    .slice(start)
    .split('|')
    .map((f) => f.trim());
  const lang = fields[1] ? matchLanguageTag(fields[1]) : undefined;
  const rawCountry = fields[2] ?? '';
  const country = /^\d{3}$/.test(rawCountry) || /^[a-z]{2}$/i.test(rawCountry) ? rawCountry.toUpperCase() : undefined;
  return { lang, country, isApp };
}

/** A device as a person would name it: its browser and operating system (brand names, never translated). */
export interface DeviceName {
  browser?: string;
  os?: string;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and iPads may say "Macintosh".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and operating system a user agent names (either undefined when it names none we know). */
export function deviceName(ua: string | null | undefined): DeviceName {
  const value = (ua ?? '').slice(0, 512);
  return {
    browser: BROWSERS.find(([re]) => re.test(value))?.[1],
    os: SYSTEMS.find(([re]) => re.test(value))?.[1],
  };
}
