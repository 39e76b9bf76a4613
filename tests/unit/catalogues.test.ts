import { describe, expect, it } from 'vitest';
import { fillCatalogue, missingKeys, placeholderMismatches, readCatalogue } from '../../scripts/i18n-lib.ts';
import { CONTENT_LANGS } from '../../src/i18n/languages.ts';
import { translator } from '../../src/i18n/t.ts';

describe('translation catalogues', () => {
  it('shows the source text marked "(not translated)" for a missing key', () => {
    const full = fillCatalogue({ a: 'Hello', b: 'Bye' }, { a: 'Hallo' }, false);
    expect(full).toEqual({ a: 'Hallo', b: 'Bye (not translated)' });
    expect(fillCatalogue({ a: 'Hello' }, {}, true)).toEqual({ a: 'Hello' });
  });

  it.each(CONTENT_LANGS)('%s has every key of the English source and keeps its placeholders', (lang) => {
    expect(missingKeys().get(lang)).toEqual([]);
    expect(placeholderMismatches(lang)).toEqual([]);
  });

  it.each(CONTENT_LANGS.filter((l) => l !== 'en'))('%s is translated, not left in English', (lang) => {
    const en = readCatalogue('en');
    const cat = readCatalogue(lang);
    const same = Object.keys(en).filter((k) => !k.startsWith('brand.') && cat[k] === en[k]);
    // Loanwords such as "Demo" or "Menu" may match; whole sentences may not.
    expect(same.filter((k) => en[k].split(' ').length > 3)).toEqual([]);
  });

  it('renders messages in the requested language with their placeholders filled', () => {
    expect(translator('de')('footer.contact', { email: 'x@y.z' })).toContain('x@y.z');
    expect(translator('zh-cn')('search.enterKeyword')).toBe('请输入关键字');
    expect(translator('ar')('error.notFound')).not.toBe(translator('en')('error.notFound'));
  });
});
