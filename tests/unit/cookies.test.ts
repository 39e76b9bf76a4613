import { describe, expect, it } from 'vitest';
import { COOKIE, cookieDomainOf, cookieOptions, parseCookieHeader, preferenceCookie } from '../../src/lib/cookies.ts';

describe('cookieDomainOf', () => {
  it('scopes www.corpatlas.com cookies to corpatlas.com', () => {
    expect(cookieDomainOf('www.corpatlas.com')).toBe('corpatlas.com');
  });
  it('uses the public suffix list so that shop.example.co.uk gives example.co.uk', () => {
    expect(cookieDomainOf('shop.example.co.uk')).toBe('example.co.uk');
  });
  it('ignores the port of a host', () => {
    expect(cookieDomainOf('m.corpatlas.com:4321')).toBe('corpatlas.com');
  });
  it('keeps a bare registrable domain as it is', () => {
    expect(cookieDomainOf('bizlens.cc')).toBe('bizlens.cc');
  });
  it('gives host-only cookies (undefined) for localhost and IP addresses', () => {
    expect(cookieDomainOf('localhost')).toBeUndefined();
    expect(cookieDomainOf('localhost:4321')).toBeUndefined();
    expect(cookieDomainOf('127.0.0.1')).toBeUndefined();
    expect(cookieDomainOf('127.0.0.1:8080')).toBeUndefined();
    expect(cookieDomainOf('[::1]:4321')).toBeUndefined();
    expect(cookieDomainOf('[2001:db8::1]')).toBeUndefined();
  });
});

describe('preference cookies', () => {
  const write = preferenceCookie(COOKIE.lang, 'zh-cn');
  it('live a year', () => {
    expect(write).toEqual({ name: 'lang', value: 'zh-cn', maxAge: 31_536_000 });
  });
  it('are HttpOnly (language), SameSite=Lax and site-wide, Secure and Domain only when given', () => {
    expect(cookieOptions(write, { secure: false })).toEqual({
      path: '/',
      maxAge: 31_536_000,
      sameSite: 'lax',
      httpOnly: true,
      secure: false,
      domain: undefined,
    });
    expect(cookieOptions(write, { secure: true, domain: 'corpatlas.com' })).toMatchObject({ secure: true, domain: 'corpatlas.com' });
  });
  it('leave the two country cookies readable by the page script (a cached page applies them after load)', () => {
    expect(cookieOptions(preferenceCookie(COOKIE.country, '392'), { secure: true }).httpOnly).toBe(false);
    expect(cookieOptions(preferenceCookie(COOKIE.userCountry, '392'), { secure: true }).httpOnly).toBe(false);
    expect(cookieOptions(preferenceCookie(COOKIE.env, 'production'), { secure: true }).httpOnly).toBe(true);
  });
});

describe('parseCookieHeader', () => {
  it('parses name=value pairs and decodes values', () => {
    expect(parseCookieHeader('lang=en; country=840;userCountry=156; q=hello%20world')).toEqual({
      lang: 'en',
      country: '840',
      userCountry: '156',
      q: 'hello world',
    });
  });
  it('skips pairs without a name or without =', () => {
    expect(parseCookieHeader('=novalue;garbage; ;; lang=de')).toEqual({ lang: 'de' });
  });
  it('keeps the raw value when a % escape is bad', () => {
    expect(parseCookieHeader('a=%E0%A4%A; b=100%; c=ok')).toEqual({ a: '%E0%A4%A', b: '100%', c: 'ok' });
  });
  it('keeps = signs inside the value', () => {
    expect(parseCookieHeader('token=abc==; x=1')).toEqual({ token: 'abc==', x: '1' });
  });
  it('keeps the first of duplicate names', () => {
    expect(parseCookieHeader('lang=ja; lang=en')).toEqual({ lang: 'ja' });
  });
  it('returns an empty object for a missing or empty header', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader(null)).toEqual({});
    expect(parseCookieHeader('')).toEqual({});
  });
});

describe('parseCookieHeader edge cases', () => {
  it('skips pairs with an empty name, even after trimming', () => {
    expect({ ...parseCookieHeader('a=1; =x;  =y') }).toEqual({ a: '1' });
  });
  it('keeps cookies named like Object.prototype members and inherits nothing', () => {
    const c = parseCookieHeader('constructor=1; toString=2');
    expect(c.constructor).toBe('1');
    expect(c.toString).toBe('2');
    expect(parseCookieHeader('')['hasOwnProperty' as string]).toBeUndefined();
  });
});
