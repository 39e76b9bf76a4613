import { describe, expect, it } from 'vitest';
import { numberIslandsInOrder, renameIslands } from '../../src/server/http/island-ids.ts';

/** An island as Astro writes it: the uid is a hash of its HTML, React ids included. */
const island = (uid: string, prefix: string, inner = '') =>
  `<astro-island uid="${uid}" prefix="${prefix}" component-url="/a.js">${inner}</astro-island>`;

describe('numberIslandsInOrder', () => {
  it('gives a render that counted a fresh fragment the bytes of one that reused it', () => {
    // The header's fragment rendered afresh took r0 and r1 (then renamed to lh0, lh1); the page's own islands got r2 and r3.
    const fresh = `${island('lh0', 'lh0')}<main>${island('Zq1', 'r2', '<label for="_r2R_a">x</label><input id="_r2R_a">')}${island('Zk7', 'r3', '<div aria-controls="_r3R_b"></div>')}</main>`;
    const kept = `${island('lh0', 'lh0')}<main>${island('Z0a', 'r0', '<label for="_r0R_a">x</label><input id="_r0R_a">')}${island('Z9f', 'r1', '<div aria-controls="_r1R_b"></div>')}</main>`;
    expect(numberIslandsInOrder(fresh)).toBe(numberIslandsInOrder(kept));
    expect(numberIslandsInOrder(kept)).toBe(
      `${island('lh0', 'lh0')}<main>${island('r0', 'r0', '<label for="_r0R_a">x</label><input id="_r0R_a">')}${island('r1', 'r1', '<div aria-controls="_r1R_b"></div>')}</main>`,
    );
  });

  it('renames every prefix at once, so that a swap does not rename twice', () => {
    const html = `${island('a', 'r1', '<i id="_r1R_x"></i>')}${island('b', 'r0', '<i id="_r0R_y"></i>')}`;
    expect(numberIslandsInOrder(html)).toBe(`${island('r0', 'r0', '<i id="_r0R_x"></i>')}${island('r1', 'r1', '<i id="_r1R_y"></i>')}`);
  });

  it('does not take r10 for r1', () => {
    const html = `${island('a', 'r10', '<i id="_r10R_x"></i>')}${island('b', 'r1', '<i id="_r1R_y"></i>')}`;
    expect(numberIslandsInOrder(html)).toBe(`${island('r0', 'r0', '<i id="_r0R_x"></i>')}${island('r1', 'r1', '<i id="_r1R_y"></i>')}`);
  });

  it('leaves a page without islands as it is', () => {
    expect(numberIslandsInOrder('<p>prefix="r1" _r1R_</p>')).toBe('<p>prefix="r1" _r1R_</p>');
  });
});

describe('renameIslands', () => {
  it('renames only the islands it is given a name for', () => {
    const html = `${island('a', 'r0', '<i id="_r0R_x"></i>')}${island('b', 'r1', '<i id="_r1R_y"></i>')}`;
    expect(renameIslands(html, (p) => (p === 'r1' ? 'lf0' : undefined))).toBe(
      `${island('a', 'r0', '<i id="_r0R_x"></i>')}${island('lf0', 'lf0', '<i id="_lf0R_y"></i>')}`,
    );
  });
});
