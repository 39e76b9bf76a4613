import type { z } from 'zod';
import type { Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { AppError } from '../app-error.ts';

/**
 * The JSON envelopes of spec section 7. Most calls answer `{ succeed, ErrorCode, Data }` (ErrorCode
 * 200 on success); the fuzzy-suggestion calls answer `{ code, data }`. Errors carry a readable
 * `Message` in the visitor's language and the same status on the HTTP response, never a stack.
 * Both the Astro routes (handler.ts) and the suggestions' fast path (suggestions.ts) answer through here.
 */

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** An answer before it becomes a Response (the fast path writes it to a Node response instead). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A success in the spec's envelope. */
export function ok(data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ succeed: true, ErrorCode: 200, Data: data }), {
    status: 200,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

/** A success of a fuzzy-suggestion call, `{ code, data }`, as a string (it is written as it is). */
export function fuzzyBody(data: unknown): string {
  return JSON.stringify({ code: 200, data });
}

/**
 * A thrown error as the answer of a call, worded in the caller's language: an AppError its own
 * status, code's message and headers; anything else 500 with the catalogue's generic text. This is
 * the one place where the API translates a refusal.
 */
export function errorAnswer(err: unknown, lang: Lang, fuzzyShape: boolean): Answer {
  const e = err instanceof AppError ? err : new AppError('error.generic', 500);
  const message = translator(lang)(e.code, e.params);
  const body = fuzzyShape ? { code: e.status, data: [], message } : { succeed: false, ErrorCode: e.status, Message: message, Data: null };
  return { status: e.status, headers: { ...JSON_HEADERS, ...e.headers }, body: JSON.stringify(body) };
}

/** An error answer as a Response. */
export function fail(err: unknown, lang: Lang, fuzzyShape = false): Response {
  const a = errorAnswer(err, lang, fuzzyShape);
  return new Response(a.body, { status: a.status, headers: a.headers });
}

/** A zod error as one line: the first problem with its field path ("size: Too big: expected …"). */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.');
  return path ? `${path}: ${issue.message}` : (issue?.message ?? 'invalid request');
}

/**
 * Headers of every answer of the token call: never cached (RFC 6749 section 5.1), and readable by a
 * browser app of another origin (a public client exchanging its code with PKCE). No cookie is read
 * or set there, so any origin may read the answer: a code, verifier or secret is what it needs.
 */
export const OAUTH_HEADERS = { pragma: 'no-cache', 'access-control-allow-origin': '*' } as const;

/**
 * A refusal of the partner apps' token call in RFC 6749's shape (section 5.2), `{ error,
 * error_description }`, the description worded in the caller's language like every other refusal.
 * An error that is not OAuth's own (a server failure) is `temporarily_unavailable` with the generic text.
 */
export function oauthErrorAnswer(err: unknown, lang: Lang): Response {
  const e = err instanceof AppError ? err : new AppError('error.generic', 500);
  const error = 'oauth' in e && typeof e.oauth === 'string' ? e.oauth : e.status >= 500 ? 'temporarily_unavailable' : 'invalid_request';
  const body = { error, error_description: translator(lang)(e.code, e.params) };
  return new Response(JSON.stringify(body), { status: e.status, headers: { ...JSON_HEADERS, ...OAUTH_HEADERS, ...e.headers } });
}
