import { describe, expect, it } from 'vitest';
import {
  ISLAND_PRELUDE,
  PATH_TOKEN,
  layoutFragment,
  pageIndependent,
  pathFits,
  withPath,
} from '../../src/components/layout/layout-fragments.ts';

/** A fragment as Astro renders it: the islands' runtime before the first island, React ids with Astro's per-page prefix. */
const rendered = (path: string) =>
  `<header><a href="/de${path}" hreflang="de">Deutsch</a>${ISLAND_PRELUDE}<astro-island uid="x" prefix="r2" props="{&quot;path&quot;:[0,&quot;/en${path}&quot;]}">` +
  `<label for="_r2R_0_-input"></label><input id="_r2R_0_-input"/></astro-island>` +
  `<a href="/en/chooseCountry?path=${encodeURIComponent(`/en${path}`)}">x</a></header>`;

describe('layout fragments (issue 21)', () => {
  it('reuses fragments only for paths that no escaping changes, and gives the part after the language', () => {
    expect(pathFits('/en/company/8125a1b3-4ee2-5afc-b6c8-0be2fc2b1c76.html')).toBe('/company/8125a1b3-4ee2-5afc-b6c8-0be2fc2b1c76.html');
    expect(pathFits('/zh-cn/about')).toBe('/about');
    expect(pathFits('/en')).toBe('');
    expect(pathFits('/en/about/')).toBe('/about/');
    for (const odd of ['/', '/en/a b', '/en/%E4%B8%AD', '/en/a"b', '/en/a&b', '/en/a?b', `/en${PATH_TOKEN}`, '/EN/about', '/en//x'])
      expect(pathFits(odd)).toBeUndefined();
  });

  it('takes the islands’ runtime out and renames React’s id prefix to the fragment’s own', () => {
    const html = pageIndependent('h', rendered(PATH_TOKEN));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<style>');
    expect(html).toContain('prefix="lh0"');
    expect(html).toContain('id="_lh0R_0_-input"');
    expect(html).not.toMatch(/_r2R_|prefix="r2"/);
  });

  it('keeps the same HTML whichever page rendered it first (the counter Astro was at, and the uid hashed from it)', () => {
    // A page that rendered two islands before the footer, and one that rendered none: Astro's counter was at r2 and r0.
    const afterTwo = rendered(PATH_TOKEN);
    const first = afterTwo.replaceAll('r2', 'r0').replace('uid="x"', 'uid="Zb81"');
    expect(pageIndependent('f', first)).toBe(pageIndependent('f', afterTwo));
    expect(pageIndependent('f', first)).toContain('<astro-island uid="lf0" prefix="lf0"');
  });

  it('puts the page’s path in every place the token was, escaped as each place needs', () => {
    const rest = '/company/8125a1b3-4ee2-5afc-b6c8-0be2fc2b1c76.html';
    const kept = pageIndependent('h', rendered(PATH_TOKEN));
    expect(withPath(kept, rest)).toBe(pageIndependent('h', rendered(rest)));
    expect(withPath(kept, '')).toBe(pageIndependent('h', rendered('')));
  });

  it('renders a variant once and serves every path from it; a failed render is not kept', async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      return rendered(PATH_TOKEN);
    };
    const a = await layoutFragment('t', 'en atlas', 'g1', '/company/a.html', render);
    const b = await layoutFragment('t', 'en atlas', 'g1', '/company/b.html', render);
    expect(renders).toBe(1);
    expect(a).toContain('/de/company/a.html');
    expect(b).toContain('/de/company/b.html');
    await layoutFragment('t', 'ar atlas', 'g1', '', render);
    expect(renders).toBe(2);
    // A new generation (the placeholder's period, the year) renders again.
    await layoutFragment('t', 'en atlas', 'g2', '', render);
    expect(renders).toBe(3);
    await expect(layoutFragment('t', 'fails', 'g2', '', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await layoutFragment('t', 'fails', 'g2', '', render)).toContain('<header>');
  });
});
