import type { APIRoute } from 'astro';
import { cookieDomainOf } from '../../lib/cookies.ts';
import { LOGIN_COOKIES } from '../../lib/session-cookies.ts';

export const prerender = false;

/** Log out: clears the login cookies and goes home. POST only; Astro's origin check stops cross-site posts. */
export const POST: APIRoute = ({ cookies, locals, redirect, request }) => {
  const domain = cookieDomainOf(request.headers.get('host') ?? '');
  for (const name of LOGIN_COOKIES) {
    cookies.delete(name, { path: '/' });
    if (domain) cookies.delete(name, { path: '/', domain });
  }
  return redirect(`/${locals.lang}`, 303);
};
