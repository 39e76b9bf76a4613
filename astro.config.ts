import node from '@astrojs/node';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_LANGS } from './src/i18n/languages.ts';
import { PARAGLIDE_OPTIONS } from './src/i18n/paraglide-options.ts';
import { cspAtBuild } from './src/server/http/csp-at-build.ts';
import { pageImportsOnce } from './src/server/http/page-imports-once.ts';
import { routeClasses } from './src/server/http/route-classes.ts';

// Pages are rendered on request (brand by host, app webview, language cookies and the country all
// depend on the request); only host-independent files such as flags and country lists are prerendered.
// The node adapter runs in middleware mode under our own server (src/server/http), which adds
// compression, precompressed static files, long-lived caching and security headers.
// The login overlay's texts are a prerendered file per language, cached by browsers for a day: its
// address carries a hash of what they are made from, so a release with changed texts is fetched anew.
const labelsVersion = createHash('sha256')
  .update(readFileSync('src/components/auth/login-labels.ts'))
  .update(CONTENT_LANGS.map((lang) => readFileSync(`locales/${lang}.json`, 'utf8')).join('\n'))
  .digest('base64url')
  .slice(0, 10);
// The same for the search box's texts shown once it is used (/search-labels/{lang}.json, search-box-labels.ts).
const searchLabelsVersion = createHash('sha256')
  .update(readFileSync('src/components/search/search-box-labels.ts'))
  .update(CONTENT_LANGS.map((lang) => readFileSync(`locales/${lang}.json`, 'utf8')).join('\n'))
  .digest('base64url')
  .slice(0, 10);

// Which classes each route's pages can carry, read from the build's chunks: each route inlines only the rules it can use.
const classes = routeClasses(fileURLToPath(new URL('.', import.meta.url)));

/** `client:interaction`: hydrate an island on the visitor's first reach for it (src/scripts/interaction-directive.ts). */
function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./src/scripts/interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  prefetch: false,
  // No code blocks in our pages; Shiki's inline styles would need 'unsafe-inline' under our CSP.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // No Astro sessions: the node adapter would otherwise enable a file store at a path fixed at build
  // time. Accounts keep their own state in the database (see the accounts issue).
  session: false,
  // The pages' CSP headers are made at build time, not per response (src/server/http/csp-at-build.ts),
  // over each route's inline styles pruned to the classes its pages can carry (route-classes.ts).
  integrations: [react(), interactionDirective(), cspAtBuild({ classes })],
  i18n: {
    locales: [...CONTENT_LANGS],
    defaultLocale: 'en',
    routing: 'manual',
  },
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ],
    },
  },
  vite: {
    define: {
      'import.meta.env.LOGIN_LABELS_VERSION': JSON.stringify(labelsVersion),
      'import.meta.env.SEARCH_LABELS_VERSION': JSON.stringify(searchLabelsVersion),
    },
    // Each route's page module is imported once, not on every request (src/server/http/page-imports-once.ts).
    plugins: [tailwindcss(), paraglideVitePlugin(PARAGLIDE_OPTIONS), pageImportsOnce(), classes.plugin()],
  },
});
