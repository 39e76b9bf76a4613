import { describe, expect, it } from 'vitest';
import { parseRankParams, rankHref } from '../../src/server/brokers/broker-rank-page.ts';
import { parseResultQuery, resultHref } from '../../src/server/search/result-page.ts';

const params = (q: string) => parseRankParams(new URLSearchParams(q));

describe('the broker rank list addresses', () => {
  it('reads a country in any case and a page, and refuses a malformed one of either', () => {
    expect(params('')).toEqual({ country: undefined, page: 1 });
    expect(params('country=gb&page=3')).toEqual({ country: 'GB', page: 3 });
    expect(params('country=GBR')).toBeUndefined();
    expect(params('page=0')).toBeUndefined();
    expect(params('page=2.5')).toBeUndefined();
    expect(params('page=100000')).toBeUndefined();
  });

  it('leaves page 1 and the overall list without parameters', () => {
    expect(rankHref('en', null)).toBe('/en/brokers');
    expect(rankHref('ar', 'CY')).toBe('/ar/brokers?country=CY');
    expect(rankHref('de', 'GB', 2)).toBe('/de/brokers?country=GB&page=2');
    expect(rankHref('en', undefined, 4)).toBe('/en/brokers?page=4');
  });
});

describe("the Brokers tab's query", () => {
  it('reads a regulator key and the score sort, and writes them back into its links', () => {
    const q = parseResultQuery(new URLSearchParams('keyword=harbour&tab=brokers&regulator=FCA&sort=score'));
    expect([q.tab, q.regulator, q.sort]).toEqual(['brokers', 'fca', 'score']);
    expect(resultHref('/en/searchCompany', q, { page: 2 })).toBe(
      '/en/searchCompany?keyword=harbour&regulator=fca&sort=score&tab=brokers&page=2',
    );
    expect(parseResultQuery(new URLSearchParams('keyword=x&regulator=<script>')).regulator).toBeUndefined();
  });
});
