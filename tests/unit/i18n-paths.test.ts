import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_LANGS,
  CONTENT_LANGS,
  dirOf,
  htmlLangOf,
  isAcceptedLang,
  isLang,
  isLongLayout,
  LANGUAGE_ENTRIES,
} from '../../src/i18n/languages.ts';
import { localHref, splitLangPath, swapLang } from '../../src/i18n/paths.ts';
import { canonicalUrl, hreflangAlternates } from '../../src/i18n/head.ts';

const ALL_19 = ['zh-cn', 'zh', 'en', 'ar', 'de', 'es', 'fil', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'vi', 'tr'];
const SITE = 'https://www.corpatlas.com';

describe('splitLangPath', () => {
  it('splits a language prefix from the rest of the path', () => {
    expect(splitLangPath('/en/about')).toEqual({ lang: 'en', rest: '/about' });
    expect(splitLangPath('/zh-cn/company/abc.html')).toEqual({ lang: 'zh-cn', rest: '/company/abc.html' });
  });
  it('gives an empty rest for a bare language path', () => {
    expect(splitLangPath('/de')).toEqual({ lang: 'de', rest: '' });
    expect(splitLangPath('/de/')).toEqual({ lang: 'de', rest: '/' });
  });
  it('recognises the redirect-only codes and lower-cases the prefix', () => {
    expect(splitLangPath('/zh-tw/about')).toEqual({ lang: 'zh-tw', rest: '/about' });
    expect(splitLangPath('/EN/about')).toEqual({ lang: 'en', rest: '/about' });
  });
  it('finds no language in the root or in a path starting with something else', () => {
    expect(splitLangPath('/')).toEqual({ lang: undefined, rest: '' });
    expect(splitLangPath('/about')).toEqual({ lang: undefined, rest: '/about' });
    expect(splitLangPath('/english/about')).toEqual({ lang: undefined, rest: '/english/about' });
  });
});

describe('swapLang and localHref', () => {
  it('swaps the language and keeps the rest of the path', () => {
    expect(swapLang('/en/company/abc.html', 'de')).toBe('/de/company/abc.html');
    expect(swapLang('/zh-hk/about', 'ja')).toBe('/ja/about');
  });
  it('adds a language to a path without one', () => {
    expect(swapLang('/about', 'fr')).toBe('/fr/about');
    expect(swapLang('/', 'fr')).toBe('/fr');
  });
  it('builds localized hrefs with or without a leading slash', () => {
    expect(localHref('de', '/about')).toBe('/de/about');
    expect(localHref('de', 'about')).toBe('/de/about');
    expect(localHref('de')).toBe('/de');
  });
});

describe('language lists', () => {
  it('has 19 content languages, each accepted by isLang', () => {
    expect([...CONTENT_LANGS].sort()).toEqual([...ALL_19].sort());
    for (const l of ALL_19) expect(isLang(l), l).toBe(true);
  });
  it('accepts zh-tw and zh-hk as codes but not as content languages', () => {
    expect(isAcceptedLang('zh-tw')).toBe(true);
    expect(isAcceptedLang('zh-hk')).toBe(true);
    expect(isLang('zh-tw')).toBe(false);
    expect(isLang('zh-hk')).toBe(false);
    expect(ACCEPTED_LANGS).toHaveLength(21);
  });
  it('is case-insensitive and refuses unknown or empty codes', () => {
    expect(isLang('ZH-CN')).toBe(true);
    expect(isLang('nl')).toBe(false);
    expect(isLang('')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
  it('writes Arabic right to left and the rest left to right', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
    expect(dirOf('zh')).toBe('ltr');
  });
  it('presents Filipino as tl and the two Chinese editions as zh-CN and zh-Hant', () => {
    expect(htmlLangOf('fil')).toBe('tl');
    expect(htmlLangOf('zh-cn')).toBe('zh-CN');
    expect(htmlLangOf('zh')).toBe('zh-Hant');
    expect(htmlLangOf('ja')).toBe('ja');
  });
  it('gives the long-style layout to id and fil only', () => {
    expect(ALL_19.filter((l) => isLongLayout(l as never))).toEqual(['fil', 'id']);
  });
  it('has one language entry per content language', () => {
    expect(LANGUAGE_ENTRIES.map((e) => e.code).sort()).toEqual([...ALL_19].sort());
  });
});

describe('hreflangAlternates and canonicalUrl', () => {
  const alternates = hreflangAlternates(SITE, '/de/company/abc.html');

  it('yields 20 entries: the 19 languages plus x-default', () => {
    expect(alternates).toHaveLength(20);
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(20);
  });
  it('lists Filipino as tl pointing at the fil path', () => {
    expect(alternates).toContainEqual({ hreflang: 'tl', href: `${SITE}/fil/company/abc.html` });
    expect(alternates.map((a) => a.hreflang)).not.toContain('fil');
  });
  it('points x-default at the English page', () => {
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${SITE}/en/company/abc.html` });
  });
  it('gives the canonical URL of the page path, dropping nothing from it', () => {
    expect(canonicalUrl(SITE, '/de/company/abc.html')).toBe(`${SITE}/de/company/abc.html`);
    expect(canonicalUrl(SITE, '/de')).toBe(`${SITE}/de`);
  });
  it('never puts a query in the canonical URL when given a pathname', () => {
    const url = new URL(`${SITE}/en/searchCompany?keyword=acme&type=1`);
    expect(canonicalUrl(SITE, url.pathname)).toBe(`${SITE}/en/searchCompany`);
  });
});
