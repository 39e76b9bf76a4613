import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import mediaDirectiveScript from 'astro/runtime/client/media.prebuilt.js';
import { renameIslands } from '../../server/http/island-ids.ts';

/**
 * The site's header, phone bar and footer rendered once per variant and reused as HTML (issue 21,
 * "a cheap miss"). They depend on the language, the brand, a few layout switches and the page's
 * own path (the language menu's links, the country chooser's way back), and on nothing else: the
 * member's menu and country are filled in by script on shared pages. Rendering them, with their two
 * React islands, was most of what an uncached company page cost beyond its data.
 *
 * A fragment is rendered with a stand-in for the page's path (PATH_TOKEN), kept, and each later page
 * gets the kept HTML with its own path put in. Three things Astro writes into an island's HTML would
 * otherwise tie the kept HTML to the page it was first rendered on, and are made page-independent:
 * - the page's path: replaced by the token, then by the real path (only for paths whose characters
 *   no escaping changes: pathFits);
 * - the islands' runtime (Astro writes it once per page, before whichever island comes first): the
 *   layout tells Astro it is written (it comes with the site script, scripts/island-runtime.ts), and
 *   it is taken out of the kept HTML should Astro write it all the same;
 * - React's id prefix (`prefix="r2"`, ids `_r2R_…`), which Astro counts per page, and the island's
 *   uid, hashed from its HTML with those ids: renamed to one of the fragment's own (`lh0`…), so that
 *   an island the page renders itself never gets the same ids, and the kept HTML is the same whichever
 *   page rendered it first.
 */

/** What stands for the rest of the page's path (after /{lang}) while a fragment is rendered. */
export const PATH_TOKEN = '/__page-path__';
const ENCODED_TOKEN = encodeURIComponent(PATH_TOKEN);

/** Characters a path may have for its fragments to be reused: none that HTML, JSON or URL escaping would change but '/'. */
const FITTING_PATH = /^\/[a-z-]+(?:\/[A-Za-z0-9._~-]+)*\/?$/;

/** The page path's part after its language, when the fragments can be reused for it; undefined when not. */
export function pathFits(path: string): string | undefined {
  if (!FITTING_PATH.test(path) || path.includes(PATH_TOKEN)) return undefined;
  const cut = path.indexOf('/', 1);
  return cut < 0 ? '' : path.slice(cut);
}

/**
 * The islands' runtime as Astro writes it before the first island of a page (runtime/server/scripts.js,
 * getPrescripts with the media directive, the only one the layout's islands use). The layout no longer
 * writes it (BaseLayout.astro); a fragment never keeps it.
 */
export const ISLAND_PRELUDE = `<style>${ISLAND_STYLES}</style><script>${mediaDirectiveScript}</script><script>${astroIslandScript}</script>`;
const PRELUDE_PARTS = [
  `<style>${ISLAND_STYLES}</style>`,
  `<script>${mediaDirectiveScript}</script>`,
  `<script>${astroIslandScript}</script>`,
];

/** Kept fragments, by variant key; a full map is emptied (the variants in use fill it again within a few pages). */
const MAX_FRAGMENTS = 2000;
const kept = new Map<string, Promise<string>>();
/** Variants depend on a period (the search box's count) and the year: a new one starts the map afresh. */
let keptFor = '';

/**
 * The fragment of this variant for a page whose path after the language is `rest` (from pathFits):
 * rendered by `render` (with PATH_TOKEN for that rest) the first time, the kept HTML after that.
 * `name` tells the fragment's islands' id prefixes apart from the other fragments'.
 */
export async function layoutFragment(
  name: string,
  key: string,
  generation: string,
  rest: string,
  render: () => Promise<string>,
): Promise<string> {
  if (generation !== keptFor) {
    kept.clear();
    keptFor = generation;
  }
  const fullKey = `${name} ${key}`;
  let html = kept.get(fullKey);
  if (!html) {
    if (kept.size >= MAX_FRAGMENTS) kept.clear();
    html = render().then((rendered) => pageIndependent(name, rendered));
    kept.set(fullKey, html);
    // A failed render is not kept: the next page tries again.
    html.catch(() => {
      if (kept.get(fullKey) === html) kept.delete(fullKey);
    });
  }
  return withPath(await html, rest);
}

/** The rendered fragment without the islands' runtime and with its own React id prefixes and uids (island-ids.ts). */
export function pageIndependent(name: string, html: string): string {
  let out = html;
  for (const part of PRELUDE_PARTS) out = out.split(part).join('');
  let n = 0;
  return renameIslands(out, () => `l${name}${n++}`);
}

/** A kept fragment with the page's path (after its language) in place of the token. */
export function withPath(html: string, rest: string): string {
  return html.split(ENCODED_TOKEN).join(encodeURIComponent(rest)).split(PATH_TOKEN).join(rest);
}
