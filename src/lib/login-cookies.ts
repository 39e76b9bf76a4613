/**
 * The names of the login cookies, and whether a request is logged in by them. Spec section 4 reads
 * three alternatives: `Authorization` (our HttpOnly session token), `contentcookie` (a readable
 * marker with no secret, by which shared pages show the member's menu) and `token` (the app's).
 * Presence is enough here: the layout only needs to know which menu to show; the server checks the token.
 */
export const SESSION_COOKIE = 'Authorization';
export const MARKER_COOKIE = 'contentcookie';
export const LOGIN_COOKIES = [MARKER_COOKIE, SESSION_COOKIE, 'token'] as const;

/** Whether any login cookie is present. */
export function isLoggedIn(cookies: Record<string, string | undefined>): boolean {
  return LOGIN_COOKIES.some((name) => !!cookies[name]);
}
