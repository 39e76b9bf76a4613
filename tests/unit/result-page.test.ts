import { describe, expect, it } from 'vitest';
import { pageNumbers, parseResultQuery, resultHref, toListBody } from '../../src/server/search/result-page.ts';
import { MAX_PAGE } from '../../src/server/search/search.schema.ts';

const parse = (query: string) => parseResultQuery(new URLSearchParams(query));

describe('result page query', () => {
  it('reads keyword, regions, filters, sort, tab and page', () => {
    expect(
      parse(
        'keyword=%20acme%20&region=GB&region=us_ny&status=active&industry=j&companyType=Corporation&sort=latest_founded&tab=company&page=3',
      ),
    ).toEqual({
      keyword: 'acme',
      regions: ['gb', 'us_ny'],
      status: 'active',
      industry: 'J',
      companyType: 'Corporation',
      nationality: undefined,
      sort: 'latest_founded',
      page: 3,
      tab: 'company',
    });
  });

  it('drops what does not parse instead of refusing a hand-edited address', () => {
    const q = parse(`keyword=acme&region=gb;drop&region=x&industry=Z&sort=random&tab=secret&page=abc&companyType=${'x'.repeat(500)}`);
    expect(q).toMatchObject({ regions: [], industry: undefined, sort: 'default', tab: 'all', page: 1, companyType: undefined });
    expect(parse('keyword=a&page=-5').page).toBe(1);
    expect(parse('keyword=a&page=100000').page).toBe(MAX_PAGE);
    expect(parse(`keyword=${'k'.repeat(300)}`).keyword).toHaveLength(200);
  });

  it('links back to page 1 when a filter changes, and keeps the page when only the page changes', () => {
    const q = parse('keyword=acme&region=gb&page=4');
    expect(resultHref('/en/searchCompany', q, { sort: 'earliest_founded' })).toBe(
      '/en/searchCompany?keyword=acme&region=gb&sort=earliest_founded',
    );
    expect(resultHref('/en/searchCompany', q, { page: 5 })).toBe('/en/searchCompany?keyword=acme&region=gb&page=5');
    expect(resultHref('/en/searchCompany', q, { regions: [] })).toBe('/en/searchCompany?keyword=acme');
  });

  it('turns the query into the filters of the list call', () => {
    expect(toListBody(parse('keyword=acme&region=gb&status=inactive')).screen).toEqual({
      jurisdiction_code: ['gb'],
      company_type: [],
      current_status: ['inactive'],
      industry: [],
    });
  });

  it('offers the first and last page and two either side of the current one, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(6, 20)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 20]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
