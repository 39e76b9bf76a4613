import compression from 'compression';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli quality 5 gets close to the best ratio for HTML and JSON at a fraction of the CPU of quality
 * 11 (static files are precompressed at 11 instead); a 128 KB window is plenty for our pages.
 */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 17 };
/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD = 512;

/**
 * On-the-fly compression of rendered responses by Accept-Encoding (brotli preferred, then gzip),
 * through the well-kept `compression` middleware, for answers written as they are rendered.
 */
const middleware = compression({ threshold: THRESHOLD, brotli: { params: BROTLI_PARAMS } });

/** Wraps res so that whatever Astro writes next goes out compressed; calls next once ready. */
export function compressResponse(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  middleware(req as never, res as never, next);
}

/**
 * Sends a small answer that is whole in hand (a search suggestion's JSON, a record's deeper sections),
 * compressed in one call.
 * The middleware's streams cost a 2 KB suggestion more than its search: a stream per answer, thread
 * pool hops, and encoders' native memory that V8 counts against its heap until a full collection
 * frees it. At 200 suggestions a second that was 0.6 ms of CPU an answer and a full collection every
 * 1.3 s per worker: p99 5.2 ms uncompressed against 10.9 ms through the streams (fixed query, two
 * workers). Compressing 2 KB at once takes 50–100 µs.
 */
export function sendWhole(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  text: string | Buffer,
): void {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  const encoding = body.length < THRESHOLD ? 'identity' : pickEncoding(req.headers['accept-encoding']);
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === 'gzip'
        ? gzipSync(body, { level: 6 })
        : body;
  res.writeHead(status, {
    ...headers,
    vary: headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding',
    'content-length': sent.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Our preference (br, then gzip, else identity) among what Accept-Encoding allows (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}
