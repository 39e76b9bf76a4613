import { request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPageOf, pageRendersSettled } from '../../src/server/http/cached-pages.ts';
import { PageCache } from '../../src/server/http/page-cache.ts';
import { createSiteServer } from '../../src/server/http/server.ts';

/** Per path: how often the fake Astro rendered it, which version of the record it shows, and what it saw. */
const renders = new Map<string, number>();
const versions = new Map<string, string>();
const gone = new Set<string>();
/** Paths whose render fails (a passing database error). */
const failing = new Set<string>();
const seen = new Map<string, IncomingHttpHeaders[]>();

/** Renders like Astro does: asynchronously, with a visitor cookie, HTML that changes with every render. */
function fakeAstro(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  const n = (renders.get(url) ?? 0) + 1;
  renders.set(url, n);
  seen.set(url, [...(seen.get(url) ?? []), { ...req.headers }]);
  setTimeout(() => {
    res.setHeader('Set-Cookie', 'visitor=v123; Path=/; HttpOnly');
    if (failing.has(path)) {
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>error</p>');
      return;
    }
    if (gone.has(path)) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>not found</p>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'self'" });
    res.write(`<!doctype html><html><p>${versions.get(path) ?? 'v1'} render ${n}</p>`);
    res.end(`${'<p>Acme Holdings Limited</p>'.repeat(100)}</html>`);
  }, 20);
}

