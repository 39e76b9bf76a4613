import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { searchCountryEntries } from '../../../../server/countries/country-search.ts';
import { countrySearchQuery } from '../../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/** GET ?content=: countries whose name (in the caller's language) contains the text, or whose code or dial prefix it is. */
export const GET = route(countrySearchQuery, async (q, api) =>
  ok(
    searchCountryEntries(api.lang, q.content).map(({ code, name, flag, flagC, countryCode, twoCharCode }) => ({
      code,
      name,
      flag,
      flagC,
      countryCode,
      twoCharCode,
    })),
    { 'cache-control': 'public, max-age=3600', vary: 'languagecode, language, cookie' },
  ),
);
