import { AppError } from '../app-error.ts';
import { sessionToken, setSessionCookies } from '../accounts/session-token.ts';
import { sessionUser } from '../accounts/sessions.ts';
import { ok } from './envelope.ts';
import type { ApiContext } from './handler.ts';

/** The signed-in member of a call, or the spec's "log in first" refusal (401). */
export async function signedInUser(api: ApiContext): Promise<string> {
  const userId = await sessionUser(api.db, sessionToken(api.request, api.cookies));
  if (!userId) throw new AppError('auth.loginRequired', 401);
  return userId;
}

/** The member behind the call's session (the web's cookie or the app's bearer token), or undefined for a visitor. */
export function callerUser(api: ApiContext): Promise<string | undefined> {
  return sessionUser(api.db, sessionToken(api.request, api.cookies));
}

/**
 * The request flag the app sends on its sign-in calls (`X-Client: app`) to get the session token in the
 * answer. The web never needs it: the HttpOnly cookie carries the session, out of any script's reach.
 */
export const APP_CLIENT_HEADER = 'X-Client';

/** Whether the caller is the app: it sends the flag, or already uses a bearer token. */
export function wantsSessionToken(request: Request): boolean {
  const h = request.headers;
  return h.get(APP_CLIENT_HEADER)?.trim().toLowerCase() === 'app' || /^Bearer\s+\S+/i.test(h.get('authorization') ?? '');
}

/**
 * The answer of every sign-in (password, code, registration, third party): the HttpOnly session
 * cookie, `user_info`, and `authorization` (the token) only for the app (wantsSessionToken).
 */
export function signedInAnswer(api: ApiContext, token: string, user: unknown): Response {
  setSessionCookies(api.cookies, token, api.secure);
  return ok(wantsSessionToken(api.request) ? { authorization: token, user_info: user } : { user_info: user });
}
