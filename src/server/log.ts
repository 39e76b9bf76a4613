import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from './config/env.ts';

/**
 * The server's one logger: JSON lines (pino) on standard output, at LOG_LEVEL. Every line written
 * while a request is being answered carries that request's id (`reqId`, also sent back in the
 * X-Request-Id header), however deep the code that logs it: the HTTP front runs each request inside
 * `withRequestId`. Authorization and cookie headers are redacted wherever a line carries headers;
 * codes, passwords and message texts are never passed to it in the first place.
 */
interface LogState {
  requests: AsyncLocalStorage<{ reqId: string }>;
  /** Where lines go: standard output, synchronously (nothing is lost when the process exits); tests swap it. */
  sink: DestinationStream;
  log: Logger;
}

/** Header names redacted on any line that carries headers (as `headers`, `req.headers` or `res.headers`). */
const HEADER_SECRETS = ['authorization', 'cookie', 'set-cookie', 'x-api-key', 'proxy-authorization'];

function createState(): LogState {
  const state: Omit<LogState, 'log'> & Partial<Pick<LogState, 'log'>> = {
    requests: new AsyncLocalStorage<{ reqId: string }>(),
    sink: pino.destination({ dest: 1, sync: true }),
  };
  const forward: DestinationStream = { write: (line: string) => state.sink.write(line) };
  const logger = pino(
    {
      level: env.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => state.requests.getStore() ?? {},
      redact: {
        paths: HEADER_SECRETS.flatMap((h) => ['headers', 'req.headers', 'res.headers'].map((at) => `${at}["${h}"]`)),
        censor: '[redacted]',
      },
    },
    forward,
  );
  // The same object the forwarder reads its sink from: captureLog swaps the sink on it.
  state.log = logger;
  return state as LogState;
}

/**
 * One per process: the server (src/) and Astro's bundle of the same modules (dist/server) each load
 * this file, and a line logged inside a page or API call must carry the id the HTTP front gave it.
 */
const STATE = Symbol.for('corpsearch.log');
const state: LogState = ((globalThis as unknown as Record<symbol, LogState | undefined>)[STATE] ??= createState());
const requests = state.requests;

export const log: Logger = state.log;

/** Runs fn with every log line inside it tagged with this request id. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return requests.run({ reqId }, fn);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.reqId;
}

/** An id a proxy in front may have given the request: kept when it is short and plain, so it cannot forge log lines or headers. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the incoming X-Request-Id when it looks like a safe id, else a fresh UUID. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Sends log lines to `write` instead of standard output until the returned function is called (tests). */
export function captureLog(write: (line: string) => void): () => void {
  const previous = state.sink;
  state.sink = { write } as DestinationStream;
  return () => {
    state.sink = previous;
  };
}
