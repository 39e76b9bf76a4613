import { describe, expect, it } from 'vitest';
import { termsOf, docNames } from '../../src/server/search/search-docs.ts';
import {
  coreName,
  fullKey,
  isJapanese,
  Match,
  matchName,
  queryKeys,
  searchNormalise,
  transliterate,
  wordKeys,
} from '../../src/server/search/search-keys.ts';

describe('searchNormalise', () => {
  it('folds case, width and Latin, Greek and Cyrillic diacritics', () => {
    expect(searchNormalise('Société GÉNÉRALE')).toBe('societe generale');
    expect(searchNormalise('Ｔｏｙｏｔａ　Ｍｏｔｏｒ')).toBe('toyota motor');
    expect(searchNormalise('Ёлка')).toBe('елка');
    expect(searchNormalise('Άλφα')).toBe('αλφα');
  });

  it('keeps the vowel signs of Devanagari and Thai, which are part of the letters', () => {
    expect(searchNormalise('टाटा मोटर्स')).toBe('टाटा मोटर्स');
    // NFKC spells SARA AM as NIKHAHIT + SARA AA; names and queries are folded alike, so they still meet.
    expect(searchNormalise('บริษัท ปตท. จำกัด')).toBe('บริษัท ปตท จ\u0E4D\u0E32กัด');
  });

  it('drops apostrophes and turns other punctuation into word breaks', () => {
    expect(searchNormalise("McDonald's")).toBe('mcdonalds');
    expect(searchNormalise('AT&T Inc.')).toBe('at t inc');
    expect(fullKey(searchNormalise('AT&T Inc.'))).toBe('attinc');
  });
});

describe('keys', () => {
  it('keys an unspaced run at every position, a few characters long', () => {
    expect(wordKeys('深圳华为技术')).toEqual(['深圳华为', '圳华为技', '华为技术', '为技术', '技术', '术']);
  });

  it('keys words and neighbouring pairs, so compounds meet', () => {
    expect(wordKeys('gazprom bank')).toEqual(['gazprom', 'bank', 'gazprombank']);
  });

  it('transliterates other scripts to Latin, Chinese syllable by syllable', () => {
    expect(transliterate('газпром')).toBe('gazprom');
    expect(transliterate('华为')).toBe('hua wei');
    expect(transliterate('toyota')).toBe('');
  });

  it('gives a Chinese name keys starting at every syllable of its transliteration', () => {
    const terms = termsOf('c', 0, docNames([{ kind: 0, name: '华为技术有限公司' }])).map((t) => t.term);
    expect(terms).toContain('chuaweijishuyouxiangongsi'.slice(0, 25));
    expect(terms).toContain('cjishuyouxiangongsi');
    expect(terms).toContain('C华为技术有限公司');
    expect(terms).toContain('c为技术有');
  });

  it('ranks an inactive or previous name below the active legal name', () => {
    const active = termsOf('c', 0, docNames([{ kind: 0, name: 'Acme' }]));
    const inactive = termsOf('c', 1, docNames([{ kind: 0, name: 'Acme' }]));
    const previous = termsOf('c', 0, docNames([{ kind: 2, name: 'Acme' }]));
    expect(active[0].weight).toBeLessThan(previous[0].weight);
    expect(previous[0].weight).toBeLessThan(inactive[0].weight);
  });

  it('makes a Cyrillic query probe its Latin transliteration too', () => {
    expect(queryKeys('Газпром').map((f) => f.text)).toEqual(['газпром', 'gazprom']);
    expect(queryKeys('  ..  ')).toEqual([]);
  });
});

describe('matchName', () => {
  it('tells exact, starts-with, phrase and all-words matches apart', () => {
    expect(matchName('gazprom', 'gazprom')).toBe(Match.Exact);
    expect(matchName('gazprom neft', 'gazprom')).toBe(Match.Prefix);
    expect(matchName('oao gazprom neft', 'gazprom')).toBe(Match.Phrase);
    expect(matchName('neft gazprom', 'gazprom ne')).toBe(Match.Words);
    expect(matchName('oao gazprom', 'azprom')).toBeUndefined();
  });

  it('joins compounds both ways', () => {
    expect(matchName('gazprombank', 'gazprom bank')).toBe(Match.Exact);
    expect(matchName('gazprom bank', 'gazprombank')).toBe(Match.Exact);
    expect(matchName('oao gazprom bank', 'gazprombank')).toBe(Match.Phrase);
  });

  it('finds Chinese anywhere inside a name', () => {
    expect(matchName('深圳华为技术有限公司', '华为')).toBe(Match.Phrase);
    expect(matchName('华为技术有限公司', '华为')).toBe(Match.Prefix);
  });

  it('lets a query say "and" where the name has "&"', () => {
    expect(matchName(searchNormalise('Johnson & Johnson'), searchNormalise('johnson and johnson'))).toBe(Match.Exact);
  });
});

