import type { APIRoute } from 'astro';
import { answerFill } from '../../../../server/api/ad-fast-path.ts';

export const prerender = false;

/**
 * GET: the page's one ad request (src/scripts/ad-slots.ts): a unit for each slot named, from the
 * campaigns that fit or a house ad. Our HTTP front answers it before Astro (server/api/ad-fast-path.ts);
 * this route gives the same answer where there is no front (the dev server).
 */
export const GET: APIRoute = async ({ request, url, locals }) => {
  const h = request.headers;
  const a = await answerFill(
    url.searchParams,
    {
      languagecode: h.get('languagecode'),
      language: h.get('language'),
      countrycode: h.get('countrycode'),
      cookie: h.get('cookie'),
      host: h.get('host'),
    },
    locals.secure ?? false,
  );
  return new Response(a.body, { status: a.status, headers: a.headers });
};
