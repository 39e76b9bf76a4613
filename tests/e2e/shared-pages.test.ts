import http from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSite, type RunningSite } from '../../scripts/lib/site-server.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { sharedPagePaths } from '../../src/server/http/shared-pages.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { regulatorId } from '../../src/server/regulators/regulator-ids.ts';
import { REG } from '../fixtures/reg/reg-world.ts';
import { baseUrl, desktop, launch } from './browser.ts';

/**
 * Issue 21: every visitor-independent page is one cached body for everyone, and the per-visitor parts
 * (member menu and name, the footer's country and own-country shortcut) are applied by script. A member
 * with a name, phone and e-mail of their own signs in; none of the three may ever be in a cached body.
 */
const MEMBER = { email: 'shared-pages-zq@example.com', phone: '+442079460777', nickname: 'Zebediah Quill', password: 'secret-1' };
/** How the three could show up in HTML: as stored, the national number, the e-mail's local part. */
const SECRETS = ['Zebediah', 'Quill', 'shared-pages-zq', '2079460777', '9460777'];
let memberCookie = '';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });

async function signIn(context?: BrowserContext): Promise<string> {
  const init = { account: MEMBER.email, password: MEMBER.password };
  const headers = { origin: baseUrl(), 'x-forwarded-for': '203.0.113.232' };
  if (context) {
    const res = await context.request.post('/api/v1/oauth/login', { data: init, headers });
    expect(res.status()).toBe(200);
    return '';
  }
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(init),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Every kind of cached page: each kind of detail page, the regulators list, and every shared page in two languages. */
async function cachedPages(): Promise<string[]> {
  const widgets = companyId('gb', '00000001');
  const company = await (await get(`/en/company/${widgets}.html`)).text();
  const executive = /href="\/en\/executive\/([0-9a-f-]{36})\.html"/.exec(company)![1];
  return [
    `/en/company/${widgets}.html`,
    `/en/executive/${executive}.html`,
    `/en/dealer/${REG.harbour}.html`,
    `/en/regulator/${regulatorId('fca')}.html`,
    `/en/exchange/${REG.xngt}.html`,
    '/en/regulators',
    ...sharedPagePaths('en'),
    ...sharedPagePaths('ar'),
  ];
}

/**
 * Each server process keeps its own copy of a page, and a page with data of its own (the home page's
 * lists, recomputed every minute by each process) may differ between two processes for that long:
 * the member and the visitor are compared on one connection, so one process answers both (two
 * processes are compared in 'one page from two processes' below, on pages that do not move).
 */
const oneProcess = new http.Agent({ keepAlive: true, maxSockets: 1 });
function getFromOneProcess(path: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl()}${path}`, { agent: oneProcess, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) kept.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: kept }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Asks until the answer comes from the cache (a render in progress is shared, so at most a few tries). */
async function cachedAnswer(path: string, headers: Record<string, string> = {}): Promise<Response> {
  let res = await getFromOneProcess(path, headers);
  for (let i = 0; i < 6 && res.headers.get('x-cache') !== 'HIT'; i++) res = await getFromOneProcess(path, headers);
  return res;
}

let browser: Browser;
beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  await createUser(db.db, MEMBER);
  await db.close();
  memberCookie = await signIn();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  oneProcess.destroy();
});

describe('shared pages over HTTP', () => {
  it("never holds the member's name, phone or e-mail, and is the same bytes for a visitor and a member", async () => {
    const pages = await cachedPages();
    expect(pages.length).toBeGreaterThan(30);
    // The member first: if anything of theirs went into a stored page, the visitor would get it too.
    for (const path of pages) {
      // Other test files change records while this runs: a change can mark the copy stale between the
      // two requests. Asked again after a moment, they agree; member data in a stored page would never go away.
      let member!: Response,
        visitor!: Response,
        m = '',
        v = '';
      for (let attempt = 0; attempt < 4; attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 1500));
        member = await cachedAnswer(path, { cookie: memberCookie, 'accept-encoding': 'identity' });
        visitor = await cachedAnswer(path, { 'accept-encoding': 'identity' });
        [m, v] = [await member.text(), await visitor.text()];
        for (const secret of SECRETS) expect(m.includes(secret), `${path} holds ${secret}`).toBe(false);
        expect(member.headers.get('set-cookie')).toBeNull();
        if (m === v && member.headers.get('x-cache') === 'HIT' && visitor.headers.get('x-cache') === 'HIT') break;
      }
      expect([path, member.headers.get('x-cache'), visitor.headers.get('x-cache')]).toEqual([path, 'HIT', 'HIT']);
      expect(m === v, `${path}: the member's bytes are the visitor's`).toBe(true);
      expect(member.headers.get('etag')).toBe(visitor.headers.get('etag'));
    }
  });

  it('keeps the old forms of shared pages out: query strings render each time', async () => {
    expect((await get('/en/chooseCountry?q=ja')).headers.get('x-cache')).toBeNull();
    expect((await get('/en/brokers?page=2')).headers.get('x-cache')).toBeNull();
  });
});

describe('one page from two processes', () => {
  // Each server process keeps its own copy of a page: the copies must be the same bytes whatever else
  // each process rendered before (kept layout fragments, React island ids: server/http/island-ids.ts),
  // or a visitor whose requests alternate between processes gets a new ETag, never a 304.
  let sites: RunningSite[] = [];
  beforeAll(async () => {
    const env = { SQLITE_PATH: inject('sitePath'), DATABASE_URL: '', WEB_CONCURRENCY: '1', SITE_URL: 'https://corpatlas.com' };
    sites = await Promise.all([startSite(env), startSite(env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
  });

  it('is the same bytes whichever pages each process rendered first', async () => {
    const [a, b] = sites;
    const fetchFrom = (site: RunningSite, path: string) => fetch(`${site.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    // Process a renders pages with islands of their own first (the home page's search box, a result
    // page, a member's page) and its fragments with them; process b starts with the pages compared.
    for (const path of ['/en', '/en/searchCompany?keyword=acme', '/en/vip', '/ar']) expect((await fetchFrom(a, path)).status).toBe(200);
    const paths = [
      '/en/about',
      `/en/company/${companyId('gb', '00000001')}.html`,
      '/en/regulators',
      `/en/dealer/${REG.harbour}.html`,
      '/ar/about',
    ];
    for (const path of paths) {
      // A record another test file changes between the two renders is marked stale in both processes
      // within the poll interval (a second): asked again then, both render it anew.
      let fromA!: Response,
        fromB!: Response,
        textA = '',
        textB = '';
      for (let attempt = 0; attempt < 3 && (!textA || textA !== textB); attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 1500));
        [fromB, fromA] = [await fetchFrom(b, path), await fetchFrom(a, path)];
        [textA, textB] = [await fromA.text(), await fromB.text()];
      }
      expect([path, fromA.status, fromB.status]).toEqual([path, 200, 200]);
      expect(textA, path).toBe(textB);
      expect(fromA.headers.get('etag')).toBe(fromB.headers.get('etag'));
    }
  });
});

