import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt, serveSitemaps } from '../../src/server/sitemaps/serve-sitemaps.ts';

// Long enough (over 512 bytes) for on-the-fly compression to apply.
const INDEX =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from({ length: 20 }, (_, i) => `<sitemap><loc>https://corpatlas.com/sitemaps/company-en-${i + 1}.xml.gz</loc></sitemap>\n`).join(
    '',
  ) +
  '</sitemapindex>\n';
const CHILD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  '<url><loc>https://corpatlas.com/en/company/c-1.html</loc></url>\n</urlset>\n';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the path goes out exactly as written (no normalising, no automatic decompression). */
function get(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function siteWith(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (!serveSitemaps(req, res, pathname, { dir, origin: 'https://bizlens.com' })) res.writeHead(418).end('next handler');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('serveSitemaps', () => {
  let root: string;
  let server: Server;
  let missing: Server;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-sitemaps-'));
    const dir = join(root, 'sitemaps');
    mkdirSync(dir);
    writeFileSync(join(dir, 'sitemap.xml'), INDEX);
    writeFileSync(join(dir, 'company-en-1.xml.gz'), gzipSync(CHILD));
    writeFileSync(join(dir, 'company-zh-cn-12.xml.gz'), gzipSync(CHILD));
    writeFileSync(join(root, 'secret.xml.gz'), gzipSync('secret'));
    const when = new Date('2026-11-20T10:00:00Z');
    utimesSync(join(dir, 'sitemap.xml'), when, when);
    server = await siteWith(dir);
    missing = await siteWith(join(root, 'not-yet'));
  });

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await new Promise((r) => missing?.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the index as XML with caching headers', async () => {
    const r = await get(server, '/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.body.toString()).toBe(INDEX);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=3600, s-maxage=86400');
    expect(r.headers['last-modified']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
    expect(r.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
  });

  it('compresses the index for a client that accepts it', async () => {
    const r = await get(server, '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toBe(INDEX);
  });

  it('serves a child as gzip to a client that accepts gzip', async () => {
    const r = await get(server, '/sitemaps/company-en-1.xml.gz', { 'accept-encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-length']).toBe(String(r.body.length));
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(r.body).toString()).toBe(CHILD);
  });

  it('unzips a child for a client that does not accept gzip, under another tag', async () => {
    const zipped = await get(server, '/sitemaps/company-zh-cn-12.xml.gz', { 'accept-encoding': 'gzip' });
    const r = await get(server, '/sitemaps/company-zh-cn-12.xml.gz', { 'accept-encoding': 'identity' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe(CHILD);
    expect(r.headers.etag).not.toBe(zipped.headers.etag);
  });

  it('answers 304 when If-None-Match carries the current tag', async () => {
    const first = await get(server, '/sitemaps/company-en-1.xml.gz', { 'accept-encoding': 'gzip' });
    const again = await get(server, '/sitemaps/company-en-1.xml.gz', {
      'accept-encoding': 'gzip',
      'if-none-match': `W/"x", ${first.headers.etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const index = await get(server, '/sitemap.xml');
    expect((await get(server, '/sitemap.xml', { 'if-none-match': index.headers.etag! })).status).toBe(304);
    expect((await get(server, '/sitemap.xml', { 'if-none-match': '"stale"' })).status).toBe(200);
    expect((await get(server, '/sitemap.xml', { 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' })).status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const r = await get(server, '/sitemaps/company-en-1.xml.gz', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(Number(r.headers['content-length'])).toBeGreaterThan(0);
    expect(r.body.length).toBe(0);
    const index = await get(server, '/sitemap.xml', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(index.status).toBe(200);
    expect(index.body.length).toBe(0);
    const robots = await get(server, '/robots.txt', {}, 'HEAD');
    expect(robots.status).toBe(200);
    expect(robots.body.length).toBe(0);
  });

  it.each([
    '/sitemaps/../secret.xml.gz',
    '/sitemaps/..%2fsecret.xml.gz',
    '/sitemaps/%2e%2e/secret.xml.gz',
    '/sitemaps/company-en-1.xml.gz/../../secret.xml.gz',
    '/sitemaps/sitemap.xml',
    '/sitemaps/company-en-0.xml.gz',
    '/sitemaps/company-EN-1.xml.gz',
    '/sitemaps/',
    '/sitemaps/company-en-2.xml.gz',
  ])('refuses %s with 404', async (path) => {
    const r = await get(server, path, { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(404);
    expect(r.body.toString()).not.toContain('secret');
  });

  it('leaves other paths to the next handler', async () => {
    expect((await get(server, '/sitemapsx')).status).toBe(418);
    expect((await get(server, '/en/company/c-1.html')).status).toBe(418);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const r = await get(server, '/sitemap.xml', {}, 'POST');
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
  });

  it("names the caller's origin in robots.txt", async () => {
    const r = await get(server, '/robots.txt');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.body.toString()).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://bizlens.com/sitemap.xml\n');
    expect(robotsTxt('https://corpatlas.com/')).toContain('Sitemap: https://corpatlas.com/sitemap.xml\n');
  });

  it('answers 404 with a hint, not an error, before any sitemap was written', async () => {
    const r = await get(missing, '/sitemap.xml');
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.body.toString()).toContain('npm run rebuild');
    expect((await get(missing, '/sitemaps/company-en-1.xml.gz')).status).toBe(404);
    expect((await get(missing, '/robots.txt')).status).toBe(200);
  });
});
