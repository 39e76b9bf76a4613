/**
 * Astro's island loader (the `<astro-island>` element) and the `client:media` directive, from the
 * site script's cached file instead of inline in every page (issue 21, first response size): inline
 * they were 4.4 KB raw and 1.4–1.6 KB of each page as sent. The layout tells Astro they are written
 * (BaseLayout.astro), so it does not inline them before a page's first island. The islands render on
 * the server and read fully before this runs; a module script runs once the document is parsed, and
 * the element, defined then, starts every island already in the page. Other directives (the home
 * page's `client:idle`) Astro still writes inline; they set their own entry on the global `Astro`.
 */
import './island-directives.ts';
import 'astro/runtime/server/astro-island.js';
