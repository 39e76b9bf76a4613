import { fail } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { OauthRedirectError, checkAuthorization } from '../../../../server/partners/partner-oauth.service.ts';
import { partnerAuthorizeQuery } from '../../../../server/partners/partner-oauth.schema.ts';

export const prerender = false;

/**
 * GET: a partner app's authorization request (response_type=code, client_id, redirect_uri, scope,
 * state, code_challenge, code_challenge_method=S256). Checked here, then 302 to the consent page
 * /{lang}/authorize with the same query, where the signed-in member allows or denies. A refusal once
 * the client and redirect URI are known good goes back to the client (302 with `error` and `state`);
 * before that it is this site's envelope (400), never a redirect to an unchecked address.
 */
export const GET = route(partnerAuthorizeQuery, async (q, api) => {
  try {
    await checkAuthorization(api.db, q);
  } catch (err) {
    if (err instanceof OauthRedirectError)
      return new Response(null, { status: 302, headers: { location: err.location, 'cache-control': 'no-store' } });
    return fail(err, api.lang);
  }
  const url = new URL(api.request.url);
  return new Response(null, { status: 302, headers: { location: `/${api.lang}/authorize${url.search}`, 'cache-control': 'no-store' } });
});