let counter = 0;
/** A fresh detail path per test, so that tests do not share cache entries. */
function page(kind: 'company' | 'executive' = 'company', lang = 'en'): string {
  const hex = (++counter).toString(16).padStart(12, '0');
  return `/${lang}/${kind}/0000abcd-0000-4000-8000-${hex}.html`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const req = request({ host, port: Number(port), path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(a: Answer): string {
  const enc = a.headers['content-encoding'];
  return (enc === 'br' ? brotliDecompressSync(a.body) : enc === 'gzip' ? gunzipSync(a.body) : a.body).toString();
}

const cache = new PageCache({ maxBytes: 8 * 1024 * 1024 });
const server = createSiteServer({ clientDir: '/nonexistent', trustProxy: false, astro: fakeAstro, pageCache: cache });
const offServer = createSiteServer({
  clientDir: '/nonexistent',
  trustProxy: false,
  astro: fakeAstro,
  pageCache: new PageCache({ maxBytes: 0 }),
});
let base = '';
let offBase = '';

beforeAll(async () => {
  base = await listen(server);
  offBase = await listen(offServer);
});
afterAll(async () => {
  await pageRendersSettled(cache);
  await Promise.all([server, offServer].map((s) => new Promise((r) => s.close(r))));
});

describe('which URLs the page cache answers', () => {
  const id = '52e450a5-6590-5a53-8245-2554a7f165f8';
  it('takes the canonical address of a company or executive page in a content language', () => {
    expect(detailPageOf(`/en/company/${id}.html`)).toEqual({ kind: 'company', id });
    expect(detailPageOf(`/zh-cn/executive/${id}.html`)).toEqual({ kind: 'executive', id });
    expect(detailPageOf(`/en/exchange/${id}.html`)).toEqual({ kind: 'exchange', id });
    expect(detailPageOf(`/en/regulator/${id}.html`)).toEqual({ kind: 'regulator', id });
  });
  it('takes the regulators list too, under the entity its page changes mark stale', () => {
    expect(detailPageOf('/en/regulators')).toEqual({ kind: 'regulator', id: 'list' });
    expect(detailPageOf('/zh-cn/regulators')).toEqual({ kind: 'regulator', id: 'list' });
  });
  it('leaves everything else to the renderer: old links, other languages, query strings, other pages', () => {
    for (const url of [
      `/en/company/${id}`,
      `/en/company/${id.toUpperCase()}.html`,
      `/EN/company/${id}.html`,
      `/zh-tw/company/${id}.html`,
      `/en/company/${id}.html?x=1`,
      `/en/company/${id}.html?`,
      `/en/regulator/${id}.html?licensees=2`,
      '/en/regulators?x=1',
      '/en/regulators/',
      '/zh-tw/regulators',
      `//en/company/${id}.html`,
      '/en/company/',
      '/en/searchCompany?keyword=a',
    ]) {
      expect(detailPageOf(url)).toBeUndefined();
    }
  });
});

describe('detail pages from the page cache', () => {
  it('renders a page once and answers the next request from memory', async () => {
    const path = page();
    const first = await get(base, path);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get(base, path);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(decoded(second)).toBe(decoded(first));
    expect(renders.get(path)).toBe(1);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it("keeps the security headers and the page's own headers on cached answers", async () => {
    const path = page();
    await get(base, path);
    const hit = await get(base, path);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(hit.headers['content-security-policy']).toBe("script-src 'self'");
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers brotli, gzip and identity bodies that decode to the same HTML', async () => {
    const path = page();
    const plain = await get(base, path);
    const br = await get(base, path, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(base, path, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(decoded(br)).toBe(plain.body.toString());
    expect(decoded(gz)).toBe(plain.body.toString());
    expect(renders.get(path)).toBe(1);
  });

  it('answers 304 without a body when If-None-Match holds the ETag, weak or in a list', async () => {
    const path = page();
    const { headers } = await get(base, path);
    const etag = headers.etag!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(base, path, { 'if-none-match': inm });
      expect(res.status).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get(base, path, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers of the GET and no body, also on a miss', async () => {
    const path = page();
    const head = await get(base, path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const body = await get(base, path, { 'accept-encoding': 'br' });
    expect(body.headers['x-cache']).toBe('HIT');
    expect(head.headers['content-length']).toBe(String(body.body.length));
    expect(decoded(body)).toContain('v1 render 1');
    expect(seen.get(path)![0]['cookie']).toBeUndefined();
  });

  it('gives Set-Cookie to the visitor whose request was rendered only, never stores it, and caches requests that carry cookies', async () => {
    const path = page();
    const miss = await get(base, path, { cookie: 'lang=de' });
    const hit = await get(base, path, { cookie: 'visitor=someone-else' });
    expect(miss.headers['set-cookie']).toEqual(['visitor=v123; Path=/; HttpOnly']);
    // Never a shared-cache lifetime beside a Set-Cookie: the answer with the cookie is private.
    expect(miss.headers['cache-control']).toBe('private, no-cache');
    expect(hit.headers['set-cookie']).toBeUndefined();
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
  });

  it('renders every request with a query string, as before', async () => {
    const path = page();
    await get(base, `${path}?utm=x`);
    const again = await get(base, `${path}?utm=x`);
    expect(renders.get(`${path}?utm=x`)).toBe(2);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['set-cookie']).toBeDefined();
    await get(base, `${path}?`);
    expect(renders.get(`${path}?`)).toBe(1);
    expect(cache.peek(`1 http://localhost:4321${path}`)).toBeUndefined();
  });

  it('passes a 404 through with its cookie and does not keep it', async () => {
    const path = page();
    gone.add(path);
    const first = await get(base, path);
    const second = await get(base, path);
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(first.body.toString()).toBe('<p>not found</p>');
    expect(first.headers['set-cookie']).toEqual(['visitor=v123; Path=/; HttpOnly']);
    expect(renders.get(path)).toBe(2);
  });

  it("serves a stale page at once and re-renders it in the background without the visitor's cookies", async () => {
    const path = page('executive', 'de');
    await get(base, path);
    versions.set(path, 'v2');
    expect(cache.markStale('executive', path.split('/')[3].replace('.html', ''))).toBe(1);
    const stale = await get(base, path, { cookie: 'visitor=abc', 'if-none-match': '"nope"' });
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(decoded(stale)).toContain('v1 render 1');
    await pageRendersSettled(cache);
    const fresh = await get(base, path);
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(decoded(fresh)).toContain('v2 render 2');
    expect(fresh.headers.etag).not.toBe(stale.headers.etag);
    const background = seen.get(path)![1];
    expect(background.cookie).toBeUndefined();
    expect(background['if-none-match']).toBeUndefined();
    expect(background.host).toBe(base);
  });

  it('drops a stale page whose record is gone', async () => {
    const path = page();
    await get(base, path);
    gone.add(path);
    cache.markAllStale();
    expect((await get(base, path)).headers['x-cache']).toBe('STALE');
    await pageRendersSettled(cache);
    expect((await get(base, path)).status).toBe(404);
  });

  it('keeps serving a stale page while its re-render fails', async () => {
    const path = page();
    await get(base, path);
    failing.add(path);
    cache.markAllStale();
    expect((await get(base, path)).headers['x-cache']).toBe('STALE');
    await pageRendersSettled(cache);
    const again = await get(base, path);
    expect([again.status, again.headers['x-cache']]).toEqual([200, 'STALE']);
  });

  it("tells shared caches not to keep the app webview's variant", async () => {
    const path = page();
    const app = await get(base, path, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) CorpAtlasApp/1.1.0' });
    const web = await get(base, path);
    // The web render carried the visitor's cookie (private, issue 15); the next web visitor gets the shared copy.
    const webHit = await get(base, path);
    expect(app.headers['cache-control']).toMatch(/^private/);
    expect(web.headers['cache-control']).toBe('private, no-cache');
    expect(webHit.headers['cache-control']).toMatch(/^public/);
    expect(renders.get(path)).toBe(2);
  });

  it('starts one background render however many stale hits arrive', async () => {
    const path = page();
    await get(base, path);
    cache.markStale('company', path.split('/')[3].replace('.html', ''));
    await Promise.all(Array.from({ length: 5 }, () => get(base, path)));
    await pageRendersSettled(cache);
    expect(renders.get(path)).toBe(2);
  });

  it('shares one render among concurrent misses', async () => {
    const path = page();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => get(base, path, i % 2 ? { 'accept-encoding': 'br' } : {})));
    expect(renders.get(path)).toBe(1);
    expect(answers.every((a) => a.status === 200 && a.headers['x-cache'] === 'MISS')).toBe(true);
    expect(new Set(answers.map(decoded)).size).toBe(1);
  });

  it('keeps brands apart and lets unknown hosts share one entry', async () => {
    const path = page();
    await get(base, path, { host: 'www.corpatlas.com' });
    await get(base, path, { host: 'www.bizlens.com' });
    expect(renders.get(path)).toBe(2);
    await get(base, path, { host: 'forged-one.example' });
    await get(base, path, { host: 'forged-two.example' });
    expect(renders.get(path)).toBe(3);
  });

  it('renders every time when the cache is disabled', async () => {
    const path = page();
    const first = await get(offBase, path);
    await get(offBase, path);
    expect(renders.get(path)).toBe(2);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['set-cookie']).toBeDefined();
  });
});
