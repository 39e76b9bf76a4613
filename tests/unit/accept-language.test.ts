import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, matchLanguageTag, parseAcceptLanguage } from '../../src/lib/accept-language.ts';

describe('Accept-Language', () => {
  it('orders tags by quality and keeps header order for equal quality', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.9, ja')).toEqual(['fr-ca', 'ja', 'en', 'de']);
  });
  it('falls back to the base language: ar-EG finds ar and fr-CA finds fr', () => {
    expect(languageFromAcceptLanguage('ar-EG')).toBe('ar');
    expect(languageFromAcceptLanguage('fr-CA,fr;q=0.9')).toBe('fr');
  });
  it('skips unsupported entries and takes the first supported one', () => {
    expect(languageFromAcceptLanguage('nl-NL, sv;q=0.9, pt-BR;q=0.8')).toBe('pt');
  });
  it('sends Traditional Chinese regions to zh and the rest of Chinese to zh-cn', () => {
    expect(matchLanguageTag('zh-TW')).toBe('zh');
    expect(matchLanguageTag('zh-Hant-HK')).toBe('zh');
    expect(matchLanguageTag('zh-Hans-CN')).toBe('zh-cn');
    expect(matchLanguageTag('zh')).toBe('zh');
    expect(matchLanguageTag('zh-SG')).toBe('zh-cn');
  });
  it('presents tl as Filipino', () => {
    expect(matchLanguageTag('tl-PH')).toBe('fil');
  });
  it('returns nothing for an empty, wildcard-only or zero-quality header', () => {
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage('de;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage(';;,,q=abc')).toBeUndefined();
  });
});
