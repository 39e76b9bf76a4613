import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../../scripts/lib/site-server.ts';
import { openDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl, launch } from './browser.ts';

const get = (path: string, headers: Record<string, string> = {}, base = baseUrl()) =>
  fetch(`${base}${path}`, { headers: { cookie: 'lang=en', ...headers }, redirect: 'manual' });
const htmlOf = async (path: string, base?: string) => {
  const res = await get(path, {}, base);
  return { res, html: await res.text() };
};
const count = (html: string, needle: string) => html.split(needle).length - 1;
const hreflangs = (html: string) => count(html, 'rel="alternate" hreflang=');
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex">');

describe('the demo pages (spec section 2)', () => {
  it('shows the component gallery in the page language and direction, kept out of search engines', async () => {
    for (const [lang, htmlLang, dir] of [
      ['en', 'en', 'ltr'],
      ['ar', 'ar', 'rtl'],
      ['zh-cn', 'zh-CN', 'ltr'],
    ]) {
      const { res, html } = await htmlOf(`/${lang}/demoComponents`);
      expect(res.status, lang).toBe(200);
      expect(html).toContain(`<html lang="${htmlLang}" dir="${dir}"`);
      expect(noindex(html)).toBe(true);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      for (const id of ['buttons', 'badges', 'inputs', 'search-box', 'results', 'chips', 'pagination', 'detail'])
        expect(html, `${lang} ${id}`).toContain(`data-demo-block="${id}"`);
    }
  });

  it('renders the real components with sample props: result cards, chips, pagination, sections', async () => {
    const { html } = await htmlOf('/en/demoComponents?page=5');
    expect(count(html, '<li class="result ')).toBe(5); // four companies and an executive
    expect(html).toContain('<mark>River</mark>');
    expect(html).toContain('class="chip"');
    expect(html).toMatch(/aria-current="page"[^>]*>5</);
    expect(html).toContain('No data');
    expect(html).toContain('astro-island'); // the search box island itself
  });

  it('shows the states on /demo: empty, five errors, loading and the other writing direction', async () => {
    const en = await htmlOf('/en/demo');
    expect(en.res.status).toBe(200);
    expect(noindex(en.html)).toBe(true);
    for (const c of ['not-found', 'lost', 'network', 'middleware', 'error-page']) expect(en.html).toContain(`data-demo-case="${c}"`);
    expect(en.html).toContain('Unknown middleware sample');
    expect(en.html).toContain('Network connection error. Please reload the page and try again.');
    expect(en.html).toContain('An error occurred while showing the error page');
    expect(en.html).toContain('aria-busy="true"');
    expect(en.html).toContain('data-demo-direction="rtl"');
    const ar = await htmlOf('/ar/demo');
    expect(ar.html).toContain('<html lang="ar" dir="rtl"');
    expect(ar.html).toContain('data-demo-direction="ltr"');
  });
});

