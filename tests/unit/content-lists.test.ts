import { describe, expect, it } from 'vitest';
import { hreflangAlternates } from '../../src/i18n/head.ts';
import { LEARN_HREFLANGS, parseLearnLevel, parseSurveyPath, WIKI_HREFLANGS } from '../../src/lib/content-lists.ts';
import { decide, type RequestFacts } from '../../src/lib/request-rules.ts';

const facts = (pathname: string): RequestFacts => ({
  host: 'localhost',
  pathname,
  search: '',
  cookies: { lang: 'en', country: '840', userCountry: '840', env: 'test' },
  userAgent: '',
  acceptLanguage: '',
  ipCountry: () => undefined,
  env: 'test',
});

describe('the content lists the spec names', () => {
  it('has a survey page exactly where the request-time redirects send', () => {
    const first = decide(facts('/en/survey'));
    expect(first).toMatchObject({ type: 'redirect', status: 301, location: '/en/survey/all/1.html' });
    expect(parseSurveyPath('all/1.html')).toEqual({ category: 'all', page: 1 });
    const deep = decide(facts('/en/survey/all/1'));
    expect(deep).toMatchObject({ type: 'redirect', status: 302, location: '/en/survey/all/1.html' });
  });
  it('has no survey page for later pages, other categories or other shapes', () => {
    for (const p of ['all/2.html', 'all/0.html', 'news/1.html', 'all/1', 'all', 'all/1.html/x', '', undefined])
      expect(parseSurveyPath(p), String(p)).toBeUndefined();
  });
  it('knows the seven learn levels and nothing else', () => {
    expect(parseLearnLevel('preschool.html')).toBe('preschool');
    expect(parseLearnLevel('summer-camp.html')).toBe('summer-camp');
    expect(parseLearnLevel('graduation.html')).toBe('graduation');
    for (const p of ['preschool', 'college.html', 'constructor.html', '../x.html', undefined])
      expect(parseLearnLevel(p), String(p)).toBeUndefined();
  });
  it('lists the wiki in 3 hreflang links and the learn lists in 8, counting x-default (spec section 9)', () => {
    expect(hreflangAlternates('https://corpatlas.com', '/en/wikilist.html', WIKI_HREFLANGS)).toHaveLength(3);
    const learn = hreflangAlternates('https://corpatlas.com', '/de/learnlist.html', LEARN_HREFLANGS);
    expect(learn).toHaveLength(8);
    expect(learn.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://corpatlas.com/en/learnlist.html' });
  });
});
