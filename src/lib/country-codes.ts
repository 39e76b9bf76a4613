import countries from 'i18n-iso-countries';

/** Numeric code of China: the IP lookup's default on failure (spec section 4). */
export const CHINA_COUNTRY_CODE = '156';

/**
 * Normalises a country given as 3-digit numeric text or an alpha-2 code (UK accepted for GB)
 * into 3-digit numeric text; anything else is undefined.
 */
export function normalizeCountryCode(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim().toUpperCase();
  if (/^\d{3}$/.test(v)) return countries.numericToAlpha2(v) ? v : undefined;
  if (/^[A-Z]{2}$/.test(v)) {
    const numeric = countries.alpha2ToNumeric(v === 'UK' ? 'GB' : v);
    return numeric ?? undefined;
  }
  return undefined;
}

/** ISO alpha-2 of a 3-digit numeric code, or undefined. */
export function alpha2Of(numeric: string): string | undefined {
  return countries.numericToAlpha2(numeric) ?? undefined;
}
