import { apiGet } from '../lib/api-client.ts';
import { isWebSlot, type WebSlot } from '../lib/ad-slots.ts';

/**
 * Fills the page's ad slots (issue 20). The cached HTML has only empty boxes of fixed size
 * (components/ads/, styles/ad-slots.css); after the page has loaded, this asks the fill call once for
 * every slot the page shows at this width, renders each unit with its "Ad" label (the slot's data-ad-label,
 * in the page's language), links it rel="sponsored noopener", adds the broker risk warning when the
 * unit carries one, and reports an impression only when at least half of the unit has been visible for
 * one continuous second (the industry's viewability rule), in batches to /api/v1/ads/seen. Nothing
 * here reads or sets a cookie; a slot that gets nothing keeps its box (or folds away below the screen).
 */

interface AdUnit {
  slot: WebSlot;
  id: string;
  format: 'image' | 'native';
  width: number;
  height: number;
  image?: string;
  title?: string;
  text?: string;
  logo?: string;
  /** The top banner's second creative (320×100), for screens below the wide banner's breakpoint. */
  narrow?: { image: string; width: number; height: number };
  /** Our own promotion: drawn here from `title` and `text` instead of loading its picture (see houseBox). */
  house?: boolean;
  href: string;
  advertiser: string;
  warning?: string;
  token: string;
}

const FILL = '/api/v1/ads/fill';
const SEEN = '/api/v1/ads/seen';
/** The viewability rule: this share of the unit, for this long without a break. */
const VISIBLE_SHARE = 0.5;
const VISIBLE_MS = 1000;
/** Tokens go in batches of at most this many (the seen call's limit), a moment after the last one counted. */
const BATCH = 20;
const BATCH_WAIT_MS = 2000;

/** Only our own paths: the click goes through our signed redirect and the images are ours (CSP img-src 'self'). */
function ownPath(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, location.href);
    return url.origin === location.origin ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}

/** A slot is shown when CSS lays it out at this width (the couplet only on wide screens). */
const shown = (el: HTMLElement) => getComputedStyle(el).display !== 'none';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function image(src: string, width: number, height: number, alt: string, className?: string): HTMLImageElement {
  const img = el('img', className);
  img.src = src;
  img.width = width;
  img.height = height;
  img.alt = alt;
  img.decoding = 'async';
  return img;
}

/**
 * A house ad (our own promotion) as text on the site's colours, the creative's size, rather than its SVG
 * picture: a picture filled in after load that is larger than any of the page's own text becomes the
 * page's largest contentful paint (LCP) for browsers and Lighthouse, so every page with a top banner
 * measured its LCP at the ad's arrival (after load, the fill call and the picture) instead of at its
 * first paint. Text blocks this small never outgrow the page's own, and there is no picture to fetch.
 */
function houseBox(title: string, text: string | undefined, height: number): HTMLElement {
  const box = el('span', 'ad-house');
  // CSSOM, not a style attribute: allowed by the Content-Security-Policy.
  box.style.blockSize = `${height}px`;
  box.append(el('span', 'ad-house-title', title));
  if (text) box.append(el('span', 'ad-house-text', text));
  return box;
}

/** The unit's markup: a sponsored link around the creative (or the native row), the label, then the caption. */
function render(slot: HTMLElement, unit: AdUnit): HTMLElement | undefined {
  const href = ownPath(unit.href);
  if (!href) return undefined;
  const link = el('a', 'ad-unit');
  link.href = href;
  link.rel = 'sponsored noopener';
  link.target = '_blank';
  const label = el('span', 'ad-label', slot.dataset.adLabel ?? '');
  if (unit.format === 'native') {
    const logo = ownPath(unit.logo);
    if (logo) link.append(image(logo, 64, 64, '', 'ad-native-logo'));
    const body = el('span', 'ad-native-body');
    const title = el('span', 'ad-native-title');
    title.append(label, document.createTextNode(unit.title ?? unit.advertiser));
    body.append(title);
    // The row has one fixed height: a unit with the risk warning gives the warning the text's room.
    if (unit.warning) body.append(el('span', 'ad-caption ad-warning', unit.warning));
    else if (unit.text) body.append(el('span', 'ad-native-text', unit.text));
    link.append(body);
    link.setAttribute('aria-label', `${slot.dataset.adLabel ?? ''}: ${unit.title ?? unit.advertiser}`);
    return link;
  }
  // The fill call does not know the screen: a top banner brings both sizes, and the box (sized by CSS
  // at this width) says which one fits. A creative wider than its box never shows cut off.
  const creative = unit.narrow && slot.clientWidth < unit.width ? unit.narrow : unit;
  if (creative.width > slot.clientWidth) return undefined;
  if (unit.house && unit.title) link.append(houseBox(unit.title, unit.text, creative.height));
  else {
    const src = ownPath(creative.image);
    if (!src) return undefined;
    link.append(image(src, creative.width, creative.height, `${slot.dataset.adLabel ?? ''}: ${unit.advertiser}`));
  }
  // The label heads the caption under the creative rather than covering a corner of it.
  const caption = el('p', `ad-caption${unit.warning ? ' ad-warning' : ''}`);
  caption.append(label, document.createTextNode(unit.warning ?? unit.advertiser));
  const frame = el('div');
  frame.append(link, caption);
  return frame;
}

