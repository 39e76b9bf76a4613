import type { z } from 'zod';

/**
 * The JSON envelopes of spec section 7. Most calls answer `{ succeed, ErrorCode, Data }` (ErrorCode
 * 200 on success); the fuzzy-suggestion calls answer `{ code, data }`. Errors carry a readable
 * `Message` in the visitor's language and the same status on the HTTP response, never a stack.
 */

/** A refusal a service can throw: its status becomes ErrorCode and the HTTP status. */
export class AppError extends Error {
  readonly status: number;
  /** Headers of the refusal, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function ok(data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ succeed: true, ErrorCode: 200, Data: data }), { status: 200, headers: { ...JSON_HEADERS, ...headers } });
}

export function fuzzy(data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ code: 200, data }), { status: 200, headers: { ...JSON_HEADERS, ...headers } });
}

export function fail(status: number, message: string, fuzzyShape = false, headers: Record<string, string> = {}): Response {
  const body = fuzzyShape ? { code: status, data: [], message } : { succeed: false, ErrorCode: status, Message: message, Data: null };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A zod error as one line: the first problem with its field path ("size: Too big: expected …"). */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.');
  return path ? `${path}: ${issue.message}` : issue?.message ?? 'invalid request';
}
