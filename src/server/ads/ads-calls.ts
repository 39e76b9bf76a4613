import { isWebSlot, type WebSlot } from '../../lib/ad-slots.ts';
import { isLang, type Lang } from '../../i18n/languages.ts';

/**
 * What the ad calls share at the edge: the language a call is for (`lang=` when it names one of ours,
 * else the caller's), the visitor's country (`country=` when it is a code, else the caller's), and the
 * slots named, each once, unknown names left out.
 */
export function callLang(asked: string | undefined, caller: Lang): Lang {
  return asked && isLang(asked) ? asked : caller;
}

export function callCountry(asked: string | undefined, caller: string | undefined): string | undefined {
  const c = (asked ?? '').trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(c)) return c;
  return caller ? caller.toUpperCase() : undefined;
}

export function slotList(text: string): WebSlot[] {
  return [...new Set(text.split(',').map((s) => s.trim()))].filter(isWebSlot);
}

/** The splash closes by itself after this many seconds; its close button works from the first moment. */
export const SPLASH_MAX_SECONDS = 5;
/** Units in the app's home carousel, at most. */
export const CAROUSEL_MAX_UNITS = 5;
