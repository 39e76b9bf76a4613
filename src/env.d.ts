/// <reference types="astro/client" />

declare namespace App {
  /** The request context, filled by src/middleware.ts (see src/server/site/page-context.ts). */
  type RequestContext = import('./server/site/page-context.ts').RequestContext;
  /** What the site's server passes in (src/server/http/page-csp.ts). */
  type ServerLocals = import('./server/http/page-csp.ts').ServerLocals;
  // Astro reads App.Locals: its members come from the request context and what the server passes in.
  interface Locals extends RequestContext, ServerLocals {}
}

interface ImportMetaEnv {
  /** A hash of the login overlay's texts, set at build (astro.config.ts): part of their file's address. */
  readonly LOGIN_LABELS_VERSION: string;
  /** The same for the search box's texts shown once it is used (search-box-labels.ts). */
  readonly SEARCH_LABELS_VERSION: string;
}
