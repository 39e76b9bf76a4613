/**
 * The one owner of advertising placement names, web slot names, creative sizes and the breakpoints at
 * which slots show (issue 20, spec section 1: six ad types). The cached pages reserve these exact sizes
 * so filling a slot never shifts the layout; the campaign service checks uploaded creatives against the
 * same numbers; the rate card prices the same placements. Change a size here and all three follow.
 */

/** The six placements sold (spec section 1), in the order the rate card lists them. */
export const PLACEMENTS = ['splash', 'appCarousel', 'topBanner', 'couplet', 'detail', 'feed'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Where a placement serves: the app's JSON calls or a web page's slots. */
export const PLACEMENT_CHANNEL: Record<Placement, 'app' | 'web'> = {
  splash: 'app',
  appCarousel: 'app',
  topBanner: 'web',
  couplet: 'web',
  detail: 'web',
  feed: 'web',
};

/** The slot names of the web pages, as the fill call names them (contract in tools/ads-brief.md). */
export const WEB_SLOTS = ['top', 'coupletLeft', 'coupletRight', 'detail', 'feed'] as const;
export type WebSlot = (typeof WEB_SLOTS)[number];

/** Which placement a web slot sells: both couplet sides are one couplet booking. */
export const SLOT_PLACEMENT: Record<WebSlot, Placement> = {
  top: 'topBanner',
  coupletLeft: 'couplet',
  coupletRight: 'couplet',
  detail: 'detail',
  feed: 'feed',
};

/** Page kinds the fill call accepts (`page=`), one per kind of cached page that carries slots. */
export const AD_PAGE_KINDS = ['home', 'results', 'company', 'executive', 'dealer', 'regulator', 'other'] as const;
export type AdPageKind = (typeof AD_PAGE_KINDS)[number];

/** Viewport widths in CSS px. The top banner's wide size needs 728 px plus page padding; the couplet
 * needs two 160 px columns beside the widest content column, so only very wide screens get it. */
export const AD_BREAKPOINTS = {
  /** At or above this width the top banner is 728×90, below it 320×100. */
  topWide: 768,
  /** At or above this width the two couplet units show; below they are not rendered at all. */
  couplet: 1600,
} as const;

export interface AdSize {
  width: number;
  height: number;
}

/** Image creative sizes per placement. A placement with two sizes needs both creatives (the top banner
 * shows a different unit below `AD_BREAKPOINTS.topWide`). App sizes are device pixels of the app's
 * screens; web sizes are CSS px and are reserved exactly in the page. */
export const IMAGE_SIZES: Record<Exclude<Placement, 'feed'>, readonly AdSize[]> = {
  splash: [{ width: 1080, height: 1920 }],
  appCarousel: [{ width: 1035, height: 390 }],
  topBanner: [
    { width: 728, height: 90 },
    { width: 320, height: 100 },
  ],
  couplet: [{ width: 160, height: 600 }],
  detail: [{ width: 300, height: 250 }],
};

/** The news-feed unit is native: a logo, a title and a line of text in a row of fixed height (one
 * result row), width of the list. Lengths in characters; longer texts are rejected at creation, not cut. */
export const FEED_NATIVE = {
  height: 96,
  logo: { width: 64, height: 64 },
  titleMax: 60,
  textMax: 120,
} as const;

/** A feed unit never comes first: at least this many real rows precede it. */
export const FEED_MIN_POSITION = 3;

/** The size a web slot reserves at a given viewport width; null when the slot is not shown at that width
 * (the couplet below its breakpoint). The feed slot's width is the list's (0 here = fluid). */
export function slotSize(slot: WebSlot, viewportWidth: number): AdSize | null {
  switch (slot) {
    case 'top':
      return viewportWidth >= AD_BREAKPOINTS.topWide ? IMAGE_SIZES.topBanner[0]! : IMAGE_SIZES.topBanner[1]!;
    case 'coupletLeft':
    case 'coupletRight':
      return viewportWidth >= AD_BREAKPOINTS.couplet ? IMAGE_SIZES.couplet[0]! : null;
    case 'detail':
      return IMAGE_SIZES.detail[0]!;
    case 'feed':
      return { width: 0, height: FEED_NATIVE.height };
  }
}

/** The image sizes a creative for this placement may have (for the upload check); empty for the
 * native feed unit, whose logo is checked against `FEED_NATIVE.logo`. */
export function creativeSizes(placement: Placement): readonly AdSize[] {
  return placement === 'feed' ? [] : IMAGE_SIZES[placement];
}

/** Whether an uploaded image's dimensions fit the placement exactly (no scaling: a scaled banner blurs). */
export function fitsPlacement(placement: Placement, size: AdSize): boolean {
  return creativeSizes(placement).some((s) => s.width === size.width && s.height === size.height);
}

export function isWebSlot(value: string): value is WebSlot {
  return (WEB_SLOTS as readonly string[]).includes(value);
}

export function isPlacement(value: string): value is Placement {
  return (PLACEMENTS as readonly string[]).includes(value);
}

/** Where the feed unit goes in a list of `rows` real rows: after the third row, or after the last when the
 * list is shorter but has at least one row; null for an empty list (an ad alone is never a result). */
export function feedSlotIndex(rows: number): number | null {
  if (rows < 1) return null;
  return Math.min(FEED_MIN_POSITION, rows);
}
