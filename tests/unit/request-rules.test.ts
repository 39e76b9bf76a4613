import { describe, expect, it, vi } from 'vitest';
import {
  chinaRule,
  decide,
  HTML_SECOND_SEGMENTS,
  isCcHost,
  isNonPagePath,
  type Decision,
  type RequestFacts,
} from '../../src/lib/request-rules.ts';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const appUa = (field: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 CorpLookupApp/1.1.0|${field}`;
const ONE_YEAR = 31_536_000;
/** Cookies that already hold what an English visitor in the US resolves to. */
const SETTLED = { lang: 'en', country: '840', userCountry: '840', env: 'production' };

function facts(over: Partial<RequestFacts> = {}): RequestFacts {
  return {
    host: 'www.corpatlas.com',
    pathname: '/',
    search: '',
    cookies: {},
    userAgent: BROWSER_UA,
    acceptLanguage: '',
    ipCountry: () => '840',
    env: 'production',
    ...over,
  };
}

function redirectOf(d: Decision): { status: number; location: string } | undefined {
  return d.type === 'redirect' ? { status: d.status, location: d.location } : undefined;
}

describe('decide: hosts ending in .cc', () => {
  it('forces Vietnamese with a 302 to the /vi path, keeping the rest of the path and the query', () => {
    const d = decide(facts({ host: 'corpatlas.cc', pathname: '/en/about', search: '?x=1', cookies: SETTLED }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/vi/about?x=1' });
    expect(d.lang).toBe('vi');
  });
  it('sends the root of a .cc host with a port to /vi', () => {
    const d = decide(facts({ host: 'www.bizlens.cc:8443', pathname: '/' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/vi' });
  });
  it('moves a regional Chinese path on a .cc host to /vi rather than /zh', () => {
    const d = decide(facts({ host: 'corpatlas.cc', pathname: '/zh-tw/about' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/vi/about' });
  });
  it('does not redirect a .cc request that is already under /vi/', () => {
    const d = decide(facts({ host: 'corpatlas.cc', pathname: '/vi/about', cookies: { ...SETTLED, lang: 'vi' } }));
    expect(d.type).toBe('continue');
    expect(d.lang).toBe('vi');
    expect(d.setCookies).toEqual([]);
  });
  it('lets /third through on a .cc host without a redirect', () => {
    expect(decide(facts({ host: 'corpatlas.cc', pathname: '/third' })).type).toBe('continue');
  });
  it('writes the vi language cookie with the .cc redirect', () => {
    const d = decide(facts({ host: 'corpatlas.cc', pathname: '/en/about', cookies: SETTLED }));
    expect(d.setCookies).toEqual([{ name: 'lang', value: 'vi', maxAge: ONE_YEAR }]);
  });
  it('recognises .cc hosts case-insensitively and with a port, and nothing else', () => {
    expect(isCcHost('CORPATLAS.CC')).toBe(true);
    expect(isCcHost('m.corpatlas.cc:4321')).toBe(true);
    expect(isCcHost('corpatlas.com')).toBe(false);
    expect(isCcHost('cc.corpatlas.com')).toBe(false);
    expect(isCcHost('localhost:4321')).toBe(false);
  });
});

describe('decide: zh-tw and zh-hk', () => {
  it('answers /zh-tw/… with a 301 to /zh/… keeping the rest of the path and the query', () => {
    const d = decide(facts({ pathname: '/zh-tw/company/abc.html', search: '?keyword=acme&type=1' }));
    expect(redirectOf(d)).toEqual({ status: 301, location: '/zh/company/abc.html?keyword=acme&type=1' });
    expect(d.lang).toBe('zh');
  });
  it('answers /zh-hk/… with a 301 to /zh/…', () => {
    const d = decide(facts({ pathname: '/zh-hk/about' }));
    expect(redirectOf(d)).toEqual({ status: 301, location: '/zh/about' });
  });
  it('answers the bare /zh-hk with a 301 to /zh', () => {
    expect(redirectOf(decide(facts({ pathname: '/zh-hk' })))).toEqual({ status: 301, location: '/zh' });
  });
  it('treats an upper-case /ZH-TW prefix the same way', () => {
    expect(redirectOf(decide(facts({ pathname: '/ZH-TW/about' })))).toEqual({ status: 301, location: '/zh/about' });
  });
  it('leaves /zh/… itself alone', () => {
    const d = decide(facts({ pathname: '/zh/about' }));
    expect(d.type).toBe('continue');
    expect(d.lang).toBe('zh');
  });
});

describe('decide: survey index', () => {
  it('answers /{lang}/survey with a 301 to /{lang}/survey/all/1.html', () => {
    expect(redirectOf(decide(facts({ pathname: '/en/survey' })))).toEqual({ status: 301, location: '/en/survey/all/1.html' });
  });
  it('treats a trailing slash the same and keeps the query', () => {
    const d = decide(facts({ pathname: '/de/survey/', search: '?ref=menu' }));
    expect(redirectOf(d)).toEqual({ status: 301, location: '/de/survey/all/1.html?ref=menu' });
    expect(d.lang).toBe('de');
  });
  it('does not redirect a three-segment survey path', () => {
    expect(decide(facts({ pathname: '/en/survey/all', cookies: SETTLED })).type).toBe('continue');
  });
});

describe('decide: .html for deep content paths', () => {
  const SEGMENTS = ['dealer', 'newsdetail', 'exposure', 'market', 'survey', 'intro', 'class', 'brokers', 'wikishow'];

  it('knows exactly the nine second segments of the spec', () => {
    expect([...HTML_SECOND_SEGMENTS].sort()).toEqual([...SEGMENTS].sort());
  });
  it.each(SEGMENTS)('answers a four-segment /en/%s/… path with a 302 to the same path with .html', (segment) => {
    const d = decide(facts({ pathname: `/en/${segment}/abc/123`, cookies: SETTLED }));
    expect(redirectOf(d)).toEqual({ status: 302, location: `/en/${segment}/abc/123.html` });
  });
  it('adds .html to paths longer than four segments and keeps the query', () => {
    const d = decide(facts({ pathname: '/ja/newsdetail/2024/05/123', search: '?from=home' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/ja/newsdetail/2024/05/123.html?from=home' });
    expect(d.lang).toBe('ja');
  });
  it('drops a trailing slash before adding .html', () => {
    expect(redirectOf(decide(facts({ pathname: '/en/market/a/b/' })))).toEqual({ status: 302, location: '/en/market/a/b.html' });
  });
  it.each(SEGMENTS)('does not redirect a three-segment /en/%s/… path', (segment) => {
    expect(decide(facts({ pathname: `/en/${segment}/abc`, cookies: SETTLED })).type).toBe('continue');
  });
  it('does not redirect a four-segment path whose second segment is another one', () => {
    expect(decide(facts({ pathname: '/en/company/abc/123', cookies: SETTLED })).type).toBe('continue');
    expect(decide(facts({ pathname: '/en/Dealer/abc/123', cookies: SETTLED })).type).toBe('continue');
  });
  it('does not redirect when .html is already there', () => {
    const d = decide(facts({ pathname: '/en/dealer/abc/123.html', cookies: SETTLED }));
    expect(d.type).toBe('continue');
    expect(d.setCookies).toEqual([]);
  });
});

describe('decide: the root and paths without a language', () => {
  it('redirects the root with a 302 to the language of the lang cookie, ahead of the user agent and Accept-Language', () => {
    const d = decide(facts({ cookies: { lang: 'de' }, userAgent: appUa('ja|392'), acceptLanguage: 'fr' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/de' });
    expect(d.lang).toBe('de');
  });
  it('takes the language from the user agent pipe field when there is no lang cookie', () => {
    const d = decide(facts({ userAgent: appUa('ja|392'), acceptLanguage: 'fr' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/ja' });
    expect(d.isApp).toBe(true);
  });
  it('takes the language from Accept-Language when there is no cookie or user agent field, matching ar-EG to ar', () => {
    const d = decide(facts({ acceptLanguage: 'ar-EG,ar;q=0.9,en;q=0.5' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/ar' });
  });
  it('applies the China rule when nothing else gives a language: zh-cn for country 156', () => {
    const d = decide(facts({ ipCountry: () => '156', acceptLanguage: 'nl-NL' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/zh-cn' });
    expect(d.country).toBe('156');
  });
  it('applies the China rule when nothing else gives a language: en for any other country', () => {
    expect(redirectOf(decide(facts({ ipCountry: () => '276' })))).toEqual({ status: 302, location: '/en' });
  });
  it('uses the country cookie for the China rule, not the IP', () => {
    expect(redirectOf(decide(facts({ cookies: { country: '156' }, ipCountry: () => '840' })))).toEqual({ status: 302, location: '/zh-cn' });
  });
  it('sends a visitor whose IP lookup fails to /zh-cn, since the country then defaults to 156', () => {
    expect(redirectOf(decide(facts({ ipCountry: () => undefined })))).toEqual({ status: 302, location: '/zh-cn' });
  });
  it('keeps the query string when redirecting the root', () => {
    expect(redirectOf(decide(facts({ cookies: { lang: 'ko' }, search: '?utm_source=x' })))).toEqual({
      status: 302,
      location: '/ko?utm_source=x',
    });
  });
  it('ignores an invalid lang cookie and falls through to Accept-Language', () => {
    const d = decide(facts({ cookies: { lang: 'klingon' }, acceptLanguage: 'ja-JP' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/ja' });
    expect(d.setCookies).toContainEqual({ name: 'lang', value: 'ja', maxAge: ONE_YEAR });
  });
  it('ignores a redirect-only lang cookie such as zh-tw', () => {
    expect(redirectOf(decide(facts({ cookies: { lang: 'zh-tw' }, acceptLanguage: 'es' })))).toEqual({ status: 302, location: '/es' });
  });
  it('sends a non-root path without a language to /{lang}/404.html in the resolved language', () => {
    expect(redirectOf(decide(facts({ pathname: '/about', cookies: { lang: 'de' } })))).toEqual({ status: 302, location: '/de/404.html' });
    expect(redirectOf(decide(facts({ pathname: '/xx/yy/zz', acceptLanguage: 'fr-CA' })))).toEqual({
      status: 302,
      location: '/fr/404.html',
    });
  });
  it('lets /third through without a redirect', () => {
    const d = decide(facts({ pathname: '/third', search: '?code=1', cookies: SETTLED }));
    expect(d.type).toBe('continue');
    expect(d.lang).toBe('en');
  });
  it('lets any path containing /third through without a redirect', () => {
    expect(decide(facts({ pathname: '/login/third/callback' })).type).toBe('continue');
    expect(decide(facts({ pathname: '/de/third', cookies: SETTLED })).type).toBe('continue');
  });
});

describe('decide: unknown files are pages', () => {
  it.each(['/favicon.ico', '/wp-login.php', '/foo.bar'])('sends %s to the 404 page like any unknown path', (pathname) => {
    const d = decide(facts({ pathname, cookies: { lang: 'de' } }));
    expect(d).toMatchObject({ type: 'redirect', status: 302, location: '/de/404.html' });
  });
});

describe('decide: upper-case language codes', () => {
  it('answers /EN/about with 301 to /en/about, keeping the query', () => {
    expect(decide(facts({ pathname: '/EN/about', search: '?a=1' }))).toMatchObject({
      type: 'redirect',
      status: 301,
      location: '/en/about?a=1',
    });
  });
  it('sends /ZH-TW/x to /zh/x in one step', () => {
    expect(decide(facts({ pathname: '/ZH-TW/x' }))).toMatchObject({ status: 301, location: '/zh/x' });
  });
});

describe('decide: .cc hosts and /third', () => {
  it('shows /third in Vietnamese on a .cc host without redirecting', () => {
    expect(decide(facts({ host: 'corpatlas.cc', pathname: '/third', cookies: { lang: 'de' } }))).toMatchObject({
      type: 'continue',
      lang: 'vi',
    });
  });
});

describe('decide: API and asset paths', () => {
  it.each([
    '/api/search',
    '/_astro/index.abc123.js',
    '/favicon-atlas.svg',
    '/flags/3x2/GB.svg',
    '/countries/en.json',
    '/robots.txt',
    '/HealthCheck/Get',
  ])('passes %s through untouched without cookie writes', (pathname) => {
    const d = decide(facts({ pathname }));
    expect(d.type).toBe('continue');
    expect(d.setCookies).toEqual([]);
  });
  it('passes an API path through even on a .cc host', () => {
    const d = decide(facts({ host: 'corpatlas.cc', pathname: '/api/search' }));
    expect(d.type).toBe('continue');
    expect(d.setCookies).toEqual([]);
  });
  it('classifies page paths as pages', () => {
    expect(isNonPagePath('/')).toBe(false);
    expect(isNonPagePath('/en/about')).toBe(false);
    expect(isNonPagePath('/en/company/abc.html')).toBe(false);
    expect(isNonPagePath('/api')).toBe(false);
  });
});

describe('decide: cookie writes', () => {
  it('writes no cookie when every value is already what the request resolves to', () => {
    expect(decide(facts({ pathname: '/en/about', cookies: SETTLED })).setCookies).toEqual([]);
  });
  it('writes all four cookies on a first visit', () => {
    const d = decide(facts({ pathname: '/en/about', ipCountry: () => '392' }));
    expect(d.setCookies).toEqual([
      { name: 'lang', value: 'en', maxAge: ONE_YEAR },
      { name: 'country', value: '392', maxAge: ONE_YEAR },
      { name: 'userCountry', value: '392', maxAge: ONE_YEAR },
      { name: 'env', value: 'production', maxAge: ONE_YEAR },
    ]);
  });
  it('writes only the lang cookie when the path language differs from it', () => {
    expect(decide(facts({ pathname: '/en/about', cookies: { ...SETTLED, lang: 'de' } })).setCookies).toEqual([
      { name: 'lang', value: 'en', maxAge: ONE_YEAR },
    ]);
  });
  it('writes only the country cookie when the stored one is an alpha-2 code that normalises to a new value', () => {
    expect(decide(facts({ pathname: '/en/about', cookies: { ...SETTLED, country: 'JP' } })).setCookies).toEqual([
      { name: 'country', value: '392', maxAge: ONE_YEAR },
    ]);
  });
  it('writes only the userCountry cookie when it is missing', () => {
    const { userCountry: _, ...rest } = SETTLED;
    expect(decide(facts({ pathname: '/en/about', cookies: rest, ipCountry: () => '840' })).setCookies).toEqual([
      { name: 'userCountry', value: '840', maxAge: ONE_YEAR },
    ]);
  });
  it('writes only the env cookie when the environment changes', () => {
    expect(decide(facts({ pathname: '/en/about', cookies: SETTLED, env: 'development' })).setCookies).toEqual([
      { name: 'env', value: 'development', maxAge: ONE_YEAR },
    ]);
  });
  it('carries the cookie writes on a redirect as well', () => {
    const d = decide(facts({ cookies: { country: '840', userCountry: '840', env: 'production' }, acceptLanguage: 'it' }));
    expect(redirectOf(d)).toEqual({ status: 302, location: '/it' });
    expect(d.setCookies).toEqual([{ name: 'lang', value: 'it', maxAge: ONE_YEAR }]);
  });
});

describe('decide: country and user country', () => {
  it('takes the country from the cookie first', () => {
    const d = decide(facts({ pathname: '/en/about', cookies: { country: '392' }, userAgent: appUa('en|276'), ipCountry: () => '840' }));
    expect(d.country).toBe('392');
  });
  it('accepts an alpha-2 country cookie', () => {
    expect(decide(facts({ pathname: '/en/about', cookies: { country: 'jp' } })).country).toBe('392');
  });
  it('takes the country from the user agent field when there is no cookie', () => {
    expect(decide(facts({ pathname: '/en/about', userAgent: appUa('en|276'), ipCountry: () => '840' })).country).toBe('276');
  });
  it('maps a UK user agent country to 826', () => {
    expect(decide(facts({ pathname: '/en/about', userAgent: appUa('en|uk'), ipCountry: () => '840' })).country).toBe('826');
  });
  it('takes the country from the IP lookup when neither cookie nor user agent gives one', () => {
    expect(decide(facts({ pathname: '/en/about', ipCountry: () => '250' })).country).toBe('250');
  });
  it('skips an invalid country cookie and uses the IP lookup', () => {
    expect(decide(facts({ pathname: '/en/about', cookies: { country: '999' }, ipCountry: () => '250' })).country).toBe('250');
  });
  it('defaults both country and user country to 156 when the IP lookup fails', () => {
    const d = decide(facts({ pathname: '/en/about', ipCountry: () => undefined }));
    expect(d.country).toBe('156');
    expect(d.userCountry).toBe('156');
  });
  it('takes the user country from its own cookie, not from the user agent', () => {
    const d = decide(facts({ pathname: '/en/about', cookies: { userCountry: '392' }, userAgent: appUa('en|276'), ipCountry: () => '840' }));
    expect(d.userCountry).toBe('392');
    expect(d.country).toBe('276');
  });
});

describe('decide: the IP lookup', () => {
  it('is not called at all when cookies already give country and user country', () => {
    const ipCountry = vi.fn(() => '840');
    decide(facts({ pathname: '/en/about', cookies: { country: '392', userCountry: '392' }, ipCountry }));
    decide(facts({ pathname: '/', cookies: { country: '392', userCountry: '392' }, ipCountry }));
    expect(ipCountry).toHaveBeenCalledTimes(0);
  });
  it('is called once when only the country cookie is there, for the user country', () => {
    const ipCountry = vi.fn(() => '840');
    const d = decide(facts({ pathname: '/en/about', cookies: { country: '392' }, ipCountry }));
    expect(ipCountry).toHaveBeenCalledTimes(1);
    expect(d.userCountry).toBe('840');
  });
  it('is called only once per request even when both countries need it', () => {
    const ipCountry = vi.fn(() => '410');
    const d = decide(facts({ pathname: '/', ipCountry }));
    expect(ipCountry).toHaveBeenCalledTimes(1);
    expect(d.country).toBe('410');
    expect(d.userCountry).toBe('410');
  });
  it('is called only once even when it fails', () => {
    const ipCountry = vi.fn(() => undefined);
    decide(facts({ pathname: '/', ipCountry }));
    expect(ipCountry).toHaveBeenCalledTimes(1);
  });
});

describe('chinaRule', () => {
  it('gives zh-cn for 156 and en for anything else', () => {
    expect(chinaRule('156')).toBe('zh-cn');
    expect(chinaRule('840')).toBe('en');
    expect(chinaRule('344')).toBe('en');
  });
});
