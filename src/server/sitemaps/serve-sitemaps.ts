import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { compressResponse } from '../http/compress.ts';
import { log } from '../log.ts';

export interface ServeSitemapsOptions {
  /** The directory writeSitemaps publishes (SITEMAP_DIR, default data/sitemaps). */
  dir: string;
  /** Origin of the request's brand host (siteOrigin), named by robots.txt. */
  origin: string;
}

// Exactly the names writeSitemaps gives its files: nothing else, so no path can leave the directory.
const CHILD = /^\/sitemaps\/((?:company|executive|dealer|regulator|exchange)-[a-z]{2,3}(?:-[a-z]{2})?-[1-9][0-9]{0,6}\.xml\.gz)$/;
// Crawlers read sitemaps rarely; a shared cache may keep them a day (a rebuild runs about daily).
const CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
const XML = 'application/xml; charset=utf-8';
const HINT = 'No sitemaps yet: run `npm run rebuild` to write them.\n';

/**
 * Answers /robots.txt, /sitemap.xml (the index) and /sitemaps/<child>.xml.gz from the sitemap
 * directory. Returns true when the request was one of these (answered, possibly asynchronously),
 * false to let the next handler have it.
 */
export function serveSitemaps(req: IncomingMessage, res: ServerResponse, pathname: string, options: ServeSitemapsOptions): boolean {
  let name: string;
  if (pathname === '/robots.txt') name = '';
  else if (pathname === '/sitemap.xml') name = 'sitemap.xml';
  else if (pathname.startsWith('/sitemaps/')) {
    const match = CHILD.exec(pathname);
    if (!match) {
      plain(req, res, 404, 'Not Found\n');
      return true;
    }
    name = match[1];
  } else return false;

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    plain(req, res, 405, 'Method Not Allowed\n');
    return true;
  }
  if (!name) {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    plain(req, res, 200, robotsTxt(options.origin));
    return true;
  }
  const send = () =>
    sendFile(req, res, join(options.dir, name), name !== 'sitemap.xml').catch((err: unknown) => {
      log.error({ err, file: name }, 'sitemap could not be sent');
      if (!res.headersSent) plain(req, res, 500, 'Internal Server Error\n');
      else res.destroy();
    });
  // The index can list thousands of files and compresses well; the children are gzip already.
  if (name === 'sitemap.xml') compressResponse(req, res, () => void send());
  else void send();
  return true;
}

/** robots.txt: everything but the API may be crawled; the sitemap index is on the same host. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}

async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, child: boolean): Promise<void> {
  let file: FileHandle;
  try {
    // Opened first and described through the handle: a rebuild publishing a new set meanwhile cannot
    // pair one file's headers with another's bytes.
    file = await open(path, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') throw err;
    plain(req, res, 404, child ? 'Not Found\n' : HINT);
    return;
  }
  let streaming = false;
  try {
    const stat = await file.stat();
    if (!stat.isFile()) {
      plain(req, res, 404, child ? 'Not Found\n' : HINT);
      return;
    }
    const gzip = child && new Negotiator(req).encodings(['gzip']).includes('gzip');
    // The plain (gunzipped) form of a child is another representation, so another tag.
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${child && !gzip ? '-plain' : ''}"`;
    res.setHeader('Content-Type', XML);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    if (child) res.setHeader('Vary', 'Accept-Encoding');
    if (notModified(req, etag, stat.mtimeMs)) {
      res.writeHead(304).end();
      return;
    }
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    if (!child || gzip) res.setHeader('Content-Length', String(stat.size));
    res.writeHead(200);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    streaming = true;
    const body = file.createReadStream(); // closes the file when done
    await (child && !gzip ? pipeline(body, createGunzip(), res) : pipeline(body, res)).catch((err: NodeJS.ErrnoException) => {
      // A client that goes away mid-file is not our error.
      if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
    });
  } finally {
    if (!streaming) await file.close();
  }
}

/** If-None-Match decides when present (weak comparison, RFC 9110); otherwise If-Modified-Since. */
function notModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    return inm.split(',').some((t) => {
      const tag = t.trim();
      return tag === '*' || tag.replace(/^W\//, '') === etag;
    });
  }
  const ims = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(ims) && Math.floor(mtimeMs / 1000) * 1000 <= ims;
}

function plain(req: IncomingMessage, res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (status !== 200) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.end(req.method === 'HEAD' ? undefined : body);
}