describe('one typo', () => {
  it('tells words one edit apart from the others', async () => {
    const { withinOneEdit } = await import('../../src/server/search/search-keys.ts');
    expect(withinOneEdit('gazprom', 'gazprim')).toBe(true); // replaced
    expect(withinOneEdit('gazprom', 'gazpom')).toBe(true); // deleted
    expect(withinOneEdit('gazprom', 'gazprrom')).toBe(true); // inserted
    expect(withinOneEdit('gazprom', 'gazporm')).toBe(true); // swapped
    expect(withinOneEdit('gazprom', 'gozprim')).toBe(false);
    expect(withinOneEdit('gazprom', 'gazpr')).toBe(false);
  });

  it('matches a name despite one typo in a word of four letters or more, and only one', async () => {
    const { matchWithTypo } = await import('../../src/server/search/search-keys.ts');
    expect(matchWithTypo('gazprom neft', 'gazprim')).toBe(true);
    expect(matchWithTypo('gazprombank', 'gazprm')).toBe(true); // still typing
    expect(matchWithTypo('acme widgets limited', 'acme widgts')).toBe(true);
    expect(matchWithTypo('acme widgets limited', 'acne widgts')).toBe(false); // two typos
    expect(matchWithTypo('abc holdings', 'abd')).toBe(false); // too short to guess
    expect(matchWithTypo('gazprom', 'gazprom')).toBe(false); // no typo: an ordinary match
    expect(matchWithTypo('华为技术', '华为')).toBe(false);
  });
});

describe('boundaries (issue 16)', () => {
  it('never ends a query word inside the next word of a name it ran into', () => {
    expect(matchName('levante holding s l', 'holdings')).toBeUndefined();
    expect(matchName('holding saint louis', 'holdings')).toBeUndefined();
    expect(matchName('lewis holdings llp', 'holdings')).toBe(Match.Phrase);
    // Ending on a boundary before the legal form, or reaching MIN_TAIL letters in, is fine.
    expect(matchName('at t inc', 'att')).toBe(Match.Core);
    expect(matchName('at t hotels inc', 'att')).toBe(Match.Prefix);
    expect(matchName('gazprom banking', 'gazprombank')).toBe(Match.Prefix);
  });

  it('matches a Chinese transliteration on syllables only', () => {
    expect(matchName('da ban kai fa', 'bank', true)).toBeUndefined();
    expect(matchName('shen zhen shi ban kai ke ji', 'bank', true)).toBeUndefined();
    expect(matchName('shen zhen shi ban kai ke ji', 'bankai', true)).toBe(Match.Phrase);
    expect(matchName('hua wei ji shu', 'huawei', true)).toBe(Match.Prefix);
    expect(matchName('xi an hang kong', 'xian', true)).toBe(Match.Prefix);
  });

  it('reads no Chinese syllables into Japanese names, only their kana', () => {
    expect(isJapanese('大阪開発株式会社', 'jp')).toBe(true);
    expect(isJapanese('トヨタ自動車', null)).toBe(true);
    expect(isJapanese('华为技术有限公司', 'cn')).toBe(false);
    expect(transliterate('大阪開発株式会社', true)).toBe('');
    expect(transliterate('トヨタ自動車株式会社', true)).toBe('toyota 自動車株式会社');
    expect(transliterate('华为', false)).toBe('hua wei');
    const terms = termsOf('c', 0, docNames([{ kind: 0, name: '大阪開発株式会社' }], 'jp')).map((t) => t.term);
    expect(terms.some((t) => /^c[a-z]/.test(t))).toBe(false);
  });

  it('compares names without their legal forms as a core match', () => {
    expect(coreName('harbour pte ltd')).toBe('harbour');
    expect(coreName('telefonica s a')).toBe('telefonica');
    expect(coreName('пао газпром')).toBe('газпром');
    expect(coreName('トヨタ自動車株式会社')).toBe('トヨタ自動車');
    expect(coreName('limited')).toBe('limited');
    expect(matchName('harbour limited', 'harbour')).toBe(Match.Core);
    expect(matchName('acme limited', 'acme ltd')).toBe(Match.Core);
    expect(matchName('harbour', 'harbour')).toBe(Match.Exact);
  });
});
