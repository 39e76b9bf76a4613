import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, SSRResult } from 'astro';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { renderCspContent } from 'astro/runtime/server/render/csp.js';
import { PAGE_CSP_FILE, type PageCspFile } from './page-csp.ts';
import { pruneRules, type RouteClasses } from './route-classes.ts';

/** What each route's inline stylesheet lost to route-classes.ts: route pattern → dropped classes (read by tests). */
export const PAGE_CSS_FILE = 'page-css.json';

/**
 * The Content-Security-Policy of every rendered page, made once at build time instead of per response.
 *
 * With `security.csp` Astro hashes, on every response, each inline stylesheet and script of the
 * route (the inlined stylesheet alone is 30–40 KB) with WebCrypto and joins a header of ~2.3 KB:
 * 7 % of an uncached company page's CPU (BENCHMARKS.md, "A cheap miss"). Those inputs are fixed
 * when the build is: this integration computes, in `astro:build:ssr`, the very header Astro would
 * send for each route (Astro's own renderCspContent over the manifest's hashes plus that route's
 * styles and scripts, as its per-request code does), writes them to dist/server/page-csp.json, and
 * turns the per-request work off in the manifest the server is built with. The site's server reads
 * the file at start (page-csp.ts) and src/middleware.ts puts the route's header on each HTML page.
 * `astro dev` is untouched: there Astro keeps making the header itself.
 *
 * With `classes`, each route's inline styles first lose the rules its pages cannot use
 * (route-classes.ts), so the header hashes the styles the route really sends.
 */
export function cspAtBuild(options: { classes?: RouteClasses } = {}): AstroIntegration {
  let file: PageCspFile | undefined;
  const droppedByRoute: Record<string, string[]> = {};
  let serverDir: URL | undefined;
  return {
    name: 'csp-at-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:ssr': ({ manifest }) => {
        const csp = manifest.csp;
        if (!csp) return; // security.csp is off: nothing to move
        const policies: string[] = [];
        const byRoute: Record<string, number> = {};
        const index = (policy: string) => {
          const at = policies.indexOf(policy);
          return at >= 0 ? at : policies.push(policy) - 1;
        };
        const allStyles = new Set<string>();
        const allScripts = new Set<string>();
        const routes: Array<{ route: string; styleHashes: string[]; scriptHashes: string[] }> = [];
        for (const info of manifest.routes) {
          const { routeData, scripts } = info;
          if (routeData.prerender || (routeData.type !== 'page' && routeData.type !== 'fallback')) continue;
          const styles = pruneRouteStyles(info, options.classes, droppedByRoute);
          // What Astro hashes per request (core/fetch/fetch-state.js, createResult): each of the route's
          // head styles and scripts by its text, '' for one that is a link.
          const styleHashes = styles.map((s) => digest(s.type === 'inline' ? s.content : ''));
          const scriptHashes = scripts.map((s) => digest('stage' in s ? s.children : s.type === 'inline' ? s.value : ''));
          for (const h of styleHashes) allStyles.add(h);
          for (const h of scriptHashes) allScripts.add(h);
          routes.push({ route: routeData.route, styleHashes, scriptHashes });
        }
        // Astro's manifest lists, for every page, the hashes of every page's inline styles and of every
        // CSS file of the build (33, 1.8 KB of header), where a page only ever carries its own route's
        // head styles and the islands' one rule. Each route's header lists just those two: the header is
        // part of the first response, and the pages of issue 21's Lighthouse budget were 1–2.5 KB over
        // the first round trip (14.6 KB with the headers; BENCHMARKS.md, "why 99 and not 100").
        // astro.config.ts adds no style hashes of its own. The scripts' list stays whole: it holds the
        // islands' runtime, which a page writes only when it has an island.
        const pageStyles = { ...csp, styleDirective: { ...csp.styleDirective, hashes: [digest(ISLAND_STYLES)] } } as ManifestCsp;
        for (const { route, styleHashes, scriptHashes } of routes) byRoute[route] = index(policyOf(pageStyles, styleHashes, scriptHashes));
        // A page whose route is somehow not listed still gets a policy that lets every page's own styles and scripts run.
        const fallback = index(policyOf(csp, [...allStyles], [...allScripts]));
        file = { policies, byRoute, fallback };
        // The per-request hashing and header are what this replaces (the manifest is serialised after this hook).
        (manifest as { shouldInjectCspMetaTags: boolean }).shouldInjectCspMetaTags = false;
      },
      'astro:build:done': () => {
        if (!serverDir) return;
        if (file) writeFileSync(fileURLToPath(new URL(PAGE_CSP_FILE, serverDir)), JSON.stringify(file));
        if (options.classes) writeFileSync(fileURLToPath(new URL(PAGE_CSS_FILE, serverDir)), JSON.stringify(droppedByRoute));
      },
    },
  };
}

type RouteInfo = Parameters<NonNullable<AstroIntegration['hooks']['astro:build:ssr']>>[0]['manifest']['routes'][number];

/**
 * The route's inline styles without the rules its pages cannot use, put back on the route (the manifest
 * is serialised after this hook). Routes share style objects, so each gets new ones. A route whose page
 * chunk the build did not see keeps its styles whole.
 */
function pruneRouteStyles(
  info: RouteInfo,
  classes: RouteClasses | undefined,
  droppedByRoute: Record<string, string[]>,
): RouteInfo['styles'] {
  const keep = classes?.keeperFor(info.routeData.component);
  if (!keep) return info.styles;
  const dropped = new Set<string>();
  info.styles = info.styles.map((s) => {
    if (s.type !== 'inline') return s;
    const pruned = pruneRules(s.content, keep);
    for (const c of pruned.dropped) dropped.add(c);
    return { ...s, content: pruned.css };
  });
  droppedByRoute[info.routeData.route] = [...dropped].sort();
  return info.styles;
}

type ManifestCsp = NonNullable<Parameters<NonNullable<AstroIntegration['hooks']['astro:build:ssr']>>[0]['manifest']['csp']>;

/** Astro's own header text for a page with these extra hashes (runtime/server/render/csp.js). */
function policyOf(csp: ManifestCsp, styleHashes: string[], scriptHashes: string[]): string {
  const result = {
    directives: csp.directives,
    scriptDirective: csp.scriptDirective,
    styleDirective: csp.styleDirective,
    _metadata: { extraStyleHashes: styleHashes, extraScriptHashes: scriptHashes },
  } as unknown as SSRResult;
  return renderCspContent(result);
}

/** What Astro's generateCspDigest makes with SHA-256 (the algorithm astro.config.ts leaves as default). */
function digest(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
