import { TIMERS } from './constants.ts';

/**
 * The one client islands call the API through (spec section 7): JSON, the requested-with, language
 * and country headers, a 15 s timeout, and the envelopes unwrapped: `{ code, data }` of the fuzzy
 * calls and `{ succeed, ErrorCode, Data }` of the others. Plain fetch rather than ofetch: the search
 * island has an 8 KB budget, and these few lines are all the conventions need.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface CallerHeaders {
  lang: string;
  countryCode?: string;
}

type Envelope = {
  code?: number;
  data?: unknown;
  succeed?: boolean;
  ErrorCode?: number;
  Data?: unknown;
  message?: string;
  Message?: string;
};

/** The payload of an answer, or an ApiError with the answer's status and message. */
export function unwrap(status: number, body: Envelope | undefined): unknown {
  const code = body?.code ?? body?.ErrorCode ?? status;
  if (status !== 200 || !body || code !== 200 || body.succeed === false)
    throw new ApiError(code === 200 ? status : code, body?.message ?? body?.Message ?? '');
  return 'Data' in body ? body.Data : body.data;
}

function callerHeaders(caller: CallerHeaders): Record<string, string> {
  return {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    languagecode: caller.lang,
    ...(caller.countryCode ? { countrycode: caller.countryCode } : {}),
  };
}

async function call(url: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMERS.requestTimeout);
  const res = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  const body = (await res.json().catch(() => undefined)) as Envelope | undefined;
  return unwrap(res.status, body);
}

export function apiGet(path: string, params: Record<string, string>, caller: CallerHeaders, signal?: AbortSignal): Promise<unknown> {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  return call(`${path}?${query}`, { headers: callerHeaders(caller) }, signal);
}

/** A JSON POST (the account calls); the session cookie goes along, as for any same-site request. */
export function apiPost(path: string, body: unknown, caller: CallerHeaders, signal?: AbortSignal): Promise<unknown> {
  return call(
    path,
    { method: 'POST', headers: { ...callerHeaders(caller), 'content-type': 'application/json' }, body: JSON.stringify(body) },
    signal,
  );
}
