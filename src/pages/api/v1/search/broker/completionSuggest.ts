import type { APIRoute } from 'astro';
import { answerSuggestion } from '../../../../../server/api/suggestions.ts';

export const prerender = false;

/**
 * GET ?prefix= : the top 10 brokers for what has been typed, as `{ code, data }` (the same envelope and
 * name search as the company suggestions). In production our HTTP front answers this path itself
 * (src/server/api/suggestions.ts); this route serves the dev server and the same code.
 */
export const GET: APIRoute = async ({ url, request }) => {
  const h = request.headers;
  const a = await answerSuggestion('dealer', url.searchParams, {
    languagecode: h.get('languagecode'),
    language: h.get('language'),
    countrycode: h.get('countrycode'),
    cookie: h.get('cookie'),
  });
  return new Response(a.body, { status: a.status, headers: a.headers });
};
