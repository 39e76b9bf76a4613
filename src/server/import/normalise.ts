/**
 * The normalised name of the OpenCorporates vocabulary: compatibility forms folded (full-width
 * letters, ligatures), diacritics removed, lower case, punctuation as single spaces, "&" as "and".
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
