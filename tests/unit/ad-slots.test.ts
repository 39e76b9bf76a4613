import { describe, expect, it } from 'vitest';
import {
  AD_BREAKPOINTS,
  creativeSizes,
  FEED_NATIVE,
  feedSlotIndex,
  fitsPlacement,
  isPlacement,
  isWebSlot,
  PLACEMENT_CHANNEL,
  PLACEMENTS,
  SLOT_PLACEMENT,
  slotSize,
  WEB_SLOTS,
} from '../../src/lib/ad-slots.ts';

describe('ad placements and slots', () => {
  it('sells the six ad types of spec section 1, four on the web and two in the app', () => {
    expect(PLACEMENTS).toHaveLength(6);
    expect(PLACEMENTS.filter((p) => PLACEMENT_CHANNEL[p] === 'web')).toEqual(['topBanner', 'couplet', 'detail', 'feed']);
    expect(PLACEMENTS.filter((p) => PLACEMENT_CHANNEL[p] === 'app')).toEqual(['splash', 'appCarousel']);
    for (const slot of WEB_SLOTS) expect(PLACEMENT_CHANNEL[SLOT_PLACEMENT[slot]]).toBe('web');
  });
  it('reserves the contract sizes: top 728×90 wide, 320×100 narrow, couplet only at 1600 px', () => {
    expect(slotSize('top', AD_BREAKPOINTS.topWide)).toEqual({ width: 728, height: 90 });
    expect(slotSize('top', AD_BREAKPOINTS.topWide - 1)).toEqual({ width: 320, height: 100 });
    expect(slotSize('coupletLeft', 1599)).toBeNull();
    expect(slotSize('coupletRight', 1600)).toEqual({ width: 160, height: 600 });
    expect(slotSize('detail', 390)).toEqual({ width: 300, height: 250 });
    expect(slotSize('feed', 390)).toEqual({ width: 0, height: FEED_NATIVE.height });
  });
  it('accepts a creative only at the exact size of its placement', () => {
    expect(fitsPlacement('topBanner', { width: 728, height: 90 })).toBe(true);
    expect(fitsPlacement('topBanner', { width: 320, height: 100 })).toBe(true);
    expect(fitsPlacement('topBanner', { width: 729, height: 90 })).toBe(false);
    expect(fitsPlacement('detail', { width: 600, height: 500 })).toBe(false);
    expect(fitsPlacement('feed', { width: 64, height: 64 })).toBe(false);
    expect(creativeSizes('feed')).toEqual([]);
  });
  it('never puts the feed unit first, and not at all in an empty list', () => {
    expect(feedSlotIndex(0)).toBeNull();
    expect(feedSlotIndex(1)).toBe(1);
    expect(feedSlotIndex(2)).toBe(2);
    expect(feedSlotIndex(20)).toBe(3);
  });
  it('recognises names', () => {
    expect(isWebSlot('coupletLeft')).toBe(true);
    expect(isWebSlot('couplet')).toBe(false);
    expect(isPlacement('couplet')).toBe(true);
    expect(isPlacement('banner')).toBe(false);
  });
});
