import type { APIRoute } from 'astro';
import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { adServerFor } from '../../../../server/ads/ad-server.ts';
import { CAROUSEL_MAX_UNITS, callCountry, callLang } from '../../../../server/ads/ads-calls.ts';
import { appAdQuery } from '../../../../server/ads/ads.schema.ts';
import { appUnitOf } from '../../../../server/ads/app-units.ts';

export const prerender = false;

/** GET: the app's home carousel: up to five different units (a house ad when none fits). Cached by the app for a minute. */
export const GET: APIRoute = (ctx) =>
  route(appAdQuery, async (q, api) => {
    const lang = callLang(q.lang, api.lang);
    const units = await adServerFor(api.db).app({
      placement: 'appCarousel',
      lang,
      country: callCountry(q.country, api.country),
      brand: ctx.locals.brandName,
      origin: ctx.locals.origin,
      max: CAROUSEL_MAX_UNITS,
    });
    return ok(
      { units: units.map((u) => appUnitOf(u, lang)) },
      { 'cache-control': 'private, max-age=60', vary: 'languagecode, language, countrycode, accept-language' },
    );
  })(ctx);
