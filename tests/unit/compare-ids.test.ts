import { describe, expect, it } from 'vitest';
import { compareHref, readCompareRequest, withoutId } from '../../src/lib/compare-ids.ts';
import { lastPageOf, pageWindow, requestedPage } from '../../src/lib/list-pages.ts';
import { pagesOfChange, REGULATORS_LIST_ID } from '../../src/server/pages/page-changes.ts';

describe('the comparison address', () => {
  it('reads ids, codes and names in order, once each, ignoring blanks and case, with the added one last', () => {
    expect(readCompareRequest(' a , ,B,b,c,a', 'D')).toEqual({ tokens: ['a', 'B', 'c', 'D'], duplicates: ['b', 'a'] });
    expect(readCompareRequest(null, null)).toEqual({ tokens: [], duplicates: [] });
    expect(readCompareRequest('x'.repeat(500)).tokens[0]).toHaveLength(80);
  });
  it('writes the shareable form with the ids in column order; removing one keeps the others in place', () => {
    expect(compareHref('de', ['a', 'b'])).toBe('/de/brokers/compare?ids=a,b');
    expect(compareHref('de', [])).toBe('/de/brokers/compare');
    expect(withoutId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('paged lists', () => {
  it('have a short first page (the first screen) and longer ones after it', () => {
    const sizes = { first: 20, rest: 50 };
    expect([lastPageOf(0, sizes), lastPageOf(20, sizes), lastPageOf(21, sizes), lastPageOf(70, sizes), lastPageOf(71, sizes)]).toEqual([
      1, 1, 2, 2, 3,
    ]);
    expect([pageWindow(1, sizes), pageWindow(2, sizes), pageWindow(3, sizes)]).toEqual([
      { offset: 0, limit: 20 },
      { offset: 20, limit: 50 },
      { offset: 70, limit: 50 },
    ]);
  });
  it('read a page number only as a plain whole number up to the last', () => {
    expect([requestedPage(null, 3), requestedPage('2', 3), requestedPage('3', 3)]).toEqual([1, 2, 3]);
    for (const bad of ['4', '0', '-1', '1.5', '02', 'x', '', '1e2']) expect(requestedPage(bad, 3)).toBeUndefined();
  });
});

describe('the regulators list in the page cache', () => {
  it('goes stale with any regulator page, or alone with a regulator change of no id', () => {
    const list = { kind: 'regulator', id: REGULATORS_LIST_ID };
    expect(pagesOfChange({ kind: 'regulator', entity_id: 'r1' })).toEqual([{ kind: 'regulator', id: 'r1' }, list]);
    expect(pagesOfChange({ kind: 'regulator', entity_id: null })).toEqual([list]);
    expect(pagesOfChange({ kind: 'company', entity_id: 'c1' })).toEqual([{ kind: 'company', id: 'c1' }]);
    expect(pagesOfChange({ kind: 'company', entity_id: null })).toEqual([]);
  });
});
