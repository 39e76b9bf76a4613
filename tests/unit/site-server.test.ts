import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../src/server/http/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
let base = '';
let mode: 'throw' | 'next-error' | 'next' | 'ok' | 'not-found-ok' | 'cookie-public' | 'error-page-503' = 'ok';
let astroCalls = 0;
const server = createSiteServer({
  clientDir: dir,
  trustProxy: false,
  astro: (_req, res, next) => {
    astroCalls++;
    if (mode === 'throw') throw new Error('boom');
    // As Astro's node adapter writes its 404 page: the Response's statusText 'OK' and a bare text/html.
    if (mode === 'cookie-public') {
      res.setHeader('Set-Cookie', 'lang=de; Path=/; HttpOnly');
      return res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=300' }).end('<p>page</p>');
    }
    if (mode === 'not-found-ok') {
      res.statusMessage = 'OK';
      return res.writeHead(404, { 'content-type': 'text/html' }).end('<p>not found</p>');
    }
    if (mode === 'next-error') return next?.(new Error('render failed'));
    // As Astro sends the error page: always 500, with the status the page meant in its header.
    if (mode === 'error-page-503')
      return res.writeHead(500, { 'content-type': 'text/html', 'X-Error-Status': '503' }).end('<p>network</p>');
    if (mode === 'next') return next?.();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>'.repeat(100));
  },
});

beforeAll(async () => {
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'app.abc.js'), 'console.log(1);'.repeat(100));
  writeFileSync(join(dir, '_astro', 'app.abc.js.br'), brotliCompressSync('console.log(1);'.repeat(100)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch refuses TRACE and sends only well-formed paths). */
function raw(method: string, path: string): Promise<{ status: number; reason: string; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reason: res.statusMessage ?? '', headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('odd methods and broken paths, answered before Astro', () => {
  it('answers TRACE and other methods the site does not serve with 405 and Allow, without Astro or a logged error', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      astroCalls = 0;
      const res = await raw(method, '/en/about');
      expect(res.status, method).toBe(405);
      expect(res.reason, method).toBe('Method Not Allowed');
      expect(res.headers.allow, method).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.headers['content-type'], method).toBe('text/plain; charset=utf-8');
      expect(astroCalls, method).toBe(0);
    }
    const options = await raw('OPTIONS', '/en/about');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });
  it('answers a path with broken percent-encoding with 400, without Astro', async () => {
    for (const path of ['/en/%', '/%E0', '/en/company/%E0%A4%A']) {
      astroCalls = 0;
      const res = await raw('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toBe('Bad Request');
      expect(astroCalls, path).toBe(0);
    }
    expect((await raw('GET', '/en/searchCompany?keyword=%')).status).toBe(200); // the query is the page's to read
  });
  it('says "404 Not Found", never "404 OK", and names the charset of every text answer', async () => {
    mode = 'not-found-ok';
    const res = await raw('GET', '/en/missing');
    expect(`${res.status} ${res.reason}`).toBe('404 Not Found');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await raw('GET', '/HealthCheck/Get')).headers['content-type']).toBe('text/plain; charset=utf-8');
    mode = 'ok';
    expect((await raw('GET', '/en')).headers['content-type']).toBe('text/html; charset=utf-8');
  });
  it('never sends a Set-Cookie with a shared-cache lifetime: such an answer becomes private', async () => {
    mode = 'cookie-public';
    const res = await raw('GET', '/de/company/x.html');
    expect(res.headers['set-cookie']).toEqual(['lang=de; Path=/; HttpOnly']);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    mode = 'ok';
  });
  it('refuses a page form post that declares more than 64 KB before Astro reads it', async () => {
    astroCalls = 0;
    const res = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/en/login`, { method: 'POST', headers: { 'content-length': String(32 * 1024 * 1024) } }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('account=a');
    });
    expect(res).toBe(413);
    expect(astroCalls).toBe(0);
  });
  it('answers unknown files under /_astro/, /flags/ and /countries/ with a plain 404, not a site page', async () => {
    mode = 'ok';
    for (const path of ['/_astro/missing.js', '/_astro/x', '/flags/3x2/ZZ.svg', '/flags/', '/countries/xx.json']) {
      astroCalls = 0;
      const res = await raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(`${res.reason}`, path).toBe('Not Found');
      expect(astroCalls, path).toBe(0);
    }
  });
});

describe('the HTTP front', () => {
  it('answers a handler that throws with the error page text, and keeps serving', async () => {
    mode = 'throw';
    const res = await fetch(`${base}/de/about`);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<a href="/de">');
    expect(html).not.toContain('boom');
    mode = 'ok';
    expect((await fetch(`${base}/de/about`)).status).toBe(200);
  });
  it('shows the spec message when rendering the error page itself failed', async () => {
    mode = 'next-error';
    const res = await fetch(`${base}/en/x`);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('An error occurred while showing the error page');
  });
  it('sends the error page with the status it names (Astro sends every error page as 500)', async () => {
    mode = 'error-page-503';
    const res = await raw('GET', '/en/company/x.html');
    expect(res.status).toBe(503);
    expect(res.reason).toBe('Service Unavailable');
    expect(res.headers['x-error-status']).toBeUndefined();
    mode = 'ok';
  });
  it('answers 404 with the not-found message when nothing handles the path', async () => {
    mode = 'next';
    const res = await fetch(`${base}/en/x`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  });
  it('compresses rendered pages and serves the precompressed file with immutable caching', async () => {
    mode = 'ok';
    const page = await fetch(`${base}/en`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const asset = await fetch(`${base}/_astro/app.abc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1);'.repeat(100));
  });
  it('refuses path traversal out of the client folder', async () => {
    mode = 'next';
    const res = await fetch(`${base}/_astro/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
  });
});
