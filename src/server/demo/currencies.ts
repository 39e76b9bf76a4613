/**
 * Rough units per US dollar, only to give amounts a plausible size in each currency (a bank balance
 * of 2 million reads differently in yen and in dinars). Not exchange rates to compute with.
 */
export const UNITS_PER_USD: Record<string, number> = {
  USD: 1, EUR: 0.92, GBP: 0.79, GIP: 0.79, CHF: 0.88, JPY: 150, CNY: 7.2, HKD: 7.8, MOP: 8, TWD: 32, KRW: 1350, INR: 83, RUB: 90, BRL: 5.2,
  MXN: 18, CAD: 1.36, AUD: 1.5, NZD: 1.65, SGD: 1.34, MYR: 4.7, IDR: 15800, THB: 35, VND: 25000, PHP: 56, SEK: 10.5, NOK: 10.7, DKK: 6.9,
  ISK: 138, PLN: 4, CZK: 23, HUF: 360, RON: 4.6, RSD: 108, BAM: 1.8, MKD: 57, ALL: 95, MDL: 18, UAH: 40, BYN: 3.3, KZT: 470, KGS: 89,
  UZS: 12600, AZN: 1.7, GEL: 2.7, AMD: 390, MNT: 3400, TRY: 32, AED: 3.67, SAR: 3.75, QAR: 3.64, KWD: 0.31, BHD: 0.38, OMR: 0.385,
  JOD: 0.71, LBP: 89500, IQD: 1310, EGP: 48, IRR: 42000, ILS: 3.7, MAD: 10, TND: 3.1, DZD: 135, XOF: 600, XAF: 600, NGN: 1500, GHS: 15,
  KES: 130, TZS: 2600, UGX: 3800, RWF: 1300, ETB: 57, ZAR: 18.5, NAD: 18.5, BWP: 13.6, ZMW: 26, MUR: 46, SCR: 13.5, PKR: 280, BDT: 117,
  LKR: 300, NPR: 133, KHR: 4100, MMK: 2100, LAK: 21000, BND: 1.34, FJD: 2.25, PGK: 3.8, GTQ: 7.8, HNL: 24.7, NIO: 36.7, CRC: 510,
  DOP: 59, JMD: 156, TTD: 6.8, BBD: 2, BSD: 1, BZD: 2, BMD: 1, KYD: 0.83, AWG: 1.79, ANG: 1.79, COP: 3900, VES: 36, PEN: 3.75,
  BOB: 6.9, PYG: 7300, UYU: 39, CLP: 930, ARS: 900,
};

/** An amount of `usd` dollars in the currency, rounded to a realistic precision. */
export function inCurrency(usd: number, currency: string): number {
  const value = usd * (UNITS_PER_USD[currency] ?? 1);
  return value >= 1000 ? Math.round(value / 100) * 100 : Math.round(value * 100) / 100;
}
