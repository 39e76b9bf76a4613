import { randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';

/** Name of the anonymous visitor cookie (recent browsing is kept per visitor). */
export const VISITOR_COOKIE = 'visitor';
const ONE_YEAR = 365 * 24 * 3600;

/**
 * The visitor's anonymous id, set on first need: 128 random bits, HttpOnly (no script reads it),
 * SameSite=Lax, Secure over https. It identifies a browser, never a person.
 */
export function visitorId(cookies: AstroCookies, secure: boolean): string {
  const known = cookies.get(VISITOR_COOKIE)?.value;
  if (known && /^[A-Za-z0-9_-]{22}$/.test(known)) return known;
  const id = randomBytes(16).toString('base64url');
  cookies.set(VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: ONE_YEAR });
  return id;
}
