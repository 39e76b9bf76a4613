import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchBuildId } from '../../src/server/http/build-id.ts';
import { pageRendersSettled } from '../../src/server/http/cached-pages.ts';
import { PageCache } from '../../src/server/http/page-cache.ts';
import { createSiteServer } from '../../src/server/http/server.ts';
import { sharedPageOf, sharedPagePaths } from '../../src/server/http/shared-pages.ts';

/**
 * The shared pages of issue 21 (home, about, quotation …) in the page cache, behind a fake Astro whose
 * output is "the deployed build": a deploy is a new build's text and a new dist/build-id file, which
 * the running server notices (build-id.ts polls it) without a restart, which would empty the cache and
 * hide whether the key did its work.
 */
let deployed = 'build A';
const renders = new Map<string, number>();
function fakeAstro(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const n = (renders.get(path) ?? 0) + 1;
  renders.set(path, n);
  const text = `<!doctype html><html><p>${deployed} render ${n}</p>${'<p>About us</p>'.repeat(50)}</html>`;
  setTimeout(() => {
    res.setHeader('Set-Cookie', 'lang=en; Path=/; HttpOnly');
    res.writeHead(path.endsWith('/404.html') ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' }).end(text);
  }, 5);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const req = request({ host, port: Number(port), path, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const dir = mkdtempSync(join(tmpdir(), 'build-id-'));
const idFile = join(dir, 'build-id');
writeFileSync(idFile, 'aaaa\n');
const buildId = watchBuildId(idFile, 20);
let clock = Date.now();
const cache = new PageCache({ maxBytes: 4 * 1024 * 1024, now: () => clock });
const server: Server = createSiteServer({
  clientDir: '/nonexistent',
  trustProxy: false,
  astro: fakeAstro,
  pageCache: cache,
  buildId: buildId.current,
});
let base = '';
beforeAll(async () => {
  base = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
});
afterAll(async () => {
  buildId.stop();
  await pageRendersSettled(cache);
  await new Promise((r) => server.close(r));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Writes a new build id and waits until the running server has read it. */
async function deploy(text: string, id: string): Promise<void> {
  deployed = text;
  writeFileSync(idFile, `${id}\n`);
  for (let i = 0; i < 200 && buildId.current() !== id; i++) await new Promise((r) => setTimeout(r, 10));
  expect(buildId.current()).toBe(id);
}

describe('which shared pages the cache keeps', () => {
  it('takes the exact address of each page in a content language', () => {
    expect(sharedPageOf('/en')).toMatchObject({ id: 'home', invalidation: 'data' });
    expect(sharedPageOf('/ar/about')).toMatchObject({ id: 'about', invalidation: 'build' });
    expect(sharedPageOf('/zh-cn/quotation.html')).toMatchObject({ id: 'quotation', daily: true });
    expect(sharedPageOf('/en/404.html')).toMatchObject({ id: 'notFound', status: 404 });
    expect(sharedPagePaths('en')).toContain('/en/chooseCountry');
  });
  it('leaves query strings, other languages, other cases and trailing slashes to the renderer', () => {
    for (const url of [
      '/en?x=1',
      '/en/about?',
      '/en/chooseCountry?q=fr',
      '/en/brokers?page=2',
      '/zh-tw/about',
      '/EN/about',
      '/en/about/',
      '/about',
      '/en/login',
      '/',
    ]) {
      expect(sharedPageOf(url), url).toBeUndefined();
    }
  });
});

describe('shared pages from the page cache', () => {
  it('keeps a static page until a deploy writes a new build id, then renders it anew without a restart', async () => {
    await deploy('build A', 'id-a');
    const first = await get(base, '/en/about');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.body).toContain('build A render 1');
    // New code in memory but the same build id: the cache still answers the page it holds (this is
    // what the key does; without the id the next line would show build B only after the age limit).
    deployed = 'build B';
    const held = await get(base, '/en/about');
    expect(held.headers['x-cache']).toBe('HIT');
    expect(held.body).toContain('build A render 1');
    await deploy('build B', 'id-b');
    const after = await get(base, '/en/about');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('build B render 2');
    expect((await get(base, '/en/about')).body).toContain('build B render 2');
    expect(renders.get('/en/about')).toBe(2);
  });

  it('stores the page shared: the same bytes for a member and a visitor, no cookie kept', async () => {
    const miss = await get(base, '/de/privacyPolicy', { cookie: 'contentcookie=1' });
    expect(miss.headers['set-cookie']).toBeDefined();
    const visitor = await get(base, '/de/privacyPolicy');
    const member = await get(base, '/de/privacyPolicy', { cookie: 'contentcookie=1; Authorization=abc' });
    expect(visitor.headers['x-cache']).toBe('HIT');
    expect(member.headers['x-cache']).toBe('HIT');
    expect(member.body).toBe(visitor.body);
    expect(member.headers.etag).toBe(visitor.headers.etag);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
  });

  it("keeps the 404 page's own address with its 404 status, and never answers it with 304", async () => {
    const first = await get(base, '/fr/404.html');
    const again = await get(base, '/fr/404.html', { 'if-none-match': first.headers.etag! });
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
  });

  it("re-renders the home page (a data page) in the background after its own minute, long before the cache's hour", async () => {
    await get(base, '/es');
    expect((await get(base, '/es')).headers['x-cache']).toBe('HIT');
    clock += 61_000;
    const stale = await get(base, '/es');
    expect(stale.headers['x-cache']).toBe('STALE');
    await pageRendersSettled(cache);
    const fresh = await get(base, '/es');
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(fresh.body).not.toBe(stale.body);
  });

  it('renders the quotation page again on a new UTC day (it shows the date the calculator counts from)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T23:59:00Z'));
    await get(base, '/it/quotation.html');
    expect((await get(base, '/it/quotation.html')).headers['x-cache']).toBe('HIT');
    vi.setSystemTime(new Date('2026-11-25T00:00:01Z'));
    expect((await get(base, '/it/quotation.html')).headers['x-cache']).toBe('MISS');
  });

  it('renders a query-string variant every time', async () => {
    await get(base, '/en/chooseCountry?q=fr');
    await get(base, '/en/chooseCountry?q=fr');
    expect(renders.get('/en/chooseCountry')).toBe(2);
  });
});
