/**
 * A company without a logo image shows its initial on a colour of its own (spec section 9: the
 * first character of the name after removing tags and symbols). The colour is derived from the
 * name, so a company keeps its colour on every page and in every language.
 */

/** The first letter or digit of the name once markup and symbols are gone ('' when none is left). */
export function logoInitial(name: string): string {
  const text = name.replace(/<[^>]*>/g, '').replace(/[^\p{L}\p{N}]+/gu, '');
  const first = [...text][0] ?? '';
  return first.toLocaleUpperCase();
}

/** Colours in global.css (.logo-c0 … .logo-c9), chosen so that white text on them keeps a contrast above 4.5:1. */
const LOGO_COLOURS = 10;

/** A stable colour index for a name (FNV-1a over its UTF-16 code units): the same on every page. */
export function logoColour(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h % LOGO_COLOURS;
}
