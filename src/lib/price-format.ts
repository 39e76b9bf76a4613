/**
 * A price exactly as charged, in a language: the currency's symbol and all its minor digits
 * ('US$19.00', '19,00 €', '￥2,800'). Formatters are made once per language and currency.
 */
const cache = new Map<string, Intl.NumberFormat>();

export function formatPrice(locale: string, minor: number, currency: string): string {
  const key = `${locale}|${currency}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(minor / 10 ** digits);
}

const rates = new Map<string, Intl.NumberFormat>();

/** A tax rate given in percent (20 → '20%', '%20' in Turkish), without a sign. */
export function formatRate(locale: string, percent: number): string {
  let f = rates.get(locale);
  if (!f) rates.set(locale, (f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })));
  return f.format(percent / 100);
}

/** Text kept left-to-right as one unit inside any sentence (an invoice number such as 2026-000042 in Arabic). */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
