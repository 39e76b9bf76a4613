import type { AstroCookies } from 'astro';
import { cookieDomainOf } from '../../lib/cookies.ts';
import { LOGIN_COOKIES } from '../../lib/session-cookies.ts';
import { SESSION_DAYS } from './sessions.ts';

/**
 * Where a session's token travels. On the web: the `Authorization` cookie, HttpOnly (no script can
 * read it), SameSite=Lax, Secure over https; beside it `contentcookie`, a readable marker with no
 * secret in it, by which pages shared by every visitor show the member's menu (spec section 4 reads
 * these cookies). In the app: `Authorization: Bearer <token>`.
 */
export const SESSION_COOKIE = 'Authorization';
export const MARKER_COOKIE = 'contentcookie';

export function setSessionCookies(cookies: AstroCookies, token: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_DAYS * 86_400 };
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
