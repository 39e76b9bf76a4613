import { isLang, type Lang } from '../i18n/languages.ts';

/** Parses an Accept-Language header into tags ordered by quality (stable for equal q). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((e) => e.tag && e.tag !== '*' && e.q > 0 && !Number.isNaN(e.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/**
 * Maps one browser tag onto our languages: exact code first, then Chinese scripts and regions,
 * then the base language (ar-EG finds ar, fr-CA finds fr). Astro's preferredLocale does not do the
 * base-language step, which is why this is ours.
 */
export function matchLanguageTag(tag: string): Lang | undefined {
  const t = tag.toLowerCase();
  if (isLang(t)) return t;
  const [base, ...subtags] = t.split('-');
  if (base === 'zh') {
    // Traditional script or a Traditional-writing region goes to zh; everything else is Simplified.
    if (subtags.includes('hant') || subtags.some((s) => s === 'tw' || s === 'hk' || s === 'mo')) return 'zh';
    return 'zh-cn';
  }
  if (base === 'tl') return 'fil';
  if (base === 'in') return 'id'; // legacy code some Android versions still send
  return isLang(base) ? base : undefined;
}

/** The first supported entry of an Accept-Language header, or undefined. */
export function languageFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  for (const tag of parseAcceptLanguage(header)) {
    const lang = matchLanguageTag(tag);
    if (lang) return lang;
  }
  return undefined;
}
