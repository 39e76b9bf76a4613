import { describe, expect, it } from 'vitest';
import { ipToCountry } from '../../src/server/geo/ip-country.ts';

describe('ipToCountry with the real geoip-country data', () => {
  it('finds the United States for 8.8.8.8', () => {
    expect(ipToCountry('8.8.8.8')).toBe('840');
  });
  it('finds China for 1.2.4.8 (CNNIC)', () => {
    expect(ipToCountry('1.2.4.8')).toBe('156');
  });
  it('finds the United Kingdom for 81.2.69.160', () => {
    expect(ipToCountry('81.2.69.160')).toBe('826');
  });
  it('looks up IPv6 addresses', () => {
    expect(ipToCountry('2001:4860:4860::8888')).toBe('840');
  });
  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(ipToCountry('::ffff:8.8.8.8')).toBe('840');
  });
  it('gives undefined for loopback, garbage, empty and missing addresses', () => {
    expect(ipToCountry('127.0.0.1')).toBeUndefined();
    expect(ipToCountry('not-an-ip')).toBeUndefined();
    expect(ipToCountry('')).toBeUndefined();
    expect(ipToCountry(undefined)).toBeUndefined();
    expect(ipToCountry(null)).toBeUndefined();
  });
});
