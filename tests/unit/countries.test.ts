import { describe, expect, it } from 'vitest';
import { countryGroups, countryList, findCountry, flagUrls } from '../../src/server/countries/country-list.ts';
import { alpha2Of, CHINA_COUNTRY_CODE, normalizeCountryCode } from '../../src/lib/country-codes.ts';
import { APP_DEFAULTS } from '../../src/lib/constants.ts';
import { searchCountries } from '../../src/lib/country-search.ts';

const en = countryList('en');
const byTwo = (list: typeof en, two: string) => list.find((e) => e.twoCharCode === two);

describe('country list', () => {
  it('has about 240 entries', () => {
    expect(en.length).toBeGreaterThanOrEqual(230);
    expect(en.length).toBeLessThanOrEqual(250);
  });
  it('gives every entry a 3-digit countryCode and a dial code starting with 00', () => {
    for (const e of en) {
      expect(e.countryCode, e.twoCharCode).toMatch(/^\d{3}$/);
      expect(e.code, e.twoCharCode).toMatch(/^00\d+$/);
    }
  });
  it('shows the United Kingdom as UK (not GB) with the GB flags', () => {
    const uk = byTwo(en, 'UK');
    expect(uk).toEqual({
      countryCode: '826',
      twoCharCode: 'UK',
      code: '0044',
      name: 'United Kingdom',
      flag: '/flags/3x2/GB.svg',
      flagC: '/flags/1x1/GB.svg',
    });
    expect(byTwo(en, 'GB')).toBeUndefined();
  });
  it('sorts the flat list by countryCode', () => {
    const codes = en.map((e) => e.countryCode);
    expect(codes).toEqual([...codes].sort());
    expect(codes[0] <= codes[1]).toBe(true);
  });
  it('groups entries under letters A to Z in order, each entry exactly once', () => {
    const groups = countryGroups('en');
    const letters = groups.map((g) => g.letter);
    for (const l of letters) expect(l).toMatch(/^[A-Z]$/);
    expect(letters).toEqual([...new Set(letters)].sort());
    expect(letters[0]).toBe('A');
    expect(letters.at(-1)).toBe('Z');
    expect(groups.reduce((n, g) => n + g.data.length, 0)).toBe(en.length);
    expect(groups.find((g) => g.letter === 'J')?.data.map((e) => e.twoCharCode)).toContain('JP');
  });
  it('gives China the dial code 0086 and the United States 001', () => {
    expect(byTwo(en, 'CN')?.code).toBe('0086');
    expect(byTwo(en, 'US')?.code).toBe('001');
    expect(byTwo(en, 'US')?.countryCode).toBe('840');
  });
  it('has shared dial prefixes: 0044 more than once and 007 for Russia and Kazakhstan', () => {
    expect(en.filter((e) => e.code === '0044').length).toBeGreaterThan(1);
    const seven = en.filter((e) => e.code === '007').map((e) => e.twoCharCode);
    expect(seven).toContain('RU');
    expect(seven).toContain('KZ');
  });
  it('builds flag URLs from the real ISO code', () => {
    expect(flagUrls('JP')).toEqual({ flag: '/flags/3x2/JP.svg', flagC: '/flags/1x1/JP.svg' });
  });
});

describe('Chinese variant of the country list', () => {
  it.each(['zh-cn', 'zh'] as const)('remaps Hong Kong to 156 in %s', (lang) => {
    expect(byTwo(countryList(lang), 'HK')?.countryCode).toBe('156');
  });
  it.each(['zh-cn', 'zh'] as const)('drops China from the name of Taiwan in %s', (lang) => {
    const name = byTwo(countryList(lang), 'TW')?.name ?? '';
    expect(name).not.toBe('');
    expect(name).not.toMatch(/中国|中國/);
  });
  it('keeps Hong Kong at 344 in English and other languages', () => {
    expect(byTwo(en, 'HK')?.countryCode).toBe('344');
    expect(byTwo(countryList('ja'), 'HK')?.countryCode).toBe('344');
  });
});

