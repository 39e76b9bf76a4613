// A module file, so that this adds to Astro's types instead of replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first pointer, touch, focus or key in the island (src/scripts/interaction-directive.ts). */
    'client:interaction'?: boolean;
  }
}
