/**
 * The normalised name of the OpenCorporates vocabulary: compatibility forms folded (full-width
 * letters, ligatures), diacritics removed, lower case, punctuation as single spaces, "&" as "and".
 *
 * Use it for the stored `normalised_name` column only (importers and the demo write it; "people of
 * the same name" compare it). It is not the name search's folding: search keys and queries go
 * through searchNormalise in search/search-keys.ts, which keeps the marks of scripts where a mark is
 * part of the letter and drops apostrophes. Changing either one changes stored values: this one
 * needs a re-import, that one a new SEARCH_KEYS_VERSION.
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
