import { describe, expect, it } from 'vitest';
import { pruneRules } from '../../src/server/http/route-classes.ts';

describe('pruneRules', () => {
  const css = [
    '@layer utilities{.flex{display:flex}.hidden{display:none}@media (width>=800px){.md\\:grid{display:grid}}}',
    '.card .title,.gone .title{font-weight:700}',
    'a:not(.gone){color:blue}',
    'body{margin:0}',
    '@keyframes pulse{50%{opacity:.5}}',
    '.status-active{color:green}',
  ].join('');
  const written = new Set(['flex', 'card', 'title']);
  const keep = (name: string) => written.has(name) || name.startsWith('status-');

  it('drops rules naming a class the route never writes, keeps the rest as written', () => {
    const { css: out, dropped } = pruneRules(css, keep);
    expect(out).toContain('.flex{display:flex}');
    expect(out).not.toContain('.hidden');
    expect(out).not.toContain('md\\:grid');
    expect(out).not.toContain('@media'); // left empty, so removed
    expect(out).toContain('.card .title{font-weight:700}');
    expect(out).not.toContain('.gone .title');
    expect(dropped).toEqual(['gone', 'hidden', 'md:grid']);
  });

  it('keeps rules with no class, inside keyframes, with the class only inside :not(), and classes made from a prefix', () => {
    const { css: out } = pruneRules(css, keep);
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(out).toContain('a:not(.gone){color:blue}');
    expect(out).toContain('.status-active{color:green}');
  });

  it('changes nothing when every class is written', () => {
    expect(pruneRules(css, () => true)).toEqual({ css, dropped: [] });
  });
});
