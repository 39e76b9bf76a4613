import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { grantAdvertiserRole } from '../../src/server/ads/campaigns.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { fakePng, scriptBytes } from '../fixtures/evidence.ts';
import { baseUrl, desktop, launch } from './browser.ts';

/**
 * Advertising over HTTP against the built site: the advertiser console (404 for everyone else,
 * private, unindexed), a campaign created with its creative by a plain multipart form, bad uploads
 * refused in the page's language, the staff console's approval with a reason, then the campaign
 * served by the fill call, its impression and click counted through the batched counter, and its
 * daily report and CSV; the app's splash (with its one-click close) and carousel calls.
 */

const CLIENT = { 'x-forwarded-for': '203.0.113.201' };
let companyId = '';
let companyName = '';
const today = new Date().toISOString().slice(0, 10);
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  try {
    const company = await db.db.selectFrom('companies').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    companyId = company.id;
    companyName = company.name;
    const advertiser = await createUser(db.db, { email: 'ads-advertiser@example.com', password: 'secret-1' });
    await createUser(db.db, { email: 'ads-stranger@example.com', password: 'secret-1' });
    const staff = await createUser(db.db, { email: 'ads-staff@example.com', password: 'secret-1' });
    await grantAdvertiserRole(db.db, advertiser.id, companyId);
    await grantStaffRole(db.db, staff.id);
  } finally {
    await db.close();
  }
});

