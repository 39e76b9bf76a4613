import { describe, expect, it } from 'vitest';
import { sameSiteRequest } from '../../src/server/api/handler.ts';

const req = (headers: Record<string, string>) =>
  new Request('http://corpatlas.com/api/v1/oauth/login', { method: 'POST', headers: { host: 'corpatlas.com', ...headers } });

describe('the CSRF check of state-changing calls', () => {
  it('lets our own pages through, by Origin or Sec-Fetch-Site', () => {
    expect(sameSiteRequest(req({ origin: 'http://corpatlas.com' }))).toBe(true);
    expect(sameSiteRequest(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(sameSiteRequest(req({ 'sec-fetch-site': 'none' }))).toBe(true);
  });
  it('refuses what a browser says comes from elsewhere, a sibling subdomain included', () => {
    expect(sameSiteRequest(req({ origin: 'https://evil.example' }))).toBe(false);
    expect(sameSiteRequest(req({ origin: 'http://evil.corpatlas.com' }))).toBe(false);
    expect(sameSiteRequest(req({ origin: 'null' }))).toBe(false);
    expect(sameSiteRequest(req({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(sameSiteRequest(req({ 'sec-fetch-site': 'same-site' }))).toBe(false);
  });
  it('serves clients that are not browsers (the app), and bearer tokens', () => {
    expect(sameSiteRequest(req({}))).toBe(true);
    expect(sameSiteRequest(req({ authorization: 'Bearer abc', origin: 'https://evil.example' }))).toBe(true);
  });
});
