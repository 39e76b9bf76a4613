import { resolve } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { compressResponse } from './compress.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { serveStatic } from './static-files.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

export interface ServerOptions {
  /** dist/client: prerendered files and build assets. */
  clientDir: string;
  /** The node adapter's handler (middleware mode) from dist/server/entry.mjs. */
  astro: AstroHandler;
  trustProxy: boolean;
}

/**
 * Our HTTP front: the health probe first (no other work), then precompressed static files, then
 * Astro for everything rendered, compressed on the fly. Security headers go on every response.
 */
export function createSiteServer({ clientDir, astro, trustProxy }: ServerOptions): Server {
  const root = resolve(clientDir);
  return createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    if (pathname === '/HealthCheck/Get') {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('OK');
      return;
    }
    const https = (req.socket as { encrypted?: boolean }).encrypted === true ||
      (trustProxy && req.headers['x-forwarded-proto'] === 'https');
    setSecurityHeaders(res, https);
    if (serveStatic(root, req, res, pathname)) return;
    compressResponse(req, res, () => astro(req, res, (err) => {
      // The adapter calls next only when it has nothing to answer with or failed before rendering.
      if (!res.headersSent) res.writeHead(err ? 500 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(err ? 'Error' : 'This page could not be found');
    }));
  });
}
