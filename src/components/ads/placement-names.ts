import type { Placement } from '../../lib/ad-slots.ts';
import type { MessageKey } from '../../i18n/t.ts';

/** The catalogue key naming each placement (the quotation page's names). */
export const PLACEMENT_NAME: Record<Placement, MessageKey> = {
  splash: 'quotation.splash',
  appCarousel: 'quotation.carousel',
  topBanner: 'quotation.banner',
  couplet: 'quotation.couplet',
  detail: 'quotation.details',
  feed: 'quotation.feed',
};
