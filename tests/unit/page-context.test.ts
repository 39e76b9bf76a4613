import { describe, expect, it } from 'vitest';
import { fillRequestContext, requestContext, type RequestBasics } from '../../src/server/site/page-context.ts';

const basics: RequestBasics = {
  lang: 'de',
  country: '276',
  userCountry: '826',
  isApp: false,
  brand: 'lens',
  brandGroup: 3,
  host: 'bizlens.com',
  secure: true,
};
const noCookies = { get: () => undefined } as never;

describe('the request context on Astro.locals', () => {
  it('holds what the middleware decided and what follows from it', () => {
    const locals = {} as App.Locals;
    fillRequestContext(locals, basics, new Request('https://bizlens.com/de'), noCookies);
    expect(locals).toMatchObject({
      ...basics,
      dir: 'ltr',
      htmlLang: 'de',
      origin: 'https://bizlens.com',
      brandName: locals.t('brand.lens.name'),
    });
    expect(locals.formatters.number(1234.5)).toBe('1.234,5');
  });

  it('looks the member up only when asked, once, and says that it was asked', async () => {
    const locals = {} as App.Locals;
    const asked = fillRequestContext(locals, basics, new Request('https://bizlens.com/de'), noCookies);
    expect(asked()).toBe(false);
    // No session token: nobody, without opening the database.
    expect(await locals.memberId()).toBeUndefined();
    expect(locals.memberId()).toBe(locals.memberId());
    expect(asked()).toBe(true);
  });

  it('gives error pages that the middleware never reached the defaults', async () => {
    const locals = requestContext({} as App.Locals);
    expect(locals).toMatchObject({ lang: 'en', brand: 'atlas', country: '', userCountry: '', isApp: false, dir: 'ltr' });
    expect(locals.t('nav.home')).toBeTypeOf('string');
    expect(await locals.memberId()).toBeUndefined();
  });

  it('leaves a context the middleware filled as it is', () => {
    const locals = {} as App.Locals;
    fillRequestContext(locals, basics, new Request('https://bizlens.com/de'), noCookies);
    const before = { ...locals };
    expect(requestContext(locals)).toBe(locals);
    expect({ ...locals }).toEqual(before);
  });
});
