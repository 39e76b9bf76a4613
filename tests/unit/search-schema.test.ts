import { describe, expect, it } from 'vitest';
import { filtersOf, listBody } from '../../src/server/search/search.schema.ts';

/** The jurisdictions a list call filters by when it sends `region` (spec section 3). */
function regionFilter(region: string | undefined): string[] {
  return filtersOf(listBody.parse({ keyword: 'acme', region })).jurisdictions;
}

describe('the region of a list call', () => {
  it('means no filter for global or an empty region', () => {
    expect(regionFilter('global')).toEqual([]);
    expect(regionFilter(' GLOBAL ')).toEqual([]);
    expect(regionFilter('')).toEqual([]);
    expect(regionFilter(undefined)).toEqual([]);
  });
  it('gives a one-item list for a region, lower-cased and trimmed', () => {
    expect(regionFilter('us_NY ')).toEqual(['us_ny']);
    expect(regionFilter('gb')).toEqual(['gb']);
  });
});
