import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { Plugin } from 'vite';

/**
 * Which classes each server-rendered route can put on a page, read from the build's own output, so that
 * each route's inline stylesheet keeps only the rules its pages can use (issue 21, "Size").
 *
 * Every page inlines the whole of Tailwind's output and the layout's CSS: Tailwind writes a utility
 * for every class it finds anywhere in src/, so a broker page carried the result list's and the
 * staff console's utilities too (1.1–1.3 KB brotli of a 14 KB first response). A route's pages can
 * only carry a class that is written in the code they are rendered by (its page chunk and every chunk
 * that chunk imports) or that a browser script adds (any client chunk): Tailwind itself only sees
 * classes written out in full. A rule is dropped from a route when one of its classes is written in
 * none of those; a class built from a prefix (`status-${state}`, `'grade-' + g`) counts as written
 * when the prefix is. csp-at-build.ts prunes each route's inline styles with this before it hashes
 * them, and lists what it dropped per route in dist/server/page-css.json, which the e2e test
 * route-css.test.ts checks against rendered pages of every kind.
 */
export interface RouteClasses {
  /** The Vite plugin that reads the SSR and client chunks as they are written. */
  plugin(): Plugin;
  /** Whether class `name` may appear on a page of the route whose page component is `component` (root-relative, e.g. src/pages/[lang]/about.astro); undefined when the build did not see that route's chunk. */
  keeperFor(component: string): ((name: string) => boolean) | undefined;
}

interface Written {
  words: Set<string>;
  prefixes: Set<string>;
}

/** Words of code as class attributes, className and class:list write them (quotes, backticks and spaces between). */
const WORD_BREAK = /[\s"'`\\]+/;
/** A class made from a prefix: `status-${x}` in a template, or "grade-" + x after minifying. */
const PREFIXES = [/([A-Za-z][\w:/.[\]-]*)\$\{/g, /([A-Za-z][\w:/.[\]-]*)["'`]\s*\+/g];

function readCode(into: Written, code: string): void {
  for (const word of code.split(WORD_BREAK)) into.words.add(word);
  // Only prefixes with a hyphen: every class the site builds from a prefix has one (status-, grade-,
  // logo-c, ad-slot-), while code is full of `p${…}`, "text" + … and the like, which as prefixes
  // would keep every p-*, px-*, text-* rule on every page.
  for (const pattern of PREFIXES) for (const m of code.matchAll(pattern)) if (m[1].includes('-')) into.prefixes.add(m[1]);
}

export function routeClasses(root: string): RouteClasses {
  const byComponent = new Map<string, Written>();
  const client: Written = { words: new Set(), prefixes: new Set() };
  const rootPrefix = root.endsWith('/') ? root : `${root}/`;
  return {
    plugin: () => ({
      name: 'route-classes',
      apply: 'build',
      generateBundle(_options, bundle) {
        const environment = (this as { environment?: { name: string } }).environment?.name;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        if (environment === 'client') {
          for (const chunk of chunks) readCode(client, chunk.code);
          return;
        }
        if (environment !== 'ssr') return;
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            if (!id.startsWith(`${rootPrefix}src/pages/`) || !id.endsWith('.astro')) continue;
            // The page's chunk and everything it imports, statically or not: more code only keeps more rules.
            const written: Written = { words: new Set(), prefixes: new Set() };
            const seen = new Set<string>();
            const stack = [chunk.fileName];
            while (stack.length) {
              const file = stack.pop()!;
              if (seen.has(file)) continue;
              seen.add(file);
              const c = byFile.get(file);
              if (!c) continue;
              readCode(written, c.code);
              stack.push(...c.imports, ...c.dynamicImports);
            }
            byComponent.set(id.slice(rootPrefix.length), written);
          }
        }
      },
    }),
    keeperFor(component) {
      const own = byComponent.get(component);
      if (!own) return undefined;
      const prefixes = [...own.prefixes, ...client.prefixes];
      return (name) => own.words.has(name) || client.words.has(name) || prefixes.some((p) => name.startsWith(p));
    },
  };
}

function insidePseudo(node: selectorParser.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'pseudo') return true;
  return false;
}

/**
 * `css` without the rules (and selectors of a list) that name a class `keep` refuses; rules inside
 * @keyframes and rules with no class are kept as they are. Returns the CSS and the classes dropped.
 */
export function pruneRules(css: string, keep: (name: string) => boolean): { css: string; dropped: string[] } {
  const dropped = new Set<string>();
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      let ok = true;
      selectorParser((s) =>
        s.walkClasses((c) => {
          // Inside :not(), :is(), :where() or :has() a class nobody writes does not stop the rule matching.
          if (insidePseudo(c)) return;
          if (!keep(c.value)) {
            ok = false;
            dropped.add(c.value);
          }
        }),
      ).processSync(selector);
      return ok;
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (@media, @supports, @layer blocks) left with nothing in them.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return { css: root.toString(), dropped: [...dropped].sort() };
}
