import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import Negotiator from 'negotiator';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.html': 'text/html; charset=utf-8',
};

/** Picks the precompressed variant the client accepts (q-values honoured): brotli first, then gzip. */
export function pickEncoding(acceptEncoding: string | undefined, has: (suffix: string) => boolean): 'br' | 'gzip' | undefined {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encodings(['br', 'gzip']);
  if (accepted.includes('br') && has('.br')) return 'br';
  if (accepted.includes('gzip') && has('.gz')) return 'gzip';
  return undefined;
}

/** Hashed build assets never change under their name; everything else is revalidated daily. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

// dist/client does not change while the server runs, so each file is looked up on disk once.
const sizes = new Map<string, number | undefined>();
function fileSize(path: string): number | undefined {
  if (sizes.has(path)) return sizes.get(path);
  let size: number | undefined;
  try {
    const s = statSync(path);
    size = s.isFile() ? s.size : undefined;
  } catch {
    size = undefined;
  }
  if (sizes.size < 50_000) sizes.set(path, size); // bounded: probes for missing files cannot grow it forever
  return size;
}

// Small files (flags, country lists, scripts) are kept in memory after their first read: a stream
// per request costs more than the bytes. Files over 256 KB, and anything past 64 MB in all, stream.
const bodies = new Map<string, Buffer>();
let cachedBytes = 0;
function cachedBody(path: string): Buffer | undefined {
  const hit = bodies.get(path);
  if (hit) return hit;
  const size = fileSize(path) ?? Infinity;
  if (size > 256 * 1024 || cachedBytes + size > 64 * 1024 * 1024) return undefined;
  const body = readFileSync(path);
  bodies.set(path, body);
  cachedBytes += body.length;
  return body;
}

/**
 * Serves a file of dist/client if one matches the path, using the .br/.gz file written at build time.
 * root must be absolute and normalised. Returns false when there is no such file (the request goes on to Astro).
 */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const type = TYPES[extname(pathname)];
  if (!type || type.startsWith('text/html')) return false; // pages always go through the request rules
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep)) return false;
  const size = fileSize(file);
  if (size === undefined) return false;

  const encoding = pickEncoding(req.headers['accept-encoding'], (s) => fileSize(file + s) !== undefined);
  const served = encoding ? file + (encoding === 'br' ? '.br' : '.gz') : file;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(fileSize(served)));
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const body = cachedBody(served);
  if (body) res.end(body);
  else
    createReadStream(served)
      .on('error', () => res.destroy())
      .pipe(res);
  return true;
}
