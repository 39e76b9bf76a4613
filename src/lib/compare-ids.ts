/**
 * The broker comparison's rules (/{lang}/brokers/compare?ids=…): how many brokers, and how the list
 * in the address is read. Pure, so the page and its tests share one reading.
 */

/** At least two brokers make a comparison; more than four columns no longer fit side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** Longest token worth looking up: a UUID is 36 characters, a trader code 10, a name a few words. */
const TOKEN_MAX = 80;

export interface CompareRequest {
  /** What the visitor asked for, in order, each once (the first occurrence kept). */
  tokens: string[];
  /** Tokens given more than once (shown as a notice; the copies are dropped). */
  duplicates: string[];
}

/**
 * Reads `ids` (comma separated: broker ids, trader codes or names, in the columns' order) and an
 * optional `add` (one more, from the form). Blank items are ignored; a token is trimmed and cut to a
 * sane length, ids compared case-insensitively (ids and codes have no case).
 */
export function readCompareRequest(ids: string | null | undefined, add?: string | null): CompareRequest {
  const raw = [...(ids ?? '').split(','), ...(add ? [add] : [])].map((s) => s.trim().slice(0, TOKEN_MAX)).filter(Boolean);
  const seen = new Set<string>();
  const tokens: string[] = [];
  const duplicates: string[] = [];
  for (const token of raw) {
    const key = token.toLowerCase();
    if (seen.has(key)) {
      if (!duplicates.includes(token)) duplicates.push(token);
      continue;
    }
    seen.add(key);
    tokens.push(token);
  }
  return { tokens, duplicates };
}

/** The comparison's own address: the brokers' ids in column order (the shareable, canonical form). */
export function compareHref(lang: string, ids: readonly string[]): string {
  return ids.length ? `/${lang}/brokers/compare?ids=${ids.map(encodeURIComponent).join(',')}` : `/${lang}/brokers/compare`;
}

/** The ids without one (a column's "remove" link), order kept. */
export function withoutId(ids: readonly string[], id: string): string[] {
  return ids.filter((x) => x !== id);
}
