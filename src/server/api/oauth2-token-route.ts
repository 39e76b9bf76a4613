import type { APIRoute } from 'astro';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import { clientIp } from '../config/proxy-trust.ts';
import { log } from '../log.ts';
import { OauthError, exchangeCode } from '../partners/partner-oauth.service.ts';
import { partnerTokenBody } from '../partners/partner-oauth.schema.ts';
import { resolveCaller } from './caller.ts';
import { oauthErrorAnswer } from './envelope.ts';
import { MAX_BODY, readBodyLimited } from './handler.ts';

/**
 * POST oauth2/token (spec section 7, the gateway's token call). Not `route()`: an OAuth client
 * posts a form (application/x-www-form-urlencoded, RFC 6749 section 4.1.3; JSON is accepted too)
 * and expects RFC 6749's answers, not the site's envelope. No same-site check: the caller is the
 * partner's server, which authenticates itself (client secret or PKCE) and is rate-limited per client id.
 */
export const oauth2TokenRoute: APIRoute = async (ctx) => {
  const h = ctx.request.headers;
  const { lang } = resolveCaller(
    { languagecode: h.get('languagecode'), language: h.get('language'), countrycode: null },
    { lang: ctx.locals.lang },
  );
  const refuse = (key: 'oauth2.invalidRequest' | 'api.tooLarge', status = 400) =>
    oauthErrorAnswer(new OauthError('invalid_request', key, status), lang);
  const text = await readBodyLimited(ctx.request, MAX_BODY);
  if (text === undefined) return refuse('api.tooLarge', 413);
  let raw: unknown;
  if (/^application\/json/i.test(h.get('content-type') ?? '')) {
    try {
      raw = text.trim() ? JSON.parse(text) : {};
    } catch {
      return refuse('oauth2.invalidRequest');
    }
  } else {
    const form = new URLSearchParams(text);
    // RFC 6749 section 3.2: a parameter sent twice is an invalid request.
    if (new Set(form.keys()).size !== [...form.keys()].length) return refuse('oauth2.invalidRequest');
    raw = Object.fromEntries(form);
  }
  const parsed = partnerTokenBody.safeParse(raw);
  if (!parsed.success) return refuse('oauth2.invalidRequest');
  let address: string | undefined;
  try {
    address = ctx.clientAddress;
  } catch {
    /* none (tests) */
  }
  const ip = clientIp(h.get('x-forwarded-for'), address, env.TRUST_PROXY) ?? 'unknown';
  try {
    const answer = await exchangeCode(ctx.locals.db, parsed.data, h.get('authorization'), ip);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', pragma: 'no-cache' },
    });
  } catch (err) {
    if (!(err instanceof AppError)) log.error({ err, path: ctx.url.pathname }, 'API call failed');
    return oauthErrorAnswer(err, lang);
  }
};
