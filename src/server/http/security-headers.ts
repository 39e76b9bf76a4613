import type { ServerResponse } from 'node:http';

/**
 * Headers on every response. Script and style sources are pinned by the hashes Astro puts in each
 * page's CSP meta tag; this header adds what a meta tag cannot carry (frame-ancestors).
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
