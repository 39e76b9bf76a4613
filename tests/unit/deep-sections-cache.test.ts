import { describe, expect, it } from 'vitest';
import { DeepSectionsCache, sectionsVariant } from '../../src/server/pages/deep-sections-cache.ts';

/** The deeper sections' HTML kept per record and variant, invalidated as the detail pages are. */
describe('DeepSectionsCache', () => {
  const ID = '0f6b6a58-3b3c-4b8a-9d0e-1a2b3c4d5e6f';

  it('keeps a render per record and variant, and hands the same HTML to the next viewer', () => {
    const cache = new DeepSectionsCache({ maxBytes: 1 << 20 });
    expect(cache.get('company', ID, 'en a')).toBeUndefined();
    expect(cache.set(cache.begin('company', ID), 'en a', '<section id="credit">AA</section>')).toBe(true);
    expect(cache.get('company', ID, 'en a')).toBe('<section id="credit">AA</section>');
    expect(cache.get('company', ID.toUpperCase(), 'en a')).toBe('<section id="credit">AA</section>');
    expect(cache.get('company', ID, 'de a')).toBeUndefined();
    expect(cache.get('executive', ID, 'en a')).toBeUndefined();
  });

  it('drops every variant of a record the change log names, and no other record', () => {
    const cache = new DeepSectionsCache({ maxBytes: 1 << 20 });
    const other = ID.replace('0f', '1f');
    for (const v of ['en a', 'ar a', 'en b']) cache.set(cache.begin('company', ID), v, `<p>${v}</p>`);
    cache.set(cache.begin('company', other), 'en a', '<p>other</p>');
    expect(cache.markStale('company', ID)).toBe(3);
    expect(cache.get('company', ID, 'ar a')).toBeUndefined();
    expect(cache.get('company', other, 'en a')).toBe('<p>other</p>');
    expect(cache.markAllStale()).toBe(1);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('stores nothing from a render that began before a change was noted', () => {
    const cache = new DeepSectionsCache({ maxBytes: 1 << 20 });
    const early = cache.begin('company', ID);
    cache.markStale('company', ID);
    expect(cache.set(early, 'en a', '<p>old</p>')).toBe(false);
    const everything = cache.begin('company', ID);
    cache.markAllStale();
    expect(cache.set(everything, 'en a', '<p>old</p>')).toBe(false);
    expect(cache.get('company', ID, 'en a')).toBeUndefined();
    expect(cache.set(cache.begin('company', ID), 'en a', '<p>new</p>')).toBe(true);
  });

  it('expires entries after the pages’ age limit and stays within its byte bound, least recently used out first', () => {
    let now = 0;
    const cache = new DeepSectionsCache({ maxBytes: 3 * (2 * 100 + 2 * 60 + 256), ttlMs: 1000, now: () => now });
    const ids = ['a', 'b', 'c', 'd'].map((c) => ID.slice(0, -1) + c);
    for (const id of ids.slice(0, 3)) cache.set(cache.begin('company', id), 'en', 'x'.repeat(100));
    cache.get('company', ids[0], 'en');
    cache.set(cache.begin('company', ids[3]), 'en', 'x'.repeat(100));
    expect(cache.get('company', ids[1], 'en')).toBeUndefined();
    expect(cache.get('company', ids[0], 'en')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    now = 1000;
    expect(cache.get('company', ids[0], 'en')).toBeUndefined();
    expect(cache.set(cache.begin('company', ids[0]), 'en', 'x'.repeat(10_000))).toBe(false);
  });

  it('names a variant by language, brand, link origin and app webview, never by viewer', () => {
    const base = { lang: 'en', brand: 'atlas', brandGroup: 1, origin: 'https://corpatlas.com', isApp: false };
    expect(sectionsVariant(base)).toBe('en atlas 1 https://corpatlas.com');
    expect(sectionsVariant({ ...base, isApp: true })).toBe('en atlas 1 https://corpatlas.com app');
  });
});
