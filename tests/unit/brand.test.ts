import { describe, expect, it } from 'vitest';
import { brandGroupOf, brandOfGroup, parseBrandHosts } from '../../src/lib/brand.ts';

describe('parseBrandHosts', () => {
  it('gives the default groups when BRAND_HOSTS is not set', () => {
    const defaults = [
      ['corpatlas.com', 1],
      ['corpatlas.cc', 2],
      ['bizlens.com', 3],
      ['bizlens.cc', 4],
    ];
    expect(parseBrandHosts(undefined)).toEqual(defaults);
    expect(parseBrandHosts('')).toEqual(defaults);
  });
  it('parses suffix=group pairs, trimming and lower-casing them', () => {
    expect(parseBrandHosts(' Example.COM = 3 ,staging.example.net=2')).toEqual([
      ['example.com', 3],
      ['staging.example.net', 2],
    ]);
  });
  it('skips bad entries and keeps the good ones', () => {
    expect(parseBrandHosts('a.com=1,broken,b.com=9,=2,c.com=x,d.com=4')).toEqual([
      ['a.com', 1],
      ['d.com', 4],
    ]);
  });
});

describe('brandGroupOf', () => {
  it('maps each default domain to its group', () => {
    expect(brandGroupOf('corpatlas.com')).toBe(1);
    expect(brandGroupOf('corpatlas.cc')).toBe(2);
    expect(brandGroupOf('bizlens.com')).toBe(3);
    expect(brandGroupOf('bizlens.cc')).toBe(4);
  });
  it('matches subdomains, ignoring case and port', () => {
    expect(brandGroupOf('www.bizlens.com')).toBe(3);
    expect(brandGroupOf('M.BIZLENS.CC:8443')).toBe(4);
  });
  it('does not match a host that merely ends with the same letters', () => {
    expect(brandGroupOf('notbizlens.com')).toBe(1);
  });
  it('gives group 1 to an unknown host', () => {
    expect(brandGroupOf('localhost:4321')).toBe(1);
    expect(brandGroupOf('example.org')).toBe(1);
  });
  it('uses a parsed BRAND_HOSTS table', () => {
    const table = parseBrandHosts('preview.example.net=4,bad');
    expect(brandGroupOf('x.preview.example.net', table)).toBe(4);
    expect(brandGroupOf('bizlens.com', table)).toBe(1);
  });
});

describe('brandOfGroup', () => {
  it('gives groups 1 and 2 the atlas brand and groups 3 and 4 the lens brand', () => {
    expect([1, 2, 3, 4].map((g) => brandOfGroup(g as 1 | 2 | 3 | 4))).toEqual(['atlas', 'atlas', 'lens', 'lens']);
  });
});
