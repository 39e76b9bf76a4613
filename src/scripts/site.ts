/**
 * The one script every page loads (about 3 KB): Astro's island loader (island-runtime.ts), link
 * prefetch on intent, reload after a failed chunk load, the device class on <html data-device>, the
 * home header's scroll threshold, log-out confirmation and messages from the login frame.
 * Everything it does is an enhancement; pages read fully without it.
 */
import './island-runtime.ts';
import { LAYOUT, TIMERS } from '../lib/constants.ts';
import { loginFrameAction } from '../lib/login-frame.ts';
import { isLoggedIn } from '../lib/login-cookies.ts';
import { showMenuFor } from '../lib/member-menu.ts';

/** The page's readable cookies by name (cookies.ts would bring its domain list into this bundle). */
const pageCookies = (): Record<string, string> =>
  Object.fromEntries(document.cookie.split(';').map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()]));
import { $device } from '../stores/device.ts';
import { isChunkLoadError, shouldPrefetch, shouldReloadForChunkError, type NetworkInfo } from '../lib/network.ts';

const RELOAD_KEY = 'chunk-reload-at';

function reloadAfterChunkError(message: string | undefined) {
  if (!isChunkLoadError(message)) return;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? NaN);
  if (!shouldReloadForChunkError(Date.now(), Number.isNaN(last) ? undefined : last)) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  location.reload();
}
// Astro's island loader reports a failed component or renderer import as astro:hydration-error;
// Vite's preload helper and bare dynamic imports surface as the other two.
document.addEventListener('astro:hydration-error', (e) =>
  reloadAfterChunkError(errorMessage((e as CustomEvent<{ error?: unknown }>).detail?.error)),
);
window.addEventListener('vite:preloadError', (e) =>
  reloadAfterChunkError(errorMessage((e as Event & { payload?: unknown }).payload) || 'ChunkLoadError'),
);
window.addEventListener('unhandledrejection', (e) => reloadAfterChunkError(errorMessage(e.reason)));

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

// Prefetch same-site pages when the pointer rests on a link, unless offline, on 2g or saving data.
const prefetched = new Set<string>();
document.addEventListener(
  'pointerover',
  (e) => {
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || a.origin !== location.origin || a.target === '_blank' || prefetched.has(a.pathname)) return;
    if (a.pathname === location.pathname || !shouldPrefetch(navigator as NetworkInfo)) return;
    prefetched.add(a.pathname);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = a.href;
    document.head.append(link);
  },
  { passive: true },
);

// On the home route the header search shows after 500px of scroll, checked at most every 100 ms.
const header = document.querySelector<HTMLElement>('[data-header][data-home]');
if (header) {
  let waiting = false;
  const update = () => {
    waiting = false;
    header.classList.toggle('scrolled', window.scrollY >= LAYOUT.headerSearchThreshold);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (waiting) return;
      waiting = true;
      setTimeout(update, TIMERS.scrollThrottle);
    },
    { passive: true },
  );
  update();
}

const lang = document.documentElement.dataset.lang ?? 'en';
// A page shared by every visitor (cached) carries both header menus: show the one for this visitor.
const signedIn = isLoggedIn(pageCookies());
showMenuFor(signedIn);
// The member's name in the header, from a summary cached 600 s (loaded when idle); signed out, the
// summary is dropped (sign-out clears user state).
if (signedIn) {
  (window.requestIdleCallback ?? setTimeout)(() => void import('./member-summary.ts').then((m) => m.refreshMemberSummary(lang)));
  // The unread notifications beside the menu's label and its Notifications link (never in the cached HTML).
  (window.requestIdleCallback ?? setTimeout)(() => void import('./notifications-unread.ts').then((m) => m.showUnreadCount(lang)));
} else localStorage.removeItem('session:user');

// "Log in" links open the login overlay, loaded on first use; without JavaScript (or if the overlay
// cannot load) they lead to the plain /{lang}/login page. An openid in the address (a first sign-in
// with another provider) opens it in mode 3, to bind a phone.
const showLogin = (mode: 1 | 2 | 3 | 4, fallback?: string) =>
  import('../islands/login/mount.tsx')
    .then((m) => m.showLogin(lang, mode))
    .catch(() => {
      if (fallback) location.assign(fallback);
    });
document.addEventListener('click', (e) => {
  const a = (e.target as Element | null)?.closest?.('a[data-login]') as HTMLAnchorElement | null;
  if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  void showLogin((Number(a.dataset.login) || 1) as 1 | 2 | 3 | 4, a.href);
});
if (new URLSearchParams(location.search).has('openid')) void showLogin(3);
// An address bound in the overlay (mode 4): the member centre's prompt to bind one goes.
document.addEventListener('login:email-bound', () => {
  for (const el of document.querySelectorAll<HTMLElement>('[data-email-prompt]')) el.hidden = true;
});
for (const el of document.querySelectorAll<HTMLElement>('[data-js-only]')) el.hidden = false;

// A code was just sent (account pages): its button waits out the minute before a resend, counting down.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-countdown]')) {
  const label = button.textContent;
  let left = Number(button.dataset.countdown);
  const tick = () => {
    button.disabled = left > 0;
    button.textContent = left > 0 ? (button.dataset.countdownText ?? '').replace('{seconds}', String(left)) : label;
    if (left-- > 0) setTimeout(tick, 1000);
  };
  tick();
}

// Islands and styles read the device class (recomputed on resize, debounced 300 ms) from here.
$device.subscribe((device) => {
  document.documentElement.dataset.device = device;
});

document.addEventListener('submit', (e) => {
  const form = e.target as HTMLFormElement;
  const question = form.dataset.confirm;
  if (question && !window.confirm(question)) e.preventDefault();
});

window.addEventListener('message', (e) => {
  const action = loginFrameAction(e.data, e.origin, location.origin, location.href);
  if (action.type === 'reload') location.reload();
  else if (action.type === 'navigate') location.assign(action.url);
  else if (action.type === 'close') document.dispatchEvent(new CustomEvent('login:close'));
});
