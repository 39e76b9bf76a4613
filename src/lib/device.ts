/** Device classes by viewport width without the scrollbar (spec section 9). */
export type DeviceClass = 'mobile' | 'mediumSmall' | 'medium' | 'large';

export const BREAKPOINTS = { mobileMax: 799, mediumSmallMax: 1200, largeMin: 1441 } as const;

/** Classifies a width: ≤799 mobile, ≤1200 medium-small, >1440 large, medium between. */
export function deviceClass(width: number): DeviceClass {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.mediumSmallMax) return 'mediumSmall';
  if (width >= BREAKPOINTS.largeMin) return 'large';
  return 'medium';
}
