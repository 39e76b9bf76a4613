import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../src/server/http/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
let base = '';
let mode: 'throw' | 'next-error' | 'next' | 'ok' = 'ok';
const server = createSiteServer({
  clientDir: dir,
  trustProxy: false,
  astro: (_req, res, next) => {
    if (mode === 'throw') throw new Error('boom');
    if (mode === 'next-error') return next?.(new Error('render failed'));
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
