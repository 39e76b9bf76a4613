import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: an island that hydrates when the visitor first reaches for it (a pointer over
 * it, a touch, focus or a key inside it), not when the page loads. The home page's search box is a
 * plain form that works without JavaScript until then; hydrating React at load was the largest task
 * left on the home page (about 50 ms here, 214 ms on Lighthouse's slowed phone: TBT 200 ms, score 97).
 * Registered in astro.config.ts; the island picks up what was typed or chosen before it hydrated
 * (SearchBox.tsx).
 */
const EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start, true);
    void load().then((hydrate) => hydrate());
  };
  for (const name of EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
  // Focus may be inside already (a tab before this ran, or the browser's restored focus on Back).
  if (el.contains(document.activeElement)) start();
};

export default interaction;
