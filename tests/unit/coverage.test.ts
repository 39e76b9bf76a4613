import { describe, expect, it } from 'vitest';
import { coverageByCountry } from '../../src/server/home/coverage.ts';

describe('coverage by country', () => {
  it('sums the registers of one country and puts the country with most companies first', () => {
    expect(
      coverageByCountry([
        { jurisdiction_code: 'gb', n: 5 },
        { jurisdiction_code: 'us_ny', n: 3 },
        { jurisdiction_code: 'us_de', n: '4' },
        { jurisdiction_code: 'fr', n: 5n },
      ]),
    ).toEqual([
      { country: 'us', registers: 2, companies: 7 },
      { country: 'fr', registers: 1, companies: 5 },
      { country: 'gb', registers: 1, companies: 5 },
    ]);
  });

  it('leaves out rows without a jurisdiction or without companies', () => {
    expect(
      coverageByCountry([
        { jurisdiction_code: null, n: 9 },
        { jurisdiction_code: '', n: 2 },
        { jurisdiction_code: 'de', n: 0 },
      ]),
    ).toEqual([]);
  });
});
