/**
 * Paged lists on record pages (a regulator's licensees, its warnings): one reading of the page
 * number in the address, and the last page of a list. Pure, so the pages and tests agree.
 */

/** The last page of `total` items at `size` a page: 1 for an empty list (it still has a first page). */
export function lastPageOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page an address asks for: absent means 1; anything but a plain positive whole number, or a page
 * past the last, is undefined (the caller answers 404: such a link leads nowhere).
 */
export function requestedPage(value: string | null | undefined, last: number): number | undefined {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= last ? n : undefined;
}
