import { EventEmitter } from 'node:events';
import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/**
 * Rendering into memory instead of a socket: the page cache renders a page once and answers many
 * requests from the result, and re-renders stale pages with no client waiting at all.
 */

export interface CapturedResponse {
  status: number;
  statusMessage: string;
  /** Lower-case names. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Callback = (err?: Error | null) => void;

/**
 * Stands in for a ServerResponse: collects status, headers and body, and settles `done` at end()
 * (or rejects it at destroy()). It implements what Astro's node adapter, its error paths and our
 * fallback pages use; it emits finish and close like a real response so that the adapter removes the
 * abort listener it put on the request's socket.
 */
export class CapturingResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  writableFinished = false;
  destroyed = false;
  readonly req: IncomingMessage;
  readonly done: Promise<CapturedResponse>;
  private readonly headers = new Map<string, number | string | string[]>();
  private readonly chunks: Buffer[] = [];
  private settle!: (value: CapturedResponse) => void;
  private fail!: (err: Error) => void;

  constructor(req: IncomingMessage) {
    super();
    this.req = req;
    this.done = new Promise((resolve, reject) => {
      this.settle = resolve;
      this.fail = reject;
    });
    // A render that fails before anyone awaits must not count as an unhandled rejection.
    this.done.catch(() => {});
  }

  /** This object where the adapter's types want a ServerResponse. */
  asServerResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.headers.set(name.toLowerCase(), Array.isArray(value) ? [...value] : (value as number | string));
    return this;
  }
  appendHeader(name: string, value: string | readonly string[]): this {
    const prev = this.headers.get(name.toLowerCase());
    const add = Array.isArray(value) ? value : [value as string];
    this.headers.set(name.toLowerCase(), prev === undefined ? [...add] : [...(Array.isArray(prev) ? prev : [String(prev)]), ...add]);
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  getHeaders(): OutgoingHttpHeaders {
    return Object.fromEntries(this.headers);
  }
  getHeaderNames(): string[] {
    return [...this.headers.keys()];
  }
  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }
  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
  }

  writeHead(status: number, reasonOrHeaders?: string | OutgoingHttpHeaders | unknown[], headers?: OutgoingHttpHeaders | unknown[]): this {
    this.statusCode = status;
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders;
    else headers = reasonOrHeaders;
    if (Array.isArray(headers)) {
      // Either [[name, value], …] or the flat [name, value, name, value] form.
      const pairs = Array.isArray(headers[0]) ? (headers as Array<[string, string]>) : pairsOf(headers as string[]);
      for (const [name, value] of pairs) this.appendHeader(name, String(value));
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }
  flushHeaders(): void {
    this.headersSent = true;
  }
  writeContinue(): void {}
  setTimeout(): this {
    return this;
  }
  cork(): void {}
  uncork(): void {}

  write(chunk: unknown, encoding?: BufferEncoding | Callback, cb?: Callback): boolean {
    if (typeof encoding === 'function') {
      cb = encoding;
      encoding = undefined;
    }
    if (this.writableEnded || this.destroyed) {
      if (cb) process.nextTick(cb, new Error('write after end'));
      return false;
    }
    this.push(chunk, encoding);
    this.headersSent = true;
    if (cb) process.nextTick(cb);
    return true;
  }

  end(chunk?: unknown, encoding?: BufferEncoding | Callback, cb?: Callback): this {
    if (typeof chunk === 'function') {
      cb = chunk as Callback;
      chunk = undefined;
    }
    if (typeof encoding === 'function') {
      cb = encoding;
      encoding = undefined;
    }
    if (this.writableEnded || this.destroyed) return this;
    if (chunk !== undefined && chunk !== null) this.push(chunk, encoding);
    this.headersSent = true;
    this.writableEnded = true;
    this.settle({
      status: this.statusCode,
      statusMessage: this.statusMessage,
      headers: this.getHeaders(),
      body: Buffer.concat(this.chunks),
    });
    process.nextTick(() => {
      this.writableFinished = true;
      this.emit('finish');
      this.emit('close');
      cb?.();
    });
    return this;
  }

  destroy(err?: Error): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (!this.writableEnded) this.fail(err ?? new Error('response destroyed before it ended'));
    process.nextTick(() => this.emit('close'));
    return this;
  }

  private push(chunk: unknown, encoding?: BufferEncoding): void {
    if (typeof chunk === 'string') this.chunks.push(Buffer.from(chunk, encoding ?? 'utf8'));
    else if (chunk instanceof Uint8Array) this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
}

/** Request headers a re-render must not carry: one visitor's identity, or a conditional request. */
const DROPPED_REQUEST_HEADERS = new Set([
  'cookie',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
  'content-length',
  'transfer-encoding',
  'expect',
]);

/**
 * A GET request that no client waits on, for rendering a page in the background: the triggering
 * request's headers (Host, forwarded protocol, language…) without cookies or conditions, on an
 * unconnected socket, body already ended.
 */
export function syntheticRequest(from: IncomingMessage, url = from.url ?? '/'): IncomingMessage {
  const socket = new Socket();
  // Astro builds the page URL's protocol from the socket; keep https pages https.
  if ((from.socket as { encrypted?: boolean } | undefined)?.encrypted) Object.defineProperty(socket, 'encrypted', { value: true });
  const req = new IncomingMessage(socket);
  req.method = 'GET';
  req.url = url;
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  req.httpVersion = '1.1';
  const headers: Record<string, string | string[]> = {};
  const raw: string[] = [];
  for (const [name, value] of Object.entries(from.headers)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
    headers[name] = value;
    for (const v of Array.isArray(value) ? value : [value]) raw.push(name, v);
  }
  req.headers = headers;
  req.rawHeaders = raw;
  req.push(null);
  return req;
}

function pairsOf(flat: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}
