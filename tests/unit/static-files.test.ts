import { describe, expect, it } from 'vitest';
import { cacheControlFor, pickEncoding } from '../../src/server/http/static-files.ts';

const hasBoth = (s: string) => s === '.br' || s === '.gz';
const gzOnly = (s: string) => s === '.gz';
const none = () => false;

describe('pickEncoding', () => {
  it('prefers brotli when the client accepts it and the .br file exists', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', hasBoth)).toBe('br');
  });
  it('falls back to gzip when there is no .br file', () => {
    expect(pickEncoding('gzip, deflate, br', gzOnly)).toBe('gzip');
  });
  it('falls back to gzip when the client does not accept brotli', () => {
    expect(pickEncoding('gzip, deflate', hasBoth)).toBe('gzip');
  });
  it('reads the header case-insensitively', () => {
    expect(pickEncoding('GZIP, BR', hasBoth)).toBe('br');
  });
  it('serves the plain file when nothing is accepted', () => {
    expect(pickEncoding(undefined, hasBoth)).toBeUndefined();
    expect(pickEncoding('', hasBoth)).toBeUndefined();
    expect(pickEncoding('identity, deflate', hasBoth)).toBeUndefined();
  });
  it('serves the plain file when no compressed file exists', () => {
    expect(pickEncoding('gzip, br', none)).toBeUndefined();
    expect(pickEncoding('br', gzOnly)).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it('makes hashed build assets immutable for a year', () => {
    expect(cacheControlFor('/_astro/index.B1x2c3.js')).toBe('public, max-age=31536000, immutable');
  });
  it('revalidates everything else daily', () => {
    expect(cacheControlFor('/favicon.ico')).toBe('public, max-age=86400');
    expect(cacheControlFor('/flags/3x2/GB.svg')).toBe('public, max-age=86400');
    expect(cacheControlFor('/_astrofake.js')).toBe('public, max-age=86400');
  });
});

describe('pickEncoding with q-values', () => {
  const all = () => true;
  it('treats q=0 as not acceptable', () => {
    expect(pickEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(pickEncoding('gzip;q=0', all)).toBeUndefined();
  });
});
