import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BEST_BROTLI_AFTER_HITS,
  createPageEntry,
  etagMatches,
  gzipOf,
  noteHit,
  PageCache,
  type PageEntity,
} from '../../src/server/http/page-cache.ts';
import { pickEncoding } from '../../src/server/http/compress.ts';

const html = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`);
const company = (id: string): PageEntity => ({ kind: 'company', id });

/** An entry as the cache builds it, rendered at `at`. */
function entry(key: string, entity: PageEntity, body = html(key), at = Date.now()) {
  return createPageEntry(key, { entity, startedAt: at, invalidated: false }, { 'content-type': 'text/html' }, body);
}

/** A cache with room for two one-letter pages, holding 'a' (company 1) then 'b' (company 2). */
async function cacheOfTwo(): Promise<PageCache> {
  const a = await entry('a', company('1'));
  const cache = new PageCache({ maxBytes: a.size * 2 + 10 });
  cache.set(a);
  cache.set(await entry('b', company('2')));
  return cache;
}

describe('the page cache', () => {
  it('evicts the least recently used entries once the byte bound is passed', async () => {
    const cache = await cacheOfTwo();
    cache.get('a');
    cache.set(await entry('c', company('3')));
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('keeps the page it stores even when every other page was asked for since', async () => {
    const cache = await cacheOfTwo();
    cache.get('a');
    cache.get('b');
    cache.set(await entry('c', company('3')));
    expect(cache.peek('c')).toBeDefined();
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('keeps its record index and byte count right through evictions and replacements', async () => {
    const cache = await cacheOfTwo();
    cache.set(await entry('c', company('3')));
    // 'a' was evicted: its record no longer lists it.
    expect(cache.markStale('company', '1')).toBe(0);
    const b2 = await entry('b', company('4'));
    cache.set(b2);
    expect(cache.markStale('company', '2')).toBe(0);
    expect(cache.markStale('company', '4')).toBe(1);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(b2.size + cache.peek('c')!.size);
  });

  it('refuses an entry larger than the whole cache, and stores nothing when disabled', async () => {
    const big = await entry('big', company('1'), Buffer.from('x'.repeat(10_000)));
    expect(new PageCache({ maxBytes: 100 }).set(big)).toBe(false);
    const off = new PageCache({ maxBytes: 0 });
    expect(off.enabled).toBe(false);
    expect(off.set(await entry('a', company('1')))).toBe(false);
    expect(off.size).toBe(0);
  });

  it('marks every page of one record stale and leaves the others fresh', async () => {
    const cache = new PageCache({ maxBytes: 1e6 });
    cache.set(await entry('en', company('ab')));
    cache.set(await entry('de', company('ab')));
    cache.set(await entry('other', company('cd')));
    cache.set(await entry('exec', { kind: 'executive', id: 'ab' }));
    expect(cache.markStale('company', 'AB')).toBe(2);
    expect(cache.isStale(cache.peek('en')!)).toBe(true);
    expect(cache.isStale(cache.peek('de')!)).toBe(true);
    expect(cache.isStale(cache.peek('other')!)).toBe(false);
    expect(cache.isStale(cache.peek('exec')!)).toBe(false);
    expect(cache.markStale('company', 'nothing-cached')).toBe(0);
  });

  it('marks all pages stale at once', async () => {
    const cache = new PageCache({ maxBytes: 1e6 });
    cache.set(await entry('a', company('1')));
    cache.set(await entry('b', { kind: 'executive', id: '2' }));
    expect(cache.markAllStale()).toBe(2);
    expect(cache.isStale(cache.peek('a')!) && cache.isStale(cache.peek('b')!)).toBe(true);
  });

  it('forgets the record index of replaced and evicted entries', async () => {
    const cache = new PageCache({ maxBytes: 1e6 });
    cache.set(await entry('a', company('1')));
    cache.set(await entry('a', company('2')));
    expect(cache.markStale('company', '1')).toBe(0);
    expect(cache.markStale('company', '2')).toBe(1);
    cache.delete('a');
    expect(cache.markStale('company', '2')).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('counts an entry older than the age limit as stale', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 1000, now: () => now });
    cache.set(await entry('a', company('1'), undefined, 0));
    now = 999;
    expect(cache.isStale(cache.peek('a')!)).toBe(false);
    now = 1000;
    expect(cache.isStale(cache.peek('a')!)).toBe(true);
  });

  it('stores a page as stale when its record changed while it was being rendered', async () => {
    const cache = new PageCache({ maxBytes: 1e6 });
    const ticket = cache.beginRender(company('1'));
    cache.markStale('company', '1');
    const e = await createPageEntry('a', ticket, { 'content-type': 'text/html' }, html('old data'));
    ticket.release();
    expect(e.stale).toBe(true);
    const later = cache.beginRender(company('1'));
    expect(later.invalidated).toBe(false);
    later.release();
  });

  it('compresses a page asked for again at brotli quality 11, once, to fewer bytes of the same page', async () => {
    const cache = new PageCache({ maxBytes: 10_000_000 });
    const body = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `<li><a href="/ar/company/${i * 7919}.html">شركة ${i}</a></li>`).join(''),
    );
    const e = await entry('popular', company('p'), body);
    cache.set(e);
    const q5 = e.br;
    for (let i = 1; i < BEST_BROTLI_AFTER_HITS; i++) expect(noteHit(cache, e)).toBeUndefined();
    await noteHit(cache, e);
    expect(e.brQuality).toBe(11);
    expect(e.br.length).toBeLessThan(q5.length);
    expect(brotliDecompressSync(e.br).equals(body)).toBe(true);
    expect(noteHit(cache, e)).toBeUndefined();
    // An entry replaced while it was being recompressed keeps what it had.
    const old = await entry('gone', company('g'), body);
    cache.set(old);
    for (let i = 1; i < BEST_BROTLI_AFTER_HITS; i++) noteHit(cache, old);
    const upgrade = noteHit(cache, old);
    cache.delete('gone');
    await upgrade;
    expect(old.brQuality).toBe(5);
  });
  it('keeps shareable headers only, compresses with brotli at once and with gzip on first use', async () => {
    const body = html('Acme Ltd '.repeat(200));
    const e = await createPageEntry(
      'k',
      { entity: company('1'), startedAt: 0, invalidated: false },
      {
        'Content-Type': 'text/html; charset=utf-8',
        'set-cookie': ['a=1'],
        'content-length': '9',
        'content-language': 'de',
      },
      body,
    );
    expect(e.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'content-language': 'de' });
    expect(brotliDecompressSync(e.br).equals(body)).toBe(true);
    expect(e.gzip).toBeUndefined();
    expect(gunzipSync(gzipOf(e)).equals(body)).toBe(true);
    expect(gzipOf(e)).toBe(e.gzip);
    expect(e.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });
});

describe('If-None-Match', () => {
  const etag = '"abc"';
  it('matches the tag itself, its weak form, a list and *', () => {
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc" ,"y"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });
  it('does not match other tags or a missing header', () => {
    expect(etagMatches('"abd"', etag)).toBe(false);
    expect(etagMatches('abc', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});

describe('the answer encoding', () => {
  it('prefers brotli, then gzip, else identity, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
