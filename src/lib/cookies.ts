import { getDomain } from 'tldts';

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
  const hostname = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  return getDomain(hostname) ?? undefined;
}

/** Serialises a cookie write into a Set-Cookie value. Preference cookies are HttpOnly: pages get them rendered in. */
export function serializeCookie(c: CookieWrite, opts: { domain?: string; secure: boolean }): string {
  const parts = [`${c.name}=${encodeURIComponent(c.value)}`, 'Path=/', `Max-Age=${c.maxAge}`, 'SameSite=Lax', 'HttpOnly'];
  if (opts.domain) parts.push(`Domain=${opts.domain}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
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
    try { value = decodeURIComponent(value); } catch { /* keep the raw value */ }
    if (!(name in out)) out[name] = value;
  }
  return out;
}