describe('the download page', () => {
  it('hides every store when none is configured, says what to do instead, and shows the QR code of the page', async () => {
    const { res, html } = await htmlOf('/en/download');
    expect(res.status).toBe(200);
    expect(html).toContain('data-no-stores');
    expect(html).not.toContain('data-store=');
    expect(html).not.toContain('apps.apple.com');
    expect(html).toMatch(/data-download-qr[\s\S]*?<img src="data:image\/svg\+xml;base64,/);
    // The header search is hidden here (spec section 2).
    expect(html).not.toContain('variant="header"');
  });

  it('gives every visitor the same QR code (the page is shared)', async () => {
    const qr = (html: string) => /<img src="(data:image\/svg\+xml;base64,[^"]+)"/.exec(html)?.[1];
    const a = qr((await htmlOf('/en/download')).html);
    const b = qr(await (await get('/en/download', { cookie: 'lang=de; country=276', 'user-agent': 'Other' })).text());
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    const svg = Buffer.from(a!.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
  });

  describe('with stores configured', () => {
    let site: RunningSite;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'e2e-download-'));
      const database = openDb({ sqlitePath: join(dir, 'site.db'), databaseUrl: '' });
      await migrateToLatest(database.db);
      await database.close();
      site = await startSite({
        SQLITE_PATH: join(dir, 'site.db'),
        DATABASE_URL: '',
        WEB_CONCURRENCY: '1',
        APP_STORE_URL: 'https://apps.apple.com/app/id1234567890',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example.corpatlas',
        APK_URL: '',
      });
    }, 60_000);
    afterAll(async () => {
      await site?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('links to the configured stores only', async () => {
      const { html } = await htmlOf('/ar/download', site.url);
      expect(html).toContain('<html lang="ar" dir="rtl"');
      expect(html).toContain('href="https://apps.apple.com/app/id1234567890"');
      expect(html).toContain('href="https://play.google.com/store/apps/details?id=com.example.corpatlas"');
      expect(html).not.toContain('data-store="apk"');
      expect(html).not.toContain('data-no-stores');
    });
  });
});

describe('the content lists the redirects send to', () => {
  it('follows /{lang}/survey to a real page that says there is no content yet', async () => {
    const first = await get('/en/survey');
    expect(first.status).toBe(301);
    const { res, html } = await htmlOf(first.headers.get('location')!);
    expect(res.status).toBe(200);
    expect(html).toContain('No content yet');
    expect(noindex(html)).toBe(true);
    expect(hreflangs(html)).toBe(20); // the other pages' list: 19 languages and x-default
    expect((await get('/en/survey/all/1')).headers.get('location')).toBe('/en/survey/all/1.html');
  });

  it('answers other survey addresses with the 404 page', async () => {
    for (const path of ['/en/survey/all/2.html', '/en/survey/news/1.html', '/en/survey/all/1.html/x.html']) {
      const res = await get(path);
      expect([404, 302], path).toContain(res.status);
      if (res.status === 302) expect((await get(res.headers.get('location')!)).status, path).toBe(404);
    }
  });

  it('shows the wiki list with 3 hreflang links and the learn lists with 8, in each language and direction', async () => {
    const wiki = await htmlOf('/ar/wikilist.html');
    expect(wiki.res.status).toBe(200);
    expect(wiki.html).toContain('<html lang="ar" dir="rtl"');
    expect(hreflangs(wiki.html)).toBe(3);
    for (const path of ['/en/learnlist.html', '/en/learnlist/preschool.html', '/en/learnlist/summer-camp.html']) {
      const { res, html } = await htmlOf(path);
      expect(res.status, path).toBe(200);
      expect(hreflangs(html), path).toBe(8);
      expect(html).toContain('No content yet');
    }
    expect((await get('/en/learnlist/college.html')).status).toBe(404);
  });
});

describe('the network-error page (spec section 8)', () => {
  let site: RunningSite;
  beforeAll(async () => {
    // A database server that is not there: every page that needs the register fails to connect.
    site = await startSite({ DATABASE_URL: 'postgres://corpsearch@127.0.0.1:9/none', WEB_CONCURRENCY: '1' });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('answers 503 with the message, a reload link to the same address and a link home, never cached', async () => {
    const path = `/en/company/${companyId('gb', '00000001')}.html`;
    const res = await get(path, {}, site.url);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('10');
    expect(res.headers.get('x-error-status')).toBeNull();
    const html = await res.text();
    expect(html).toContain('Network connection error. Please reload the page and try again.');
    expect(html).toContain(`href="${path}" data-reload`);
    expect(html).toContain('href="/en"');
  });
});

describe('the new pages in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the QR code on a computer and hides it on a phone', async () => {
    for (const [width, visible] of [
      [1366, true],
      [390, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto('/en/download');
      expect(await page.locator('[data-download-qr]').isVisible(), String(width)).toBe(visible);
      await context.close();
    }
  });
});
