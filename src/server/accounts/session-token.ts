import type { AstroCookies } from 'astro';
import { cookieDomainOf } from '../../lib/cookies.ts';
import { LOGIN_COOKIES, MARKER_COOKIE, SESSION_COOKIE } from '../../lib/login-cookies.ts';
import { LIFETIME } from './limits.ts';

/**
 * Where a session's token travels. On the web: the `Authorization` cookie, HttpOnly (no script can
 * read it), SameSite=Lax, Secure over https; beside it `contentcookie`, the readable marker (see
 * lib/login-cookies.ts). In the app: `Authorization: Bearer <token>`.
 */

/** Sets the session cookie and its marker, for as long as the session lasts. */
export function setSessionCookies(cookies: AstroCookies, token: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: LIFETIME.sessionDays * 86_400 };
  cookies.set(SESSION_COOKIE, token, { ...common, httpOnly: true });
  cookies.set(MARKER_COOKIE, '1', common);
}

/** Clears every login cookie, on this host and on the brand's cookie domain. */
export function clearSessionCookies(cookies: AstroCookies, host: string): void {
  const domain = cookieDomainOf(host);
  for (const name of LOGIN_COOKIES) {
    cookies.delete(name, { path: '/' });
    if (domain) cookies.delete(name, { path: '/', domain });
  }
}

/** The session token of a request: the app's bearer token, else the web cookie. */
export function sessionToken(request: Request, cookies: AstroCookies): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return bearer ?? cookies.get(SESSION_COOKIE)?.value;
}
