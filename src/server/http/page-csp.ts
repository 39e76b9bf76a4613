import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages' Content-Security-Policy headers, made at build time (csp-at-build.ts) and read once when
 * the server starts: the policies, which one each route (Astro's route pattern) gets, and the one for
 * a route not listed.
 */
export const PAGE_CSP_FILE = 'page-csp.json';

export interface PageCspFile {
  policies: string[];
  byRoute: Record<string, number>;
  fallback: number;
}

export interface PageCsp {
  /** The header for a page of this route (Astro's routePattern, e.g. /[lang]/company/[...id]). */
  policyOf(route: string): string;
}

/** What the site's server hands Astro as the start of each request's locals (server.ts). */
export interface ServerLocals {
  pageCsp?: PageCsp;
}

/** The headers of the build in dist/server, or undefined for a build without them (CSP off, or an older build). */
export function loadPageCsp(serverDir: string): PageCsp | undefined {
  const path = join(serverDir, PAGE_CSP_FILE);
  if (!existsSync(path)) return undefined;
  const file = JSON.parse(readFileSync(path, 'utf8')) as PageCspFile;
  return {
    policyOf: (route) => file.policies[file.byRoute[route] ?? file.fallback],
  };
}