describe('per-visitor parts of a shared page in Chromium', () => {
  /** A desktop visitor with their own country cookies, signed in or not. */
  async function visitor(country: string, userCountry: string, member: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const context = await desktop(browser);
    const url = new URL(baseUrl());
    await context.addCookies(
      [
        ['country', country],
        ['userCountry', userCountry],
        ['lang', 'en'],
        ['env', 'production'],
      ].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })),
    );
    if (member) await signIn(context);
    return { context, page: await context.newPage() };
  }

  it('shows each of two visitors their own menu, country and own-country shortcut from the same cached bytes', async () => {
    // Pages that change only with a deploy: every process has the same bytes of them (the home page's
    // lists may differ between processes for a minute, and each browser context may reach another process).
    for (const path of ['/en/about', '/en/privacyPolicy']) await cachedAnswer(path);
    const member = await visitor('392', '392', true); // Japan, in Japan
    const guest = await visitor('276', '250', false); // Germany chosen, in France
    try {
      for (const path of ['/en/about', '/en/privacyPolicy']) {
        // As above: a change another test file makes can mark a copy stale between the two visits.
        let [a, b] = [await member.page.goto(path), await guest.page.goto(path)];
        for (
          let attempt = 0;
          attempt < 3 &&
          (a!.headers()['x-cache'] !== 'HIT' || b!.headers()['x-cache'] !== 'HIT' || a!.headers().etag !== b!.headers().etag);
          attempt++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          [a, b] = [await member.page.goto(path), await guest.page.goto(path)];
        }
        expect([a!.headers()['x-cache'], b!.headers()['x-cache']]).toEqual(['HIT', 'HIT']);
        expect(a!.headers().etag).toBe(b!.headers().etag);
        expect(await a!.body()).toEqual(await b!.body());

        const footer = (p: Page) => p.locator('footer.site-footer');
        await expect
          .poll(() => footer(member.page).locator('[data-country-panel] span').first().textContent())
          .toBe('Country or region: Japan');
        await expect.poll(() => footer(member.page).locator('[data-own-country-line]').textContent()).toBe('My country or region: Japan');
        await expect
          .poll(() => footer(guest.page).locator('[data-country-panel] span').first().textContent())
          .toBe('Country or region: Germany');
        await expect.poll(() => footer(guest.page).locator('[data-own-country-line]').textContent()).toBe('My country or region: France');
        expect(await footer(guest.page).locator('[data-own-country-line] a').getAttribute('href')).toContain('code=FR');

        // The member's menu, with their name once the summary has loaded; the visitor's "Log in" link.
        await expect.poll(() => member.page.locator('header [data-when="member"]').isVisible()).toBe(true);
        expect(await member.page.locator('header [data-when="visitor"]').isVisible()).toBe(false);
        await expect.poll(() => member.page.locator('header [data-member-name]').textContent()).toBe(MEMBER.nickname);
        expect(await guest.page.locator('header [data-when="visitor"]').isVisible()).toBe(true);
        expect(await guest.page.locator('header [data-when="member"]').isVisible()).toBe(false);
      }
    } finally {
      await member.context.close();
      await guest.context.close();
    }
  });

  it("names each visitor's current country on the cached country chooser", async () => {
    await cachedAnswer('/en/chooseCountry');
    const japan = await visitor('392', '392', false);
    const germany = await visitor('276', '250', false);
    try {
      await japan.page.goto('/en/chooseCountry');
      await germany.page.goto('/en/chooseCountry');
      await expect.poll(() => japan.page.locator('[data-current-country]').textContent()).toBe('Current: Japan');
      await expect.poll(() => germany.page.locator('[data-current-country]').textContent()).toBe('Current: Germany');
      expect(await germany.page.locator('[data-current-country]').isVisible()).toBe(true);
    } finally {
      await japan.context.close();
      await germany.context.close();
    }
  });
});
