/**
 * Logged in means one of the login cookies is present (spec section 4 reads three alternatives).
 * Nothing here checks the token (the server does, in server/accounts/sessions.ts): the layout and
 * the page's script only need to know which menu to show.
 */
export const LOGIN_COOKIES = ['contentcookie', 'Authorization', 'token'] as const;

/** True when the request carries any of the login cookies. */
export function isLoggedIn(cookies: Record<string, string | undefined>): boolean {
  return LOGIN_COOKIES.some((name) => !!cookies[name]);
}
