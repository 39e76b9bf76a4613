import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import type { Lang } from '../../i18n/languages.ts';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import { clientIp, type ProxyTrust } from '../config/proxy-trust.ts';
import type { Database } from '../db/schema.ts';
import { siteDb } from '../db/instance.ts';
import { log } from '../log.ts';
import { OauthError, exchangeCode } from '../partners/partner-oauth.service.ts';
import { partnerTokenBody } from '../partners/partner-oauth.schema.ts';
import { resolveCaller } from './caller.ts';
import { OAUTH_HEADERS, oauthErrorAnswer } from './envelope.ts';
import { MAX_API_BODY, readBodyLimited } from '../request-body.ts';

/**
 * POST oauth2/token (spec section 7, the gateway's token call). Not `route()`: an OAuth client posts
 * a form (application/x-www-form-urlencoded, RFC 6749 section 4.1.3; JSON is accepted too) and
 * expects RFC 6749's answers, not the site's envelope. The caller is the partner's server: it sends
 * no Origin, which Astro's origin check (made for browser forms) refuses on every form post, so our
 * HTTP front answers this call itself (serveTokenCall) and the Astro route is its stand-in under
 * `astro dev`. No same-site check is needed: the call reads no cookie and changes no browser's
 * session; the client authenticates itself (secret or PKCE) and is rate-limited per client id.
 */

const PATH = '/api/v1/oauth2/token';

/** Whether the front should answer this request itself. */
export const isTokenCall = (method: string, pathname: string) => method === 'POST' && pathname === PATH;

async function answerToken(request: Request, lang: Lang, db: Kysely<Database>, ip: string): Promise<Response> {
  const h = request.headers;
  const refuse = (key: 'oauth2.invalidRequest' | 'api.tooLarge', status = 400) =>
    oauthErrorAnswer(new OauthError('invalid_request', key, status), lang);
  const text = await readBodyLimited(request, MAX_API_BODY);
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
  try {
    const answer = await exchangeCode(db, parsed.data, h.get('authorization'), ip);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...OAUTH_HEADERS },
    });
  } catch (err) {
    if (!(err instanceof AppError)) log.error({ err, path: PATH }, 'API call failed');
    return oauthErrorAnswer(err, lang);
  }
}

const langOf = (h: { get(name: string): string | null }, site?: string) =>
  resolveCaller({ languagecode: h.get('languagecode'), language: h.get('language') }, { lang: site }).lang;

/** The front's answer (server/http/server.ts), before Astro. */
export function serveTokenCall(req: IncomingMessage, res: ServerResponse, trust: ProxyTrust): void {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`http://localhost${PATH}`, {
    method: 'POST',
    headers,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const ip = clientIp(headers.get('x-forwarded-for'), req.socket.remoteAddress, trust) ?? 'unknown';
  answerToken(request, langOf(headers), siteDb(), ip)
    .then(async (answer) => {
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => (out[k] = v));
      // An oversized body is left unread: the connection closes after the answer.
      if (answer.status === 413) out.connection = 'close';
      res.writeHead(answer.status, out).end(await answer.text());
    })
    .catch((err: unknown) => {
      log.error({ err, path: PATH }, 'API call failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'temporarily_unavailable', error_description: 'error' }));
    });
}

/** The Astro route (astro dev; in production the front answers first). */
export const oauth2TokenRoute: APIRoute = async (ctx) => {
  let address: string | undefined;
  try {
    address = ctx.clientAddress;
  } catch {
    /* none (tests) */
  }
  const ip = clientIp(ctx.request.headers.get('x-forwarded-for'), address, env.TRUST_PROXY) ?? 'unknown';
  return answerToken(ctx.request, langOf(ctx.request.headers, ctx.locals.lang), ctx.locals.db, ip);
};
