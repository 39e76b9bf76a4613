import { defineMiddleware } from 'astro:middleware';
import { brandGroupOf, brandOfGroup } from './lib/brand.ts';
import { cookieDomainOf, cookieOptions, parseCookieHeader } from './lib/cookies.ts';
import { decide } from './lib/request-rules.ts';
import { env } from './server/config/env.ts';
import { clientIp, forwardedHttps } from './server/config/proxy-trust.ts';
import { ipToCountry } from './server/geo/ip-country.ts';
import { fillRequestContext } from './server/site/page-context.ts';

/**
 * Applies the request-time rules of spec section 4 to every rendered request and puts the request
 * context on Astro.locals (src/server/site/page-context.ts). Prerendered files are built once for
 * everyone: they get neither.
 */
export const onRequest = defineMiddleware(async (ctx, next) => {
  if (ctx.isPrerendered) return next();
  const headers = ctx.request.headers;
  const host = headers.get('host') ?? ctx.url.host;
  const decision = decide({
    host,
    pathname: ctx.url.pathname,
    search: ctx.url.search,
    cookies: parseCookieHeader(headers.get('cookie')),
    userAgent: headers.get('user-agent') ?? '',
    acceptLanguage: headers.get('accept-language') ?? '',
    ipCountry: () => ipToCountry(clientIp(headers.get('x-forwarded-for'), safeClientAddress(ctx), env.TRUST_PROXY)),
    env: env.NODE_ENV,
  });
  const domain = cookieDomainOf(host);
  const secure = ctx.url.protocol === 'https:' || forwardedHttps(headers.get('x-forwarded-proto'), safeClientAddress(ctx), env.TRUST_PROXY);
  for (const c of decision.setCookies) ctx.cookies.set(c.name, c.value, cookieOptions(c, { domain, secure }));
  if (decision.type === 'redirect') return ctx.redirect(decision.location, decision.status);

  const brandGroup = brandGroupOf(host, env.brandHosts);
  const memberAsked = fillRequestContext(
    ctx.locals,
    {
      lang: decision.lang,
      country: decision.country,
      userCountry: decision.userCountry,
      isApp: decision.isApp,
      brandGroup,
      brand: brandOfGroup(brandGroup),
      host,
      secure,
    },
    ctx.request,
    ctx.cookies,
  );
  const response = await next();
  // A page that asked who the member is shows something of theirs: no cache may keep it. (A component
  // that asks while the body streams is too late for this; such pages set the header themselves.)
  if (memberAsked()) markPrivate(response);
  // The page's Content-Security-Policy, made at build time (server/http/csp-at-build.ts).
  const csp = ctx.locals.pageCsp;
  if (csp && /^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
    setHeader(response, 'Content-Security-Policy', csp.policyOf(ctx.routePattern));
  return response;
});

/**
 * The socket's address (Astro reads X-Forwarded-For itself only for hosts in security.allowedDomains,
 * which this site does not set; proxy-trust.ts decides what of the header counts). clientAddress
 * throws where the adapter has none (prerendering); treat that as unknown.
 */
function safeClientAddress(ctx: { clientAddress: string }): string | undefined {
  try {
    return ctx.clientAddress;
  } catch {
    return undefined;
  }
}

function markPrivate(response: Response): void {
  setHeader(response, 'Cache-Control', 'private, no-store');
}

function setHeader(response: Response, name: string, value: string): void {
  try {
    response.headers.set(name, value);
  } catch {
    // Headers of a Response.redirect() are immutable; a redirect carries no page to keep or to police.
  }
}
