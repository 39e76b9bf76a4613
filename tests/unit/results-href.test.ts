import { describe, expect, it } from 'vitest';
import { brokerResultsHref, resultKindOf, resultsHref } from '../../src/lib/results-href.ts';

describe('result page addresses', () => {
  it('builds the result page of each kind, with the keyword URI-encoded', () => {
    expect(resultsHref('en', 'company')).toBe('/en/searchCompany');
    expect(resultsHref('ar', 'executive', 'Li Wei & Co')).toBe('/ar/searchExecutive?keyword=Li%20Wei%20%26%20Co');
    expect(resultsHref('zh-cn', 'company', '华为')).toBe('/zh-cn/searchCompany?keyword=%E5%8D%8E%E4%B8%BA');
  });

  it('tells which result page a path is, and no other page', () => {
    expect(resultKindOf('/en/searchCompany')).toBe('company');
    expect(resultKindOf('/de/searchExecutive')).toBe('executive');
    expect(resultKindOf('/en/company/searchCompany.html')).toBeUndefined();
    expect(resultKindOf('/en/about')).toBeUndefined();
  });

  it('searches brokers on the Brokers tab of the company results', () => {
    expect(brokerResultsHref('en', 'IC Markets')).toBe('/en/searchCompany?keyword=IC%20Markets&tab=brokers');
    expect(brokerResultsHref('ar')).toBe('/ar/searchCompany?tab=brokers');
  });
});
