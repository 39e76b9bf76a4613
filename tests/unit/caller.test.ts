import { describe, expect, it } from 'vitest';
import { resolveCaller } from '../../src/server/api/caller.ts';

describe('resolveCaller', () => {
  it("takes the spec's headers first: languagecode, then language, and countrycode in either spelling", () => {
    expect(resolveCaller({ languagecode: 'zh-CN', countrycode: '840' }, { lang: 'de', country: '276' })).toEqual({
      lang: 'zh-cn',
      country: 'us',
    });
    expect(resolveCaller({ language: 'fr', countrycode: 'GB' }, { lang: 'de' })).toEqual({ lang: 'fr', country: 'gb' });
  });

  it('falls back to what the site knows of the visitor, and then to English with no country', () => {
    expect(resolveCaller({}, { lang: 'de', country: '276' })).toEqual({ lang: 'de', country: 'de' });
    expect(resolveCaller({ languagecode: 'xx' }, { lang: 'JA' })).toEqual({ lang: 'ja', country: undefined });
    expect(resolveCaller({ languagecode: null, countrycode: 'nowhere' }, {})).toEqual({ lang: 'en', country: undefined });
  });
});
