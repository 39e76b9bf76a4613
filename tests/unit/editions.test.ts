import { describe, expect, it } from 'vitest';
import { EDITION_LANG, pathAfterChoosingCountry } from '../../src/lib/editions.ts';
import { safeLocalPath } from '../../src/lib/safe-path.ts';

describe('pathAfterChoosingCountry', () => {
  it('switches to Japanese for Japan keeping the rest of the path', () => {
    expect(pathAfterChoosingCountry('JP', '/en/about')).toBe('/ja/about');
  });
  it('switches to English for the United Kingdom given as GB or UK', () => {
    expect(pathAfterChoosingCountry('GB', '/de/company/abc.html')).toBe('/en/company/abc.html');
    expect(pathAfterChoosingCountry('UK', '/de/company/abc.html')).toBe('/en/company/abc.html');
    expect(pathAfterChoosingCountry('uk', '/de')).toBe('/en');
  });
  it('switches to Simplified Chinese for China', () => {
    expect(pathAfterChoosingCountry('CN', '/en/about')).toBe('/zh-cn/about');
  });
  it('keeps the path for a country without an edition', () => {
    expect(pathAfterChoosingCountry('DE', '/en/about')).toBe('/en/about');
    expect(pathAfterChoosingCountry('', '/ja/about')).toBe('/ja/about');
  });
  it('has the fifteen editions of the spec (language-country)', () => {
    const editions = Object.entries(EDITION_LANG)
      .map(([cc, lang]) => `${lang}-${cc === 'GB' ? 'uk' : cc.toLowerCase()}`)
      .sort();
    expect(editions).toEqual([
      'ar-ae',
      'en-au',
      'en-hk',
      'en-uk',
      'en-us',
      'es-es',
      'fil-ph',
      'fr-fr',
      'hi-in',
      'id-id',
      'ja-jp',
      'ru-ru',
      'th-th',
      'vi-vn',
      'zh-cn-cn',
    ]);
  });
});

describe('safeLocalPath', () => {
  it('encodes what is not ASCII as UTF-8 escapes, so the path fits a Location header, and keeps escapes as they are', () => {
    expect(safeLocalPath('/zh/中', '/en')).toBe('/zh/%E4%B8%AD');
    expect(safeLocalPath('/fr/café?q=é', '/en')).toBe('/fr/caf%C3%A9?q=%C3%A9');
    expect(safeLocalPath('/fr/caf%C3%A9', '/en')).toBe('/fr/caf%C3%A9');
    expect(safeLocalPath('/en/"><script>', '/en')).toBe('/en/%22%3E%3Cscript%3E');
  });
  it('accepts a same-site absolute path', () => {
    expect(safeLocalPath('/en/about', '/en')).toBe('/en/about');
    expect(safeLocalPath('/en/searchCompany?keyword=a', '/en')).toBe('/en/searchCompany?keyword=a');
  });
  it('refuses protocol-relative and backslash tricks', () => {
    expect(safeLocalPath('//evil.com', '/en')).toBe('/en');
    expect(safeLocalPath('/\\evil', '/en')).toBe('/en');
  });
  it('refuses absolute URLs and relative paths', () => {
    expect(safeLocalPath('https://evil.com', '/en')).toBe('/en');
    expect(safeLocalPath('javascript:alert(1)', '/en')).toBe('/en');
    expect(safeLocalPath('en/about', '/en')).toBe('/en');
  });
  it('falls back for a missing or empty value', () => {
    expect(safeLocalPath(null, '/de')).toBe('/de');
    expect(safeLocalPath(undefined, '/de')).toBe('/de');
    expect(safeLocalPath('', '/de')).toBe('/de');
  });
});

describe('safeLocalPath against browser URL normalisation', () => {
  it('refuses paths that browsers would turn into another host (tab, newline, backslash)', () => {
    for (const evil of ['/\t/evil.com', '/\n/evil.com', '/\r/evil.com', '/\\evil.com', '/%0a']) {
      expect(safeLocalPath(evil, '/en'), JSON.stringify(evil)).toBe(evil === '/%0a' ? '/%0a' : '/en');
    }
  });
});
