/**
 * Logged in means one of the login cookies is present (spec section 4 reads three alternatives).
 * The account issue verifies the token; the layout only needs to know which menu to show.
 */
export const LOGIN_COOKIES = ['contentcookie', 'Authorization', 'token'] as const;

export function isLoggedIn(cookies: Record<string, string | undefined>): boolean {
  return LOGIN_COOKIES.some((name) => !!cookies[name]);
}
