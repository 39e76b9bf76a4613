import type { APIContext, APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Lang } from '../../i18n/languages.ts';
import { translator, type MessageInputs, type MessageKey } from '../../i18n/t.ts';
import { AppError } from '../app-error.ts';
import { resolveCaller } from './caller.ts';
import { describeIssues, fail } from './envelope.ts';
import { VISITOR_COOKIE } from '../search/visitor.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import { clientIp } from '../config/proxy-trust.ts';
import { log } from '../log.ts';
import { MAX_API_BODY, readBodyLimited } from '../request-body.ts';

/** clientAddress throws where the adapter has none (prerendering, tests): then it is unknown. */
function clientAddress(ctx: APIContext): string | undefined {
  try {
    return ctx.clientAddress;
  } catch {
    return undefined;
  }
}

/** What every API call knows of its caller, from the spec's request headers or the site's cookies. */
export interface ApiContext {
  lang: Lang;
  /** ISO alpha-2 in lower case ('us'): the visitor's country, which ranks first among equal matches. */
  country: string | undefined;
  /** The anonymous visitor id cookie, when the browser has one (recent browsing is kept per visitor). */
  visitor: string | undefined;
  /** Whether the request came over https (cookies set in answers are then Secure). */
  secure: boolean;
  /** The client's address (behind our proxy, from X-Forwarded-For), for rate limits. */
  ip: string;
  /** The primary database (Astro.locals.db, opened on first use): calls that write, or read what they or the caller just wrote. */
  db: Kysely<Database>;
  /** The database for public lookups (Astro.locals.readDb): a read replica when DATABASE_READ_URL is set, else the primary. */
  readDb: Kysely<Database>;
  request: Request;
  cookies: APIContext['cookies'];
}

/** Headers of spec section 7; the app sends them, the site falls back to its language and country. */
export function apiContext(ctx: APIContext): ApiContext {
  const h = ctx.request.headers;
  const { lang, country } = resolveCaller(
    { languagecode: h.get('languagecode'), language: h.get('language'), countrycode: h.get('countrycode') },
    { lang: ctx.locals.lang, country: ctx.locals.country },
  );
  return {
    lang,
    country,
    visitor: ctx.cookies.get(VISITOR_COOKIE)?.value,
    secure: ctx.locals.secure ?? false,
    request: ctx.request,
    cookies: ctx.cookies,
    ip: clientIp(h.get('x-forwarded-for'), clientAddress(ctx), env.TRUST_PROXY) ?? 'unknown',
    // Read when a call needs it: calls without SQL (providers, openapi) open no database.
    get db() {
      return ctx.locals.db;
    },
    get readDb() {
      return ctx.locals.readDb;
    },
  };
}

/** A message of the catalogue in the caller's language, for what a successful call says ("Password changed"). */
export function message(api: ApiContext, key: MessageKey, inputs?: MessageInputs): string {
  return translator(api.lang)(key, inputs);
}

type Run<S extends z.ZodType> = (input: z.infer<S>, api: ApiContext) => Promise<Response>;

interface RouteOptions {
  /** Answers `{ code, data }` (the fuzzy-suggestion shape) instead of the spec's envelope. */
  fuzzy?: boolean;
  /** The catalogue key of the refusal of a bad input, where the spec words it (else the first problem is described). */
  refuse?: (issue: z.ZodError) => MessageKey | undefined;
  /** A call that changes state: refuse it from another site (see sameSiteRequest). */
  csrf?: boolean;
}

/**
 * An API route: parses the query string (GET) or the JSON body (POST), validates it with the schema,
 * and runs the call. Bad input answers 400 with the first problem; an AppError its own status; any
 * other failure is logged and answers 500 with the catalogue's generic text, never a stack trace.
 */
export function route<S extends z.ZodType>(schema: S, run: Run<S>, opts: RouteOptions = {}): APIRoute {
  return async (ctx) => {
    const api = apiContext(ctx);
    const refuse = (code: MessageKey, status: number, params?: MessageInputs) =>
      fail(new AppError(code, status, params), api.lang, opts.fuzzy);
    if (opts.csrf && !sameSiteRequest(ctx.request)) return refuse('auth.crossSite', 403);
    let raw: unknown;
    if (ctx.request.method === 'GET') raw = Object.fromEntries(ctx.url.searchParams);
    else {
      const text = await readBodyLimited(ctx.request, MAX_API_BODY);
      // The rest of an oversized body is not worth reading: the connection closes after the answer.
      if (text === undefined) return fail(new AppError('api.tooLarge', 413, undefined, { Connection: 'close' }), api.lang, opts.fuzzy);
      try {
        raw = text.trim() ? JSON.parse(text) : {};
      } catch {
        return refuse('api.invalidJson', 400);
      }
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const key = opts.refuse?.(parsed.error);
      return key ? refuse(key, 400) : refuse('api.invalidRequest', 400, { detail: describeIssues(parsed.error) });
    }
    try {
      return await run(parsed.data, api);
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, method: ctx.request.method, path: ctx.url.pathname }, 'API call failed');
      return fail(err, api.lang, opts.fuzzy);
    }
  };
}

/**
 * CSRF protection for calls that change state. A forged request comes from a browser, and browsers
 * say where a request comes from: Origin (on every POST) and Sec-Fetch-Site (on every request). So
 * a request that names another site is refused, and one from our own pages passes. A request with
 * neither header is not a browser's (the mobile app, a server): no other site can make it on a
 * visitor's behalf. A bearer token (the app) passes too. Astro's own origin check covers form posts only.
 */
export function sameSiteRequest(request: Request): boolean {
  const h = request.headers;
  if (/^Bearer\s+\S+/i.test(h.get('authorization') ?? '')) return true;
  const origin = h.get('origin');
  if (origin) {
    try {
      return new URL(origin).host === (h.get('host') ?? new URL(request.url).host);
    } catch {
      return false;
    }
  }
  const site = h.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
