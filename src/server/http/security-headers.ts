import type { ServerResponse } from 'node:http';

/**
 * Headers on every response. Rendered pages also get Astro's own Content-Security-Policy header with
 * the hashes of their scripts and styles; browsers enforce both policies, so this one only needs the
 * directives that hold for every response, static files and redirects included.
 */
export function setSecurityHeaders(res: ServerResponse, https: boolean): void {
  res.setHeader('Content-Security-Policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}
