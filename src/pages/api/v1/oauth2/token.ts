import { oauth2TokenRoute } from '../../../../server/api/oauth2-token-route.ts';

export const prerender = false;

/** POST (form or JSON): an authorization code for an access token, RFC 6749's answers (see oauth2-token-route.ts). */
export const POST = oauth2TokenRoute;
