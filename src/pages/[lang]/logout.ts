import type { APIRoute } from 'astro';
import { clearSessionCookies, sessionToken } from '../../server/accounts/session-token.ts';
import { endSession } from '../../server/accounts/sessions.ts';

export const prerender = false;

/** Log out: ends the session, clears the login cookies and goes home. POST only; Astro's origin check stops cross-site posts. */
export const POST: APIRoute = async ({ cookies, locals, redirect, request }) => {
  const token = sessionToken(request, cookies);
  if (token) await endSession(locals.db, token);
  clearSessionCookies(cookies, request.headers.get('host') ?? '');
  return redirect(`/${locals.lang}`, 303);
};