describe('localized country names', () => {
  it('names Japan 日本 in Japanese', () => {
    expect(byTwo(countryList('ja'), 'JP')?.name).toBe('日本');
  });
  it('gives Arabic names that differ from English', () => {
    const arJp = byTwo(countryList('ar'), 'JP')?.name;
    expect(arJp).toBeTruthy();
    expect(arJp).not.toBe(byTwo(en, 'JP')?.name);
    expect(arJp).toMatch(/[\u0600-\u06FF]/);
  });
  it('names Germany Germany in English and Deutschland in German', () => {
    expect(byTwo(en, 'DE')?.name).toBe('Germany');
    expect(byTwo(countryList('de'), 'DE')?.name).toBe('Deutschland');
  });
});

describe('findCountry', () => {
  it('finds an entry by numeric code, by alpha-2, and the United Kingdom by GB or UK', () => {
    expect(findCountry('en', '392')?.twoCharCode).toBe('JP');
    expect(findCountry('en', 'jp')?.countryCode).toBe('392');
    expect(findCountry('en', 'GB')?.countryCode).toBe('826');
    expect(findCountry('en', 'uk')?.countryCode).toBe('826');
    expect(findCountry('en', '000')).toBeUndefined();
  });
});

describe('normalizeCountryCode', () => {
  it('keeps valid 3-digit codes and trims them', () => {
    expect(normalizeCountryCode('840')).toBe('840');
    expect(normalizeCountryCode(' 156 ')).toBe('156');
  });
  it('turns alpha-2 codes into numeric ones, accepting UK for GB', () => {
    expect(normalizeCountryCode('jp')).toBe('392');
    expect(normalizeCountryCode('UK')).toBe('826');
    expect(normalizeCountryCode('GB')).toBe('826');
  });
  it('refuses unknown numbers, unknown letters and other shapes', () => {
    expect(normalizeCountryCode('999')).toBeUndefined();
    expect(normalizeCountryCode('XX')).toBeUndefined();
    expect(normalizeCountryCode('USA')).toBeUndefined();
    expect(normalizeCountryCode('')).toBeUndefined();
    expect(normalizeCountryCode(null)).toBeUndefined();
  });
  it('gives the alpha-2 code of a numeric one', () => {
    expect(alpha2Of('826')).toBe('GB');
    expect(alpha2Of('999')).toBeUndefined();
  });
  it('has the defaults of the spec', () => {
    expect(CHINA_COUNTRY_CODE).toBe('156');
    expect(APP_DEFAULTS.countryCode).toBe('840');
    expect(APP_DEFAULTS.areaCode).toBe('001');
  });
});

describe('searchCountries', () => {
  it('returns undefined for empty or blank text, meaning the full list', () => {
    expect(searchCountries(en, '')).toBeUndefined();
    expect(searchCountries(en, '   ')).toBeUndefined();
  });
  it('matches names case-insensitively', () => {
    expect(searchCountries(en, 'JAPAN')?.map((e) => e.twoCharCode)).toEqual(['JP']);
  });
  it('matches names without their accents', () => {
    expect(searchCountries(en, 'cote d')?.map((e) => e.twoCharCode)).toContain('CI');
  });
  it('matches the two-letter code exactly', () => {
    expect(searchCountries(en, 'uk')?.map((e) => e.twoCharCode)).toContain('UK');
  });
  it('matches a dial prefix with 00 or + in front', () => {
    expect(searchCountries(en, '0086')?.map((e) => e.twoCharCode)).toEqual(['CN']);
    const starting85 = searchCountries(en, '85')?.map((e) => e.twoCharCode);
    expect(starting85).toContain('HK');
    expect(starting85).toContain('MO');
    expect(starting85).not.toContain('CN');
    expect(
      searchCountries(en, '+44')
        ?.map((e) => e.twoCharCode)
        .sort(),
    ).toEqual(['GG', 'IM', 'JE', 'UK']);
  });
  it('finds nothing for text that matches no country', () => {
    expect(searchCountries(en, 'qqqzzz')).toEqual([]);
  });
});

describe('findCountry in the Chinese variant', () => {
  it('finds Hong Kong by its own code although the entry shows the China code', () => {
    for (const lang of ['zh', 'zh-cn'] as const) {
      expect(findCountry(lang, '344')?.twoCharCode).toBe('HK');
      expect(findCountry(lang, 'HK')?.countryCode).toBe('156');
    }
  });
});
