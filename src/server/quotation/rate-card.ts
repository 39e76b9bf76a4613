import type { RateCard } from '../../lib/quotation-price.ts';

/**
 * The advertising rate card: the one place prices are set (README, "Advertising: the quotation page").
 * `base` is the day price of one placement for one region and one page language at factor 1, in minor
 * units (cents, fen) of each currency: each currency is priced on its own, not converted at a daily
 * rate, so a quote does not move with the exchange market. A booked run costs, per placement, the sum
 * over its regions and languages of base × region factor × language factor, per day, less the discount
 * its length reaches (src/lib/quotation-price.ts). The quotation page shows this card as it is.
 */
export const RATE_CARD: RateCard = {
  base: {
    splash: { USD: 40_000, EUR: 37_000, CNY: 290_000 },
    appCarousel: { USD: 20_000, EUR: 18_500, CNY: 145_000 },
    topBanner: { USD: 15_000, EUR: 14_000, CNY: 110_000 },
    couplet: { USD: 12_000, EUR: 11_000, CNY: 87_000 },
    detail: { USD: 9_000, EUR: 8_300, CNY: 65_000 },
    feed: { USD: 6_000, EUR: 5_500, CNY: 43_000 },
  },
  region: {
    northAmerica: 1,
    europe: 0.9,
    greaterChina: 0.8,
    asiaPacific: 0.7,
    middleEastAfrica: 0.5,
    latinAmerica: 0.5,
  },
  // By the audience each language's pages reach: English pages are read in every region.
  language: {
    en: 1,
    'zh-cn': 0.8,
    zh: 0.6,
    ja: 0.8,
    de: 0.7,
    fr: 0.6,
    es: 0.6,
    ko: 0.6,
    it: 0.5,
    pt: 0.5,
    ru: 0.5,
    ar: 0.5,
    tr: 0.4,
    hi: 0.4,
    id: 0.4,
    ms: 0.3,
    th: 0.4,
    vi: 0.4,
    fil: 0.3,
  },
  discounts: [
    { minDays: 30, percent: 10 },
    { minDays: 90, percent: 20 },
  ],
  maxDays: 365,
  maxLeadDays: 365,
};