/** Impression tokens waiting to be sent: a short batch, or at once with sendBeacon when the page goes away. */
const queue: string[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function send(tokens: string[], beacon: boolean): void {
  const body = JSON.stringify({ tokens });
  if (beacon && navigator.sendBeacon?.(SEEN, new Blob([body], { type: 'application/json' }))) return;
  void fetch(SEEN, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body,
    keepalive: true,
  }).catch(() => {});
}

function flush(beacon: boolean): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length) send(queue.splice(0, BATCH), beacon);
}

function counted(token: string): void {
  queue.push(token);
  if (queue.length >= BATCH) flush(false);
  else flushTimer ??= setTimeout(() => flush(false), BATCH_WAIT_MS);
}

/**
 * Watches units for viewability: a timer starts when half a unit is on screen in a visible tab and
 * stops when it is not; a unit that stays for the whole second counts once and is no longer watched.
 */
function watch(units: Array<{ node: HTMLElement; token: string }>): void {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const inView = new Set<Element>();
  const tokens = new Map(units.map((u) => [u.node as Element, u.token]));
  const stop = (node: Element) => {
    clearTimeout(timers.get(node));
    timers.delete(node);
  };
  const start = (node: Element) => {
    if (timers.has(node) || document.visibilityState !== 'visible') return;
    timers.set(
      node,
      setTimeout(() => {
        timers.delete(node);
        observer.unobserve(node);
        inView.delete(node);
        const token = tokens.get(node);
        tokens.delete(node);
        if (token) counted(token);
      }, VISIBLE_MS),
    );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting && e.intersectionRatio >= VISIBLE_SHARE) {
          inView.add(e.target);
          start(e.target);
        } else {
          inView.delete(e.target);
          stop(e.target);
        }
      }
    },
    { threshold: [0, VISIBLE_SHARE, 1] },
  );
  for (const u of units) observer.observe(u.node);
  // A tab in the background is not being looked at: the second starts again when it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') for (const node of inView) start(node);
    else {
      for (const node of [...timers.keys()]) stop(node);
      flush(true);
    }
  });
  addEventListener('pagehide', () => flush(true));
}

/** A slot with nothing for it: its box stays (nothing moves), unless it is wholly below the screen, where folding it moves nothing seen. */
function leaveEmpty(slot: HTMLElement): void {
  const below = slot.getBoundingClientRect().top >= innerHeight;
  const fixed = getComputedStyle(slot).position === 'fixed';
  slot.classList.add(below || fixed ? 'ad-gone' : 'ad-empty');
}

async function fill(): Promise<void> {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-ad-slot]')].filter((s) => isWebSlot(s.dataset.adSlot ?? '') && shown(s));
  const page = document.querySelector<HTMLElement>('[data-ad-page]');
  if (!slots.length || !page) return;
  const lang = document.documentElement.dataset.lang ?? document.documentElement.lang;
  const names = [...new Set(slots.map((s) => s.dataset.adSlot!))];
  let units: AdUnit[] = [];
  try {
    const data = (await apiGet(
      FILL,
      {
        lang,
        page: page.dataset.adPage ?? 'other',
        slots: names.join(','),
        jurisdiction: page.dataset.adJurisdiction ?? '',
        section: page.dataset.adSection ?? '',
      },
      { lang },
    )) as { units?: AdUnit[] } | undefined;
    units = Array.isArray(data?.units) ? data.units : [];
  } catch {
    // No ads this time (the call failed or is not there): the boxes stay empty, the page is unchanged.
  }
  const watched: Array<{ node: HTMLElement; token: string }> = [];
  for (const slot of slots) {
    const i = units.findIndex((u) => u.slot === slot.dataset.adSlot);
    const unit = i >= 0 ? units.splice(i, 1)[0] : undefined;
    const node = unit && render(slot, unit);
    if (!unit || !node) {
      leaveEmpty(slot);
      continue;
    }
    slot.replaceChildren(node);
    slot.removeAttribute('aria-hidden');
    slot.dataset.adFilled = unit.id;
    watched.push({ node: (node.querySelector('.ad-unit') as HTMLElement | null) ?? node, token: unit.token });
  }
  if (watched.length) watch(watched);
}

// After the page has loaded: the ads never compete with the page's own content for the network.
if (document.readyState === 'complete') void fill();
else addEventListener('load', () => void fill(), { once: true });