const sessions = new Map<string, string>();
async function signIn(email: string): Promise<string> {
  const known = sessions.get(email);
  if (known) return known;
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
    body: JSON.stringify({ account: email, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  sessions.set(email, cookie);
  return cookie;
}

const image = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
const alertText = (html: string) => /role="?alert"?[^>]*>([^<]*)</.exec(html)?.[1]?.replaceAll('&#39;', "'").replaceAll('&#215;', '×');
const query = <T>(sql: string, ...params: string[]): T[] => {
  const db = new DatabaseSync(inject('sitePath'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};

function campaignForm(file: { name: string; bytes: Buffer }, over: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'E2E details-page campaign',
    placement: 'detail',
    landingUrl: 'https://www.example.com/landing',
    'lang.en': '1',
    countries: 'GB',
    'page.company': '1',
    jurisdictions: '',
    startsOn: today,
    endsOn: inAWeek,
    pricing: 'cpm',
    price: '12.50',
    budget: '1000',
    frequencyCap: '5',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.append('creative', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  return form;
}
const postCampaign = async (cookie: string, form: FormData, lang = 'en') =>
  fetch(`${baseUrl()}/${lang}/advertiser/new`, {
    method: 'POST',
    headers: { origin: baseUrl(), cookie, ...CLIENT },
    body: form,
    redirect: 'manual',
  });

let campaignId = '';

describe('the advertiser console', () => {
  it('is a 404 for visitors and members who do not advertise, and private and unindexed for advertisers', async () => {
    expect((await fetch(`${baseUrl()}/en/advertiser`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/en/advertiser`, { headers: { cookie: await signIn('ads-stranger@example.com') } })).status).toBe(404);
    const res = await fetch(`${baseUrl()}/en/advertiser`, { headers: { cookie: await signIn('ads-advertiser@example.com') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('noindex');
    expect(html).toContain('Advertiser console');
  });

  it('refuses a script renamed .png, a PNG header on anything else and a wrong size, in the page language', async () => {
    const cookie = await signIn('ads-advertiser@example.com');
    let res = await postCampaign(cookie, campaignForm({ name: 'banner.png', bytes: scriptBytes() }));
    expect(res.status).toBe(415);
    expect(alertText(await res.text())).toBe(
      'The file banner.png is not a PNG, JPEG or WebP image. Its content was checked, not its name.',
    );
    res = await postCampaign(cookie, campaignForm({ name: 'banner.png', bytes: fakePng() }));
    expect(res.status).toBe(415);
    res = await postCampaign(cookie, campaignForm({ name: 'big.png', bytes: await image(336, 280) }), 'ar');
    expect(res.status).toBe(400);
    expect(alertText(await res.text())).toContain('336×280');
    // A post from another site is refused.
    res = await fetch(`${baseUrl()}/en/advertiser/new`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie, ...CLIENT },
      body: campaignForm({ name: 'mpu.png', bytes: await image(300, 250) }),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });

  it('creates a campaign waiting for review, then staff approve it with a reason', async () => {
    const cookie = await signIn('ads-advertiser@example.com');
    const res = await postCampaign(cookie, campaignForm({ name: 'mpu.png', bytes: await image(300, 250) }));
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    campaignId = /campaign\/([0-9a-f-]{36})/.exec(location)![1]!;
    const page = await (await fetch(new URL(location, baseUrl()), { headers: { cookie } })).text();
    expect(page).toContain('Waiting for review');

    expect((await fetch(`${baseUrl()}/en/staff/ads`, { headers: { cookie } })).status).toBe(404);
    const staff = await signIn('ads-staff@example.com');
    const queue = await (await fetch(`${baseUrl()}/en/staff/ads`, { headers: { cookie: staff } })).text();
    expect(queue).toContain('E2E details-page campaign');
    expect(queue).toContain(companyName.replaceAll('&', '&amp;'));
    const decided = await fetch(`${baseUrl()}/en/staff/ads`, {
      method: 'POST',
      headers: { origin: baseUrl(), cookie: staff, 'content-type': 'application/x-www-form-urlencoded', ...CLIENT },
      body: new URLSearchParams({ id: campaignId, action: 'approve', reason: 'Creative and landing page checked' }),
    });
    expect(decided.status).toBe(200);
    expect(await decided.text()).toContain('The campaign was approved.');
    expect(
      query<{ reason: string }>("SELECT reason FROM staff_decisions WHERE subject_kind = 'campaign' AND subject_id = ?", campaignId),
    ).toEqual([{ reason: 'Creative and landing page checked' }]);
  });
});

describe('serving and counting', () => {
  it('fills a company page slot with the approved campaign, counts its impression and click in batches, and reports them', async () => {
    // An approval reaches each server process at its next reload of the serving campaigns (every
    // ADS_FLUSH_MS): until then the slot gets a house ad, and no frequency cookie.
    const fill = () =>
      fetch(`${baseUrl()}/api/v1/ads/fill?lang=en&page=company&slots=detail,top,feed&country=GB&jurisdiction=gb&section=K`, {
        headers: CLIENT,
      });
    let res = await fill();
    for (const until = Date.now() + 20_000; !res.headers.get('set-cookie') && Date.now() < until; res = await fill())
      await new Promise((r) => setTimeout(r, 250));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('set-cookie')).toMatch(/^adfc=\d{8}~[0-9a-f]{8}:1; Path=\/api\/v1\/ads; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const body = (await res.json()) as { succeed: boolean; Data: { units: Array<Record<string, string | number>> } };
    expect(body.succeed).toBe(true);
    const [detail, top, feed] = body.Data.units;
    expect(detail).toMatchObject({ slot: 'detail', id: campaignId, format: 'image', width: 300, height: 250, advertiser: companyName });
    expect(top).toMatchObject({ slot: 'top', format: 'image', width: 728, height: 90 });
    expect(String(top!.id)).toMatch(/^house-/);
    expect(feed).toMatchObject({ slot: 'feed', format: 'native' });
    // A browser that has the site's cookies already (the first answer sets them, and is then private).
    const first = await fetch(new URL(String(detail!.image), baseUrl()));
    const siteCookies = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const picture = await fetch(new URL(String(detail!.image), baseUrl()), { headers: { cookie: siteCookies } });
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
    const house = await fetch(new URL(String(top!.image), baseUrl()));
    expect(house.headers.get('content-type')).toContain('image/svg+xml');
    expect((await sharp(Buffer.from(await house.arrayBuffer())).metadata()).width).toBe(728);

    const seen = await fetch(`${baseUrl()}/api/v1/ads/seen`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseUrl(), ...CLIENT },
      body: JSON.stringify({ tokens: [detail!.token, detail!.token, top!.token] }),
    });
    expect(((await seen.json()) as { Data: { counted: number } }).Data.counted).toBe(1);
    const crossSite = await fetch(`${baseUrl()}/api/v1/ads/seen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...CLIENT },
      body: JSON.stringify({ tokens: [detail!.token] }),
    });
    expect(crossSite.status).toBe(403);
    const click = await fetch(new URL(String(detail!.href), baseUrl()), { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://www.example.com/landing');
    expect((await fetch(`${baseUrl()}/en/ad/click?t=c.x.detail.en.1.1.AAAAAAAAAAAAAAAAAAAAAA`, { redirect: 'manual' })).status).toBe(404);

    // The counts reach the database within a flush period (ADS_FLUSH_MS, 2 s by default).
    let rows: Array<{ impressions: number; clicks: number }> = [];
    for (let i = 0; i < 40 && !(rows[0]?.impressions === 1 && rows[0]?.clicks === 1); i++) {
      await new Promise((r) => setTimeout(r, 250));
      rows = query('SELECT impressions, clicks FROM ad_daily_stats WHERE campaign_id = ?', campaignId);
    }
    expect(rows).toEqual([{ impressions: 1, clicks: 1 }]);

    const cookie = await signIn('ads-advertiser@example.com');
    const report = await (await fetch(`${baseUrl()}/en/advertiser/campaign/${campaignId}`, { headers: { cookie } })).text();
    expect(report).toContain('<svg');
    expect(report).toContain('In all: 1 impressions, 1 clicks, CTR 100%.');
    const csv = await fetch(`${baseUrl()}/en/advertiser/report.csv?id=${campaignId}`, { headers: { cookie } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`${campaignId},E2E details-page campaign,${today},1,1,100.00`);
    expect(
      (
        await fetch(`${baseUrl()}/en/advertiser/report.csv?id=${campaignId}`, {
          headers: { cookie: await signIn('ads-stranger@example.com') },
        })
      ).status,
    ).toBe(404);
  });

  it('answers a bad fill request with the envelope, not a 500', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/ads/fill?page=nowhere&slots=top`, { headers: CLIENT });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, ErrorCode: 400 });
  });

  it('gives the app a splash with a one-click close and a carousel, cached by the app', async () => {
    const splash = await fetch(`${baseUrl()}/api/v1/ads/splash`, { headers: { languagecode: 'ar', ...CLIENT } });
    expect(splash.headers.get('cache-control')).toBe('private, max-age=60');
    const s = (await splash.json()) as {
      Data: { unit: { label: string; href: string }; close: { oneClick: boolean; label: string; maxSeconds: number } };
    };
    expect(s.Data.close).toEqual({ oneClick: true, label: 'إغلاق', maxSeconds: 5 });
    expect(s.Data.unit.label).toBe('إعلان');
    expect(s.Data.unit.href).toMatch(/^https?:\/\/.+\/ar\/ad\/click\?t=/);
    const carousel = (await (await fetch(`${baseUrl()}/api/v1/ads/carousel?lang=en`, { headers: CLIENT })).json()) as {
      Data: { units: unknown[] };
    };
    expect(carousel.Data.units.length).toBeGreaterThan(0);
  });
});

describe('in Chromium', () => {
  it('creates a top-banner campaign with both sizes through the plain form, in Arabic, and shows it waiting for review', async () => {
    const browser = await launch();
    try {
      const context = await desktop(browser, 'ar');
      const session = (await signIn('ads-advertiser@example.com')).split('; ').map((c) => {
        const [name, ...rest] = c.split('=');
        return { name: name!, value: rest.join('='), url: baseUrl() };
      });
      await context.addCookies(session);
      const page = await context.newPage();
      await page.goto('/ar/advertiser/new');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.fill('input[name=name]', 'Browser top banner');
      await page.check('input[name=placement][value=topBanner]');
      await page.setInputFiles('input[name=creative]', [
        { name: 'wide.png', mimeType: 'image/png', buffer: await image(728, 90) },
        { name: 'narrow.png', mimeType: 'image/png', buffer: await image(320, 100) },
      ]);
      await page.fill('input[name=landingUrl]', 'https://www.example.com/top');
      await page.check('input[name="lang.ar"]');
      await page.fill('input[name=endsOn]', inAWeek);
      await page.fill('input[name=price]', '8');
      await page.fill('input[name=budget]', '400');
      await Promise.all([page.waitForLoadState('load'), page.click('form.campaign-form button[type=submit]')]);
      await page.waitForURL(/\/ar\/advertiser\/(campaign\/[0-9a-f-]{36}\?created=1|new)$/);
      const refused = page.locator('form.campaign-form [role=alert]');
      expect((await refused.count()) ? await refused.textContent() : '').toBe('');
      expect(page.url()).toMatch(/\/ar\/advertiser\/campaign\/[0-9a-f-]{36}\?created=1$/);
      await expect.poll(() => page.locator('[role=status]').textContent()).toBe('أُرسلت حملتك للمراجعة.');
      expect(await page.locator('h1').textContent()).toBe('Browser top banner');
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
