import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { AppError } from '../app-error.ts';
import { unsubscribe, unsubscribeMember } from '../alerts/alerts-unsubscribe.service.ts';
import { oneClickBody, unsubscribeQuery } from '../alerts/alerts.schema.ts';
import type { Database } from '../db/schema.ts';
import { siteDb } from '../db/instance.ts';
import { log } from '../log.ts';
import { MAX_API_BODY, readBodyLimited } from '../request-body.ts';
import { resolveCaller } from './caller.ts';
import { fail, ok } from './envelope.ts';

/**
 * The alert e-mails' List-Unsubscribe address, /api/v1/alerts/unsubscribe?token=… (RFC 8058).
 * POST with the body `List-Unsubscribe=One-Click` is the one-click unsubscribe: mail providers send
 * it from their servers, with no cookie and no Origin, which Astro's origin check refuses on every
 * form post, so our HTTP front answers it itself (serveUnsubscribeCall; the Astro route is its
 * stand-in under `astro dev`). No same-site check on purpose: the call reads no cookie, and the
 * signed token allows this one thing only. GET (a person who opened the address) never changes
 * anything: it redirects to the confirm page in the member's language.
 */
const PATH = '/api/v1/alerts/unsubscribe';

export const isUnsubscribeCall = (method: string, pathname: string) => method === 'POST' && pathname === PATH;

async function answerOneClick(request: Request, db: Kysely<Database>, lang: Lang): Promise<Response> {
  const refuse = (err: unknown) => fail(err, lang);
  const text = await readBodyLimited(request, MAX_API_BODY);
  if (text === undefined) return refuse(new AppError('api.tooLarge', 413, undefined, { Connection: 'close' }));
  const query = unsubscribeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const form = new URLSearchParams(text);
  const body = oneClickBody.safeParse(Object.fromEntries(form));
  if (!query.success || !body.success) return refuse(new AppError('alerts.badLink', 400));
  try {
    await unsubscribe(db, query.data.token);
    return ok({ mode: 'off', message: translator(lang)('alerts.unsubscribe.done') }, { 'cache-control': 'no-store' });
  } catch (err) {
    if (!(err instanceof AppError)) log.error({ err, path: PATH }, 'API call failed');
    return refuse(err);
  }
}

/** The front's answer to the one-click POST (server/http/server.ts), before Astro. */
export function serveUnsubscribeCall(req: IncomingMessage, res: ServerResponse): void {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`http://localhost${req.url ?? PATH}`, {
    method: 'POST',
    headers,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const { lang } = resolveCaller({ languagecode: headers.get('languagecode'), language: headers.get('language') }, {});
  answerOneClick(request, siteDb(), lang)
    .then(async (answer) => {
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => (out[k] = v));
      res.writeHead(answer.status, out).end(await answer.text());
    })
    .catch((err: unknown) => {
      log.error({ err, path: PATH }, 'API call failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 500, message: 'error' }));
    });
}

/** POST under `astro dev` (in production the front answers first). */
export const oneClickRoute: APIRoute = (ctx) => answerOneClick(ctx.request, ctx.locals.db, ctx.locals.lang);

/** GET: to the confirm page, in the language of the member's e-mails (a link that is not ours: the caller's). */
export const unsubscribeLinkRoute: APIRoute = async (ctx) => {
  const token = ctx.url.searchParams.get('token') ?? '';
  let lang: Lang = isLang(ctx.locals.lang) ? ctx.locals.lang : DEFAULT_LANG;
  try {
    const member = await unsubscribeMember(ctx.locals.db, token);
    if (isLang(member.lang)) lang = member.lang;
  } catch {
    /* the page says the link is not valid */
  }
  return new Response(null, {
    status: 302,
    headers: { location: `/${lang}/unsubscribe?token=${encodeURIComponent(token)}`, 'cache-control': 'no-store' },
  });
};
