import type { APIRoute } from 'astro';
import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { translator } from '../../../../i18n/t.ts';
import { adServerFor } from '../../../../server/ads/ad-server.ts';
import { callCountry, callLang, SPLASH_MAX_SECONDS } from '../../../../server/ads/ads-calls.ts';
import { appAdQuery } from '../../../../server/ads/ads.schema.ts';
import { appUnitOf } from '../../../../server/ads/app-units.ts';

export const prerender = false;

/**
 * GET: the app's splash unit. Always with a close button usable at once (close.oneClick), never a
 * countdown-only close; it closes by itself after close.maxSeconds. Cached by the app for a minute.
 */
export const GET: APIRoute = (ctx) =>
  route(appAdQuery, async (q, api) => {
    const lang = callLang(q.lang, api.lang);
    const [unit] = await adServerFor(api.db).app({
      placement: 'splash',
      lang,
      country: callCountry(q.country, api.country),
      brand: ctx.locals.brandName,
      origin: ctx.locals.origin,
      max: 1,
    });
    return ok(
      {
        unit: unit ? appUnitOf(unit, lang) : null,
        close: { oneClick: true, label: translator(lang)('advertiser.app.close'), maxSeconds: SPLASH_MAX_SECONDS },
      },
      { 'cache-control': 'private, max-age=60', vary: 'languagecode, language, countrycode, accept-language' },
    );
  })(ctx);
