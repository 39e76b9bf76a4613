import { getDomain } from 'tldts';
import { hostnameOf } from './host.ts';

/** Cookie names of the request-time rules (spec section 4). */
export const COOKIE = {
  lang: 'lang',
  country: 'country',
  userCountry: 'userCountry',
  env: 'env',
} as const;

export interface CookieWrite {
  name: string;
  value: string;
  maxAge: number;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** A preference cookie that lives a year. */
export function preferenceCookie(name: string, value: string): CookieWrite {
  return { name, value, maxAge: ONE_YEAR };
}

/**
 * The cookie host: the registrable domain (www.corpatlas.com and m.corpatlas.com share
 * corpatlas.com), taken from the public suffix list so that co.uk-style suffixes are handled.
 * Localhost and IP addresses get host-only cookies (undefined).
 */
export function cookieDomainOf(host: string): string | undefined {
  const hostname = hostnameOf(host);
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  return getDomain(hostname) ?? undefined;
}

/**
 * The preference cookies a page's script reads: a cached page is the same for every visitor, so the
 * footer's country and own-country shortcut are applied after load from these (issue 21). They hold
 * a 3-digit country code and nothing else; the others stay HttpOnly, as pages get them rendered in.
 */
export const SCRIPT_READABLE_COOKIES: ReadonlySet<string> = new Set([COOKIE.country, COOKIE.userCountry]);

/** Astro cookie options for a preference cookie: HttpOnly unless a page's script reads it (above). */
export function cookieOptions(c: CookieWrite, opts: { domain?: string; secure: boolean }) {
  return {
    path: '/',
    maxAge: c.maxAge,
    sameSite: 'lax' as const,
    httpOnly: !SCRIPT_READABLE_COOKIES.has(c.name),
    secure: opts.secure,
    domain: opts.domain,
  };
}

/** Parses a Cookie header; malformed pairs are skipped, never thrown on. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  // No prototype: a cookie named "constructor" is data, not Object.prototype.constructor.
  const out: Record<string, string> = Object.create(null);
  if (!header) return out;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? '' : pair.slice(0, eq).trim();
    if (!name) continue;
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      /* keep the raw value */
    }
    if (!(name in out)) out[name] = value;
  }
  return out;
}
