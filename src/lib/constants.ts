/** Timers and limits of spec section 9, in milliseconds unless named otherwise. */
export const TIMERS = {
  fuzzyDebounce: 500,
  countrySearchDebounce: 300,
  countryPanelClose: 300,
  scrollThrottle: 100,
  chunkReloadInterval: 60_000,
  requestTimeout: 15_000,
  tokenCookieSeconds: 600,
  resizeDebounce: 300,
  placeholderPeriodSeconds: 500,
} as const;

export const LAYOUT = {
  /** The header search appears on the home route after this much scroll. */
  headerSearchThreshold: 500,
} as const;

export const LIMITS = {
  searchHistory: 10,
  passwordMin: 6,
  passwordMax: 18,
} as const;

export const APP_DEFAULTS = {
  areaCode: '001',
  countryCode: '840',
} as const;
