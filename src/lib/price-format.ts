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
