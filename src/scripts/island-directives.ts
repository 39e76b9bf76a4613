/**
 * The `client:media` directive, as Astro's inline prelude would define it (runtime/client/media.js).
 * Imported by island-runtime.ts before the island element: Astro's `<astro-island>` looks its
 * directive up on the global `Astro` when it starts, and waits for `astro:media` when it is not there.
 */
import media from 'astro/runtime/client/media.js';

const global = self as unknown as { Astro?: Record<string, unknown> };
(global.Astro ??= {}).media = media;
window.dispatchEvent(new Event('astro:media'));
