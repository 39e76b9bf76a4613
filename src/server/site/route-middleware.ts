import type { AstroGlobal } from 'astro';
import { AppError } from '../app-error.ts';

/**
 * Named route middleware: a page lists the steps it needs by name, and a name that no step answers to
 * is a programming error the page must not hide. It answers 500 'Unknown middleware {name}' (spec
 * section 8) through the error page, instead of silently skipping the step (a private page left
 * cacheable, a demo page indexed).
 */
type Step = (page: AstroGlobal) => void;

const STEPS: Record<string, Step> = {
  /** Search engines leave the page out, by header as well as by the page's meta tag (for non-HTML readers). */
  noindex: (page) => page.response.headers.set('X-Robots-Tag', 'noindex'),
  /** The page shows something of the visitor's own: no cache, shared or not, keeps it. */
  private: (page) => page.response.headers.set('Cache-Control', 'private, no-store'),
};

/** The step registered under this name; AppError('error.unknownMiddleware', 500) for any other. */
export function routeMiddleware(name: string): Step {
  if (!Object.hasOwn(STEPS, name)) throw new AppError('error.unknownMiddleware', 500, { name });
  return STEPS[name];
}

/** Runs a page's named steps in order (all names are checked first: an unknown one runs none). */
export function applyRouteMiddleware(page: AstroGlobal, names: readonly string[]): void {
  const steps = names.map(routeMiddleware);
  for (const step of steps) step(page);
}
