import type { APIRoute } from 'astro';
import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { adServerFor } from '../../../../server/ads/ad-server.ts';
import { callCountry, callLang, slotList } from '../../../../server/ads/ads-calls.ts';
import { fillQuery } from '../../../../server/ads/ads.schema.ts';
import { FREQUENCY_COOKIE, frequencyCookie, readFrequency } from '../../../../server/ads/frequency-cookie.ts';

export const prerender = false;

/**
 * GET: the page's one ad request (src/scripts/ad-slots.ts): a unit for each slot named, from the
 * campaigns that fit or a house ad. Private and never stored: it reads and updates the visitor's
 * frequency cookie (today's counts only, first-party).
 */
export const GET: APIRoute = (ctx) =>
  route(fillQuery, async (q, api) => {
    const now = new Date();
    const frequency = readFrequency(api.cookies.get(FREQUENCY_COOKIE)?.value, now);
    const { units, shown } = await adServerFor(api.db).fill({
      lang: callLang(q.lang, api.lang),
      page: q.page,
      slots: slotList(q.slots),
      country: callCountry(q.country, api.country),
      jurisdiction: q.jurisdiction?.trim().toLowerCase() || undefined,
      section: q.section?.trim().toUpperCase() || undefined,
      frequency,
      brand: ctx.locals.brandName,
    });
    const headers: Record<string, string> = { 'cache-control': 'private, no-store' };
    if (shown.length) headers['set-cookie'] = frequencyCookie(frequency, now, api.secure);
    return ok({ units: units.map(({ frequencyCap: _cap, ...u }) => u) }, headers);
  })(ctx);
