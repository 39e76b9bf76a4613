/**
 * The ids Astro writes into React islands, made to depend on nothing but the page.
 *
 * Astro gives each React island of a render the next prefix of a per-render counter (`prefix="r0"`,
 * React ids `_r0R_…` inside it) and a `uid` hashed from the island's HTML, ids included. Which number
 * an island gets depends on what else that render counted: a layout fragment rendered afresh
 * (layout-fragments.ts) counts its islands, a kept one does not, and components that wait on data
 * start their islands in whatever order their data arrives. Two renders of one page, by two server
 * processes or by one before and after it kept its fragments, could then differ in these ids alone:
 * different bytes and ETags for one cached page, and a visitor whose requests alternate between
 * processes never gets a 304. Astro's client runtime reads neither the uid nor the number: React
 * only needs the prefix to be the one the ids were made with, and unique in the page.
 */

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const PREFIX = /\sprefix="([^"]+)"/;
const UID = /\suid="[^"]*"/;

/**
 * Gives each React island whose prefix `rename` maps (old prefix → new) its new prefix, the same
 * React ids inside, and the new prefix as its uid. Islands `rename` leaves out keep their ids.
 * One pass for all: renaming one prefix at a time could rename an already renamed one again.
 */
export function renameIslands(html: string, rename: (prefix: string) => string | undefined): string {
  const renamed = new Map<string, string>();
  const tagged = html.replace(ISLAND_TAG, (tag) => {
    const prefix = PREFIX.exec(tag)?.[1];
    const to = prefix === undefined ? undefined : (renamed.get(prefix) ?? rename(prefix));
    if (prefix === undefined || to === undefined) return tag;
    renamed.set(prefix, to);
    return tag.replace(PREFIX, ` prefix="${to}"`).replace(UID, ` uid="${to}"`);
  });
  if (!renamed.size) return tagged;
  const ids = new RegExp(`_(${[...renamed.keys()].map(escapeRegExp).join('|')})R_`, 'g');
  return tagged.replace(ids, (_whole, prefix: string) => `_${renamed.get(prefix)}R_`);
}

/** The page's own islands (Astro's `r…` prefixes) numbered in the order they appear; kept fragments' (`lh0`…) stay. */
export function numberIslandsInOrder(html: string): string {
  let n = 0;
  return renameIslands(html, (prefix) => (/^r\d+$/.test(prefix) ? `r${n++}` : undefined));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
