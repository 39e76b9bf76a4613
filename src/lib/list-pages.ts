/**
 * Paged lists on record pages (a regulator's licensees, its warnings): one reading of the page
 * number in the address, and where each page starts. The first page is smaller than the others: it
 * is part of the record's first screen, which has a size budget (a regulator with 5,000 licensees
 * still answers its first screen in 14 KB); a reader who asks for more gets longer pages. Pure, so
 * the pages and tests agree.
 */
export interface PageSizes {
  /** Rows on page 1 (the record's first screen). */
  first: number;
  /** Rows on every later page. */
  rest: number;
}

/** The last page of `total` items: 1 for a list that fits the first page, or an empty one. */
export function lastPageOf(total: number, sizes: PageSizes): number {
  return total <= sizes.first ? 1 : 1 + Math.ceil((total - sizes.first) / sizes.rest);
}

/** Where page `page` starts and how many rows it holds. */
export function pageWindow(page: number, sizes: PageSizes): { offset: number; limit: number } {
  return page <= 1 ? { offset: 0, limit: sizes.first } : { offset: sizes.first + (page - 2) * sizes.rest, limit: sizes.rest };
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
