/** The fields the country search looks at. */
export interface SearchableCountry {
  name: string;
  twoCharCode: string;
  code: string;
  countryCode: string;
}

/**
 * Filters countries by typed text: name contains it (case- and accent-insensitive), or it equals the
 * two-letter code, or it is a dial prefix. Empty text is ignored (undefined: show the full list).
 */
export function searchCountries<T extends SearchableCountry>(list: readonly T[], text: string): T[] | undefined {
  const q = fold(text.trim());
  if (!q) return undefined;
  const digits = q.replace(/^\+|^00/, '');
  return list.filter(
    (c) => fold(c.name).includes(q) || c.twoCharCode.toLowerCase() === q || (/^\d+$/.test(digits) && c.code.slice(2).startsWith(digits)),
  );
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
