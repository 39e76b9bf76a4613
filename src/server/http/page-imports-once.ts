import type { Plugin } from 'vite';

/**
 * Astro's server entry maps each route to `() => import("./chunks/page.mjs")` and calls that on every
 * request (core/environment/production.js, getModuleForRoute): a module already loaded is not loaded
 * again, but each call still goes through Node's ESM loader (resolve, module-job lookup, a promise) —
 * about 1 % of an uncached company page. This build step makes each of those functions import once
 * and hand back the same promise after that. It rewrites only the server entry's page map; if a later
 * Astro writes that map differently, the build says so and pages are imported per request as before.
 */
export function pageImportsOnce(): Plugin {
  const PAGE_IMPORT = /\b(var|const|let) (_page\d+) = \(\) => import\(("[^"]+")\);/g;
  return {
    name: 'page-imports-once',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.isEntry || !code.includes('pageMap')) return null;
      let found = 0;
      const out = code.replace(PAGE_IMPORT, (_all, kind: string, name: string, spec: string) => {
        found++;
        return `${kind} ${name} = __pageImportOnce(() => import(${spec}));`;
      });
      if (found === 0) {
        this.warn('page-imports-once: no page imports found in the server entry; pages are imported on every request');
        return null;
      }
      // A function declaration is hoisted: the rewritten lines may come before this one. A failed
      // import is not kept: the next request tries again.
      const once = 'function __pageImportOnce(load) { let m; return () => (m ??= load().catch((e) => { m = undefined; throw e; })); }';
      return {
        code: `${out}\n${once}\n`,
        map: null,
      };
    },
  };
}
