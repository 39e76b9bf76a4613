import { describe, expect, it } from 'vitest';
import { APP_UA_MARKERS, deviceName, parseUserAgent } from '../../src/lib/user-agent.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('parseUserAgent', () => {
  it('reads language and numeric country from the app pipe field', () => {
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0|ja|392`)).toEqual({ lang: 'ja', country: '392', isApp: true });
  });
  it('upper-cases a two-letter country and matches a regional language tag to its base', () => {
    expect(parseUserAgent(`${IPHONE} CorpAtlasApp/2.0|en-US|gb`)).toEqual({ lang: 'en', country: 'GB', isApp: true });
  });
  it('maps Traditional Chinese regional tags to zh and tl to fil', () => {
    expect(parseUserAgent(`${IPHONE} BizLensApp/1.0|zh-TW|158`).lang).toBe('zh');
    expect(parseUserAgent(`${IPHONE} BizLensApp/1.0|tl|608`).lang).toBe('fil');
  });
  it('leaves language undefined for an unsupported or empty language field but keeps the country', () => {
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0|xx|276`)).toEqual({ lang: undefined, country: '276', isApp: true });
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0||276`)).toEqual({ lang: undefined, country: '276', isApp: true });
  });
  it('drops a country that is neither three digits nor two letters', () => {
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0|de|12`).country).toBeUndefined();
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0|de|USA`).country).toBeUndefined();
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0|de`).country).toBeUndefined();
  });
  it('flags an app webview by its marker even without a pipe field', () => {
    expect(parseUserAgent(`${IPHONE} CorpLookupApp/1.1.0`)).toEqual({ isApp: true });
  });
  it('treats a plain browser as not the app and finds no language or country', () => {
    expect(parseUserAgent(IPHONE)).toEqual({ isApp: false });
  });
  it('copes with a missing user agent', () => {
    expect(parseUserAgent(undefined)).toEqual({ isApp: false });
    expect(parseUserAgent(null)).toEqual({ isApp: false });
    expect(parseUserAgent('')).toEqual({ isApp: false });
  });
  it('knows the three app markers', () => {
    expect([...APP_UA_MARKERS]).toEqual(['CorpLookupApp', 'CorpAtlasApp', 'BizLensApp']);
  });
});

describe('deviceName', () => {
  it('names the browser and the system a person would recognise', () => {
    const cases: Array<[string, { browser?: string; os?: string }]> = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
        { browser: 'Chrome', os: 'Windows' },
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
        { browser: 'Edge', os: 'Windows' },
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        { browser: 'Safari', os: 'macOS' },
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', { browser: 'Firefox', os: 'Linux' }],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
        { browser: 'Chrome', os: 'iOS' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
        { browser: 'Samsung Internet', os: 'Android' },
      ],
      ['curl/8.5.0', {}],
    ];
    for (const [ua, expected] of cases) expect(deviceName(ua)).toEqual(expected);
    expect(deviceName(null)).toEqual({});
  });
});
