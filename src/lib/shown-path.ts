/** How much of a requested path a page shows (the 404 page): enough to recognise it. */
export const SHOWN_PATH_MAX = 100;

/**
 * A requested path as a person reads it: percent-escapes decoded where they can be, cut to
 * SHOWN_PATH_MAX characters (whole code points) with an ellipsis. Shown as text, never as markup.
 */
export function shownPath(pathname: string, max = SHOWN_PATH_MAX): string {
  let readable = pathname;
  try {
    readable = decodeURIComponent(pathname);
  } catch {
    // Broken escapes are shown as they came.
  }
  const chars = Array.from(readable);
  return chars.length <= max ? readable : `${chars.slice(0, max).join('')}…`;
}
