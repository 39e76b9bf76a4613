import type { AstroGlobal } from 'astro';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import { clientIp } from '../config/proxy-trust.ts';
import { readFormLimited } from '../request-body.ts';

/**
 * What the account pages' plain forms share (they work without JavaScript; Astro's origin check
 * refuses cross-site posts): the signed-in member, the caller's address for rate limits, the posted
 * fields, and a refusal turned into the page's message and status (the one place where the
 * account pages word a refusal).
 */

/** The signed-in member of a page request, if any. Account pages are private and never cached. */
export async function pageMember(page: AstroGlobal): Promise<string | undefined> {
  page.response.headers.set('Cache-Control', 'private, no-store');
  return page.locals.memberId();
}

/** The caller's address, for rate limits (behind our proxy, from X-Forwarded-For). */
export function pageIp(page: AstroGlobal): string {
  let address: string | undefined;
  try {
    address = page.clientAddress;
  } catch {
    /* none (prerendering) */
  }
  return clientIp(page.request.headers.get('x-forwarded-for'), address, env.TRUST_PROXY) ?? 'unknown';
}

/** Requests whose form body was over the page-form limit: their form action is refused with 413. */
const oversized = new WeakSet<Request>();

/**
 * The posted form's text fields, each cut to `max` characters (a form never needs more). The body is
 * read within MAX_PAGE_FORM_BODY however it is sent (a chunked body has no length for the HTTP front to
 * check); past it every field reads empty and the page's formAction answers 413.
 */
export async function postedFields(page: AstroGlobal, max = 254): Promise<(name: string) => string> {
  const form = await readFormLimited(page.request);
  if (form === 'too-large') oversized.add(page.request);
  return (name) => (form instanceof FormData ? String(form.get(name) ?? '').slice(0, max) : '');
}

/** Runs a form's action; a refusal becomes the page's message (in the page's language), status and headers (Retry-After). */
export async function formAction(page: AstroGlobal, action: () => Promise<void>): Promise<string | undefined> {
  try {
    if (oversized.has(page.request)) throw new AppError('api.tooLarge', 413, undefined, { Connection: 'close' });
    await action();
    return undefined;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    page.response.status = err.status;
    for (const [name, value] of Object.entries(err.headers)) page.response.headers.set(name, value);
    return page.locals.t(err.code, err.params);
  }
}
