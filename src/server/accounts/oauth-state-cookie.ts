import type { AstroCookies } from 'astro';
import { LIFETIME } from './limits.ts';

/**
 * The browser that starts a web sign-in keeps its state in an HttpOnly cookie, and the callback is
 * accepted only with it: a callback link made by someone else (their own sign-in, sent to a victim
 * to sign the victim into the sender's account) fails in any other browser. SameSite=Lax: the
 * provider's redirect back is a top-level GET, which carries it.
 */
const STATE_COOKIE = 'oauth_state';

export function setStateCookie(cookies: AstroCookies, state: string, secure: boolean): void {
  cookies.set(STATE_COOKIE, state, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: LIFETIME.oauthStateMs / 1000 });
}

/** The state this browser started, cleared as it is read (a state is good once). */
export function takeStateCookie(cookies: AstroCookies): string | undefined {
  const value = cookies.get(STATE_COOKIE)?.value;
  if (value !== undefined) cookies.delete(STATE_COOKIE, { path: '/' });
  return value;
}
