import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

interface Answer {
  status: number;
  reason: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request, so that Host and other forbidden-in-fetch headers can be set. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, reason: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built site over HTTP', () => {
  it('answers the health probe with 200 and nothing else', async () => {
    const res = await get('/HealthCheck/Get');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('OK');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('redirects / by Accept-Language with base-language fallback', async () => {
    const res = await get('/', { 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ar');
  });

  it('prefers the language cookie over Accept-Language, and sends unknown paths to the 404 page', async () => {
    expect((await get('/', { cookie: 'lang=ja', 'accept-language': 'de' })).headers.location).toBe('/ja');
    expect((await get('/nothing/here', { cookie: 'lang=ja' })).headers.location).toBe('/ja/404.html');
  });

  it('applies the China rule when no language can be found (localhost has no country: cn)', async () => {
    expect((await get('/', { 'accept-language': 'nl' })).headers.location).toBe('/zh-cn');
    expect((await get('/', { 'accept-language': 'nl', cookie: 'country=840' })).headers.location).toBe('/en');
  });

  it('answers zh-tw and zh-hk with 301 to zh, keeping path and query', async () => {
    const res = await get('/zh-tw/about?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/zh/about?x=1');
    expect((await get('/zh-hk')).headers.location).toBe('/zh');
  });

  it('forces Vietnamese on .cc hosts with a 302', async () => {
    const res = await get('/en/about', { host: 'www.corpatlas.cc' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/vi/about');
    expect(String(res.headers['set-cookie'])).toContain('Domain=corpatlas.cc');
  });

  it('redirects the survey index and deep content paths to .html', async () => {
    expect((await get('/en/survey')).headers.location).toBe('/en/survey/all/1.html');
    const deep = await get('/en/dealer/abc/def');
    expect(deep.status).toBe(302);
    expect(deep.headers.location).toBe('/en/dealer/abc/def.html');
  });

  it('shows the second brand, with its own name, on its own host', async () => {
    const res = await get('/en/about', { host: 'www.bizlens.com' });
    const html = res.body.toString();
    expect(html).toContain('data-brand="lens"');
    expect(html).toContain('BizLens');
    expect(html).not.toContain('CorpAtlas');
  });

  it('hides the header and footer for the app webview', async () => {
    const html = (await get('/en/about', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) CorpLookupApp/1.1.0|en|840' })).body.toString();
    expect(html).toContain('data-app');
    expect(html).not.toContain('site-footer');
    expect(html).not.toContain('data-header');
  });

  it('renders every route of spec section 2 inside the layout without a server error', async () => {
    const paths = [
      '',
      '/about',
      '/privacyPolicy',
      '/serviceAgreement',
      '/download',
      '/changePassword',
      '/login',
      '/connect',
      '/chooseCountry',
      '/chooseLanguage',
      '/interest',
      '/user?id=vip',
      '/user?id=interest&type=1',
      '/user?id=security&type=1',
      '/searchCompany?keyword=acme',
      '/searchExecutive?keyword=smith',
      '/quotation.html',
      '/appquotation.html',
      '/demo',
      '/demoComponents',
      '/company',
      '/company/3f2b.html',
      '/exchange',
      '/exchange/42',
      '/executive',
      '/executive/9a.html',
      '/third',
    ];
    // Detail routes without a record's id (or with one that is not a record) are the 404 page, in the layout.
    const notFound = new Set(['/company', '/company/3f2b.html', '/exchange', '/exchange/42', '/executive', '/executive/9a.html']);
    // The app's quotation screen is the webview layout (issue 20): no site header or footer, whoever asks.
    const webview = new Set(['/appquotation.html']);
    for (const p of paths) {
      const res = await get(`/en${p}`, { cookie: 'lang=en' });
      expect(res.status, p).toBe(notFound.has(p) ? 404 : 200);
      if (webview.has(p))
        expect(res.body.toString(), p).toMatch(/<html [^>]*data-app[ >][\s\S]*<main id="main"[\s\S]*<\/main>(?![\s\S]*<footer)/);
      else expect(res.body.toString(), p).toContain('<footer');
    }
    expect((await get('/third')).status).toBe(200);
  });

  it('answers an unknown page with 404 in the language of the path', async () => {
    const res = await get('/de/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('<html lang="de"');
    expect((await get('/en/404.html')).status).toBe(404);
  });

  it('refuses an empty search keyword with the spec message, not a server error', async () => {
    const res = await get('/zh-cn/searchCompany?keyword=%20%20');
    expect(res.status).toBe(400);
    expect(res.body.toString()).toContain('请输入关键字');
  });

  it('compresses pages with brotli and keeps /en/about under 14 KB on the wire', async () => {
    const res = await get('/en/about', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(14 * 1024);
    expect(brotliDecompressSync(res.body).toString()).toContain('</html>');
    expect((await get('/en/about', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('serves build assets precompressed with immutable caching', async () => {
    const html = (await get('/en/about')).body.toString();
    const asset = /\/_astro\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await get(asset!, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sets the security headers on pages and files, and HSTS only over https', async () => {
    for (const path of ['/en/about', '/flags/3x2/JP.svg']) {
      const res = await get(path);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const html = await get('/en/about');
    expect(String(html.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
  });

  it('writes preference cookies (HttpOnly but the two countries the page script reads), and only when they change', async () => {
    // A query string: the page is rendered for this request (a cached answer carries no cookies at all).
    const first = await get('/en/about?cookies', { 'accept-language': 'en' });
    const cookies = first.headers['set-cookie'] as string[];
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['country', 'env', 'lang', 'userCountry']);
    expect(cookies.every((c) => c.includes('SameSite=Lax'))).toBe(true);
    expect(
      cookies
        .filter((c) => c.includes('HttpOnly'))
        .map((c) => c.split('=')[0])
        .sort(),
    ).toEqual(['env', 'lang']);
    const again = await get('/en/about?cookies', { cookie: 'lang=en; country=156; userCountry=156; env=production' });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('chooses a country with JavaScript off: cookie set, then the edition keeps the path', async () => {
    const res = await get('/en/chooseCountry?code=JP&path=%2Fen%2Fabout');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/ja/about');
    expect(String(res.headers['set-cookie'])).toContain('country=392');
    const evil = await get('/en/chooseCountry?code=DE&path=%2F%2Fevil.example');
    expect(evil.headers.location).toBe('/en');
  });

  it('chooses a country for a path in any script: 中 and é percent-encoded in the Location, a hostile path refused', async () => {
    const zh = await get(`/en/chooseCountry?code=JP&path=${encodeURIComponent('/en/searchCompany?keyword=中')}`);
    expect(zh.status).toBe(303);
    expect(zh.headers.location).toBe('/ja/searchCompany?keyword=%E4%B8%AD');
    const fr = await get(`/en/chooseCountry?code=JP&path=${encodeURIComponent('/en/café')}`);
    expect(fr.status).toBe(303);
    expect(fr.headers.location).toBe('/ja/caf%C3%A9');
    const split = await get(`/en/chooseCountry?code=JP&path=${encodeURIComponent('/en\r\nSet-Cookie: token=x')}`);
    expect(split.status).toBe(303);
    expect(split.headers.location).toBe('/ja');
    const markup = await get(`/en/chooseCountry?path=${encodeURIComponent('/en/"><script>alert(1)</script>')}`);
    expect(markup.status).toBe(200);
    expect(markup.body.toString()).not.toContain('<script>alert(1)');
  });

  it('serves the country list and flags from our own origin', async () => {
    const list = JSON.parse((await get('/countries/ja.json')).body.toString()) as Array<{ twoCharCode: string; name: string }>;
    expect(list.length).toBeGreaterThan(230);
    expect(list.find((c) => c.twoCharCode === 'JP')?.name).toBe('日本');
    const flag = await get('/flags/1x1/GB.svg');
    expect(flag.status).toBe(200);
    expect(flag.headers['content-type']).toBe('image/svg+xml');
  });

  it('rejects a cross-site log-out post (CSRF) and accepts a same-origin one', async () => {
    const url = new URL('/en/logout', baseUrl());
    const cross = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', cookie: 'token=abc' },
    });
    expect(cross.status).toBe(403);
    const same = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: new URL(baseUrl()).origin, 'content-type': 'application/x-www-form-urlencoded', cookie: 'token=abc' },
    });
    expect(same.status).toBe(303);
    expect(same.headers.getSetCookie().some((c) => c.startsWith('token=;') || c.startsWith('token=deleted'))).toBe(true);
  });
});

describe('bad input never gets a server error', () => {
  it('treats a prototype name in ?id= as an unknown section', async () => {
    for (const id of ['__proto__', 'constructor', 'toString']) {
      const res = await get(`/en/user?id=${id}`, { cookie: 'lang=en' });
      expect(res.status, id).toBe(200);
      expect(res.body.toString(), id).toContain('</html>');
    }
  });
  it('sends unknown files such as /favicon.ico to the 404 page instead of rendering home', async () => {
    const res = await get('/favicon.ico', { cookie: 'lang=en' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/404.html');
  });
  it('answers a malformed Host header with 400, and lower-cases language codes with 301', async () => {
    expect((await get('/en/about', { host: 'evil"x.corpatlas.com' })).status).toBe(400);
    const upper = await get('/EN/about');
    expect(upper.status).toBe(301);
    expect(upper.headers.location).toBe('/en/about');
  });
  it('keeps forged subdomains of a brand host out of canonical links', async () => {
    const html = (await get('/en/about', { host: 'attacker.corpatlas.com' })).body.toString();
    expect(html).not.toContain('attacker.corpatlas.com');
    expect((await get('/en/about', { host: 'www.corpatlas.com' })).body.toString()).toContain(
      '<link rel="canonical" href="https://www.corpatlas.com/en/about">',
    );
  });
  it('survives malformed percent-encoding in paths and queries', async () => {
    for (const path of ['/en/%', '/%E0', '/en/searchCompany?keyword=%', '/en/company/%E0%A4%A', '/en/chooseCountry?code=%ZZ']) {
      expect((await get(path, { cookie: 'lang=en' })).status, path).toBeLessThan(500);
    }
  });
  it('shows Hong Kong visitors their own country in the Chinese editions', async () => {
    // A page rendered per visitor (a result page); shared pages apply the country in the browser (shared-pages.test.ts).
    const html = (
      await get('/zh/searchCompany?keyword=acme', { cookie: 'lang=zh; country=344; userCountry=344; env=production' })
    ).body.toString();
    expect(html).toContain('/flags/3x2/HK.svg');
  });
  it('puts the security headers on the health probe too', async () => {
    expect((await get('/HealthCheck/Get')).headers['x-content-type-options']).toBe('nosniff');
  });
});

/**
 * Sends up to 32 MB to an API call (or to a page form), declared or chunked, and says what answered
 * and how much had gone when it did.
 */
function oversized(declared: boolean, form?: string): Promise<{ status: number; sent: number }> {
  const total = 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = form
      ? { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl()).origin, cookie: 'lang=en' }
      : { 'content-type': 'application/json', languagecode: 'en' };
    if (declared) headers['content-length'] = String(total);
    let sent = 0;
    const req = request(new URL(form ?? '/api/v1/search/company/list', baseUrl()), { method: 'POST', headers }, (res) => {
      const status = res.statusCode ?? 0;
      const at = sent;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status, sent: at });
      });
    });
    req.on('error', () => {}); // the server closes the connection after its answer: the rest cannot be sent
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
    setTimeout(() => reject(new Error('no answer in 20 s')), 20_000).unref();
  });
}

describe('API bodies over the limit (issue 15)', () => {
  it('refuses a 32 MB body by its Content-Length at once, before the client has sent it', async () => {
    const { status, sent } = await oversized(true);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });
  it('stops reading a chunked body past the limit and answers 413', async () => {
    const { status, sent } = await oversized(false);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });
  it('refuses a page form over 64 KB, declared or chunked, with 413 before reading it all', async () => {
    for (const declared of [true, false]) {
      const { status, sent } = await oversized(declared, '/en/login');
      expect(status, declared ? 'declared' : 'chunked').toBe(413);
      expect(sent).toBeLessThan(32 * 1024 * 1024);
    }
  });
});

describe('odd requests are answered before Astro, without a stack trace (issue 15)', () => {
  it('answers TRACE and other unserved methods 405 with Allow, on pages and API calls alike', async () => {
    for (const [method, path] of [
      ['TRACE', '/en/about'],
      ['TRACE', '/api/v1/search/hotdata/list'],
      ['PUT', '/en'],
      ['DELETE', '/api/v1/oauth/logout'],
    ]) {
      const res = await get(path, {}, method);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST, OPTIONS');
    }
  });
  it('answers broken percent-encoding in the path 400, and a 404 says "Not Found" with a charset', async () => {
    expect((await get('/en/%E0%A4%A', { cookie: 'lang=en' })).status).toBe(400);
    const missing = await get('/de/does-not-exist');
    expect(`${missing.status} ${missing.reason}`).toBe('404 Not Found');
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  });
  it('answers unknown files under /_astro/, /flags/ and /countries/ with 404, not a site page', async () => {
    for (const path of ['/_astro/nothing.js', '/flags/3x2/ZZ.svg', '/countries/xx.json', '/flags/']) {
      const res = await get(path, { cookie: 'lang=en' });
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('<html');
    }
  });
  it('shows a long unknown path once, cut short, on the 404 page', async () => {
    const res = await get(`/en/${'x'.repeat(15_000)}`, { cookie: 'lang=en; country=156; userCountry=156; env=production' });
    expect(res.status).toBe(404);
    const html = res.body.toString();
    // Shown once, cut to 100 characters ('/en/' and 96 x's, then '…'); no link repeats it.
    expect(html.split('x'.repeat(90)).length - 1).toBe(1);
    expect(html).toContain(`/en/${'x'.repeat(96)}…`);
    expect(html.length).toBeLessThan(100_000);
  });
  it('never sends Set-Cookie beside a shared-cache lifetime on a detail page', async () => {
    const html = (await get('/en/searchCompany?keyword=acme', { cookie: 'lang=en' })).body.toString();
    const detail = /\/en\/company\/[^"'?]+\.html/.exec(html)?.[0];
    expect(detail).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const res = await get(detail!, { 'accept-language': 'en' });
      expect(res.status).toBe(200);
      if (res.headers['set-cookie']) expect(String(res.headers['cache-control'])).not.toMatch(/public|s-maxage/);
    }
  });
});

describe('HTML validity', () => {
  it('passes the Nu HTML checker on the home, about and 404 pages in en, ar and ja', async () => {
    const { VNU_PAGES, vnuErrors } = await import('../../scripts/lib/vnu.ts');
    const docs: Record<string, string> = {};
    for (const path of VNU_PAGES) docs[path] = (await get(path)).body.toString();
    expect(vnuErrors(docs).map((e) => `${e.url}:${e.lastLine} ${e.message}`)).toEqual([]);
  }, 60_000);
});
