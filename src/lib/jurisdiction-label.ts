/**
 * A jurisdiction code (OpenCorporates style: gb, us_ny, ca_qc) as a reader's text in a language:
 * the country's name from CLDR (Intl.DisplayNames) and the subdivision code, "United States (NY)".
 */
const cache = new Map<string, Intl.DisplayNames>();

export function jurisdictionLabel(code: string, locale: string): string {
  const [country, sub] = code.split('_');
  if (!/^[a-z]{2}$/.test(country ?? '')) return code;
  let names = cache.get(locale);
  if (!names) cache.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  const name = names.of(country.toUpperCase()) ?? country.toUpperCase();
  return sub ? `${name} (${sub.toUpperCase()})` : name;
}
