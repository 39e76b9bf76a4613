/// <reference types="astro/client" />

declare namespace App {
  /** The request context, filled by src/middleware.ts (see src/server/site/page-context.ts). */
  type RequestContext = import('./server/site/page-context.ts').RequestContext;
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Astro reads App.Locals: the interface must exist, its members come from RequestContext
  interface Locals extends RequestContext {}
}

interface ImportMetaEnv {
  /** A hash of the login overlay's texts, set at build (astro.config.ts): part of their file's address. */
  readonly LOGIN_LABELS_VERSION: string;
}
