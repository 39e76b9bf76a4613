import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/languages.ts';
import { translator } from '../../src/i18n/t.ts';
import type { AdPageKind, WebSlot } from '../../src/lib/ad-slots.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { AdServer } from '../../src/server/ads/ad-server.ts';
import type { CampaignFields } from '../../src/server/ads/campaign-rules.ts';
import {
  campaignDecisions,
  campaignReport,
  companyCampaigns,
  createCampaign,
  creativeFile,
  decideCampaign,
  grantAdvertiserRole,
  pauseCampaign,
  staffCampaignQueue,
} from '../../src/server/ads/campaigns.service.ts';
import { readFrequency } from '../../src/server/ads/frequency-cookie.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { bundleRows, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { fakePng, pdfBytes, scriptBytes } from '../fixtures/evidence.ts';
import { bundle as companyBundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const t = translator('en');
const NOW = '2026-11-24T07:00:00.000Z';
const provenance = { source: 'test', source_url: null, retrieved_at: NOW, updated_at: NOW };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const C_ACME = id(201);
const C_BROKER = id(202);
/** 2026-11-24 at the given UTC hour. */
const at = (hour: number, day = 24) => new Date(Date.UTC(2026, 10, day, hour));

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

const brokerBundle: BrokerBundle = {
  broker: {
    id: id(300),
    code: '0000009001',
    name: 'Harbour Markets',
    normalised_name: 'harbour markets',
    country: 'GB',
    founded_year: 2011,
    status: 'active',
    description: null,
    contact_phone: null,
    contact_other: null,
    trial_users: null,
    trading_orders: null,
    margin_used_usd: null,
    influence: null,
    environment: null,
    capital_ratio: null,
  },
  companies: [{ company_id: C_BROKER, role: 'licensee' }],
  websites: [],
  accounts: [],
  software: [],
  vps: [],
  claims: [],
};

const fields = (over: Partial<CampaignFields> = {}): CampaignFields => ({
  name: 'Acme winter campaign',
  placement: 'detail',
  landingUrl: 'https://www.acme-widgets.co.uk/offer',
  languages: ['en'],
  countries: ['GB'],
  pageKinds: ['company'],
  jurisdictions: '',
  sections: [],
  startsOn: '2026-11-24',
  endsOn: '2026-11-30',
  pricing: 'cpm',
  price: '20.00',
  budget: '500',
  frequencyCap: '3',
  ...over,
});

async function refusal(p: Promise<unknown>) {
  try {
    await p;
    return undefined;
  } catch (err) {
    const e = err as AppError;
    if (!e.code) throw err;
    return { status: e.status, message: t(e.code, e.params) };
  }
}

const companyPage: {
  lang: Lang;
  page: AdPageKind;
  slots: WebSlot[];
  country: string | undefined;
  jurisdiction: string;
  section: string;
  brand: string;
} = {
  lang: 'en',
  page: 'company',
  slots: ['detail'],
  country: 'GB',
  jurisdiction: 'gb',
  section: 'C',
  brand: 'Atlas',
};

describe.each(ENGINES)('advertising on %s', (engine) => {
  let db: TestDb;
  let advertiser: string;
  let brokerAdvertiser: string;
  let staff: string;
  let other: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    await db.db
      .insertInto('companies')
      .values(
        [
          [C_ACME, '01111111', 'Acme Widgets Ltd'],
          [C_BROKER, '02222222', 'Harbour Markets Ltd'],
        ].map(([cid, number, name]) => ({ id: cid!, ...companyBundle('gb', number!, name!).company, ...provenance, content_hash: 'h' })),
      )
      .execute();
    await db.db
      .insertInto('licences')
      .values({
        company_id: C_BROKER,
        position: 0,
        regulator: 'Financial Conduct Authority',
        regulator_country: 'GB',
        licence_type: 'Investment firm',
        licence_number: '123456',
        status: 'active',
        granted_on: '2012-05-01',
        expires_on: null,
        regulator_key: 'fca',
        record_url: null,
        scope: JSON.stringify({ countries: ['IE'] }),
        ended_on: null,
        ...provenance,
      })
      .execute();
    await replaceBrokers(db.db, [
      bundleRows(brokerBundle, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW }),
    ]);
    advertiser = (await createUser(db.db, { email: 'ads@acme.example', password: 'secret-1' })).id;
    brokerAdvertiser = (await createUser(db.db, { email: 'ads@harbour.example', password: 'secret-1' })).id;
    staff = (await createUser(db.db, { email: 'staff@example.com', password: 'secret-1' })).id;
    other = (await createUser(db.db, { email: 'other@example.com', password: 'secret-1' })).id;
    expect(await grantAdvertiserRole(db.db, advertiser, C_ACME)).toMatchObject({ granted: true, company: { name: 'Acme Widgets Ltd' } });
    expect(await grantAdvertiserRole(db.db, brokerAdvertiser, C_BROKER)).toMatchObject({ granted: true });
    expect(await grantAdvertiserRole(db.db, other, id(999))).toBeUndefined();
    await grantStaffRole(db.db, staff, at(1));
  });
  afterAll(() => db?.drop());

  const server = (hour = 12, random = () => 0.5) => new AdServer(db.db, { now: () => at(hour), random, reloadMs: 0 });
  const approve = (campaignId: string) =>
    decideCampaign(db.db, staff, { id: campaignId, action: 'approve', reason: 'Checked creative and landing page' }, at(6));

  it('takes a campaign from creation through approval to serving and counting', async () => {
    const campaignId = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields(),
      files: [{ name: 'mpu.png', bytes: await image(300, 250) }],
      now: at(5),
    });
    const ads = server();
    // Pending: never served; the slot gets a house ad (our own promotion), not an empty box.
    let fill = await ads.fill({ ...companyPage, frequency: new Map() });
    expect(fill.units).toHaveLength(1);
    expect(fill.units[0]!.id).toMatch(/^house-/);
    expect(fill.shown).toEqual([]);
    // The creative of a pending campaign: its advertiser and staff only.
    const creativeId = (await staffCampaignQueue(db.db)).campaigns.find((c) => c.id === campaignId)!.creatives[0]!.id;
    expect(await creativeFile(db.db, creativeId, undefined)).toBeUndefined();
    expect(await creativeFile(db.db, creativeId, other)).toBeUndefined();
    expect(await creativeFile(db.db, creativeId, advertiser)).toMatchObject({ public: false, content_type: 'image/png' });

    // Only staff decide (anyone else: 404), with a reason, and the decision is logged.
    expect(await refusal(decideCampaign(db.db, other, { id: campaignId, action: 'approve', reason: 'Looks fine to me' }))).toMatchObject({
      status: 404,
    });
    expect(await refusal(decideCampaign(db.db, staff, { id: campaignId, action: 'approve', reason: ' ' }))).toMatchObject({ status: 400 });
    expect(await approve(campaignId)).toBe('approved');
    expect(await refusal(approve(campaignId))).toMatchObject({ status: 409 });
    expect(await campaignDecisions(db.db, campaignId)).toEqual([
      expect.objectContaining({
        staff_user_id: staff,
        action: 'approve',
        subject_kind: 'campaign',
        reason: 'Checked creative and landing page',
      }),
    ]);
    expect(await creativeFile(db.db, creativeId, undefined)).toMatchObject({ public: true });

    await ads.reload();
    const frequency = new Map<string, number>();
    fill = await ads.fill({ ...companyPage, frequency });
    const unit = fill.units[0]!;
    expect(unit).toMatchObject({
      slot: 'detail',
      id: campaignId,
      format: 'image',
      width: 300,
      height: 250,
      advertiser: 'Acme Widgets Ltd',
    });
    expect(unit.image).toBe(`/en/ad/image/${creativeId}`);
    expect(unit.href).toMatch(/^\/en\/ad\/click\?t=c\./);
    expect(unit.warning).toBeUndefined();
    expect(fill.shown).toEqual([campaignId]);

    // Viewable impressions: each signed token once; a forged or altered one never.
    expect(ads.seen([unit.token, unit.token, `${unit.token.slice(0, -2)}xx`, 'nonsense'])).toBe(1);
    const click = await ads.click(new URL(unit.href, 'https://x.example').searchParams.get('t')!);
    expect(click).toEqual({ location: 'https://www.acme-widgets.co.uk/offer', counted: true });
    expect(await ads.click('c.forged.detail.en.1.1.AAAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
    expect(ads.unflushed()).toBe(2);

    // Counts reach the database in one batch; a second batch adds to the same day's row.
    await ads.flush();
    expect(ads.unflushed()).toBe(0);
    const fill2 = await ads.fill({ ...companyPage, frequency });
    ads.seen([fill2.units[0]!.token]);
    await ads.flush();
    const rows = await db.db.selectFrom('ad_daily_stats').selectAll().where('campaign_id', '=', campaignId).execute();
    expect(rows.map((r) => [String(r.day).slice(0, 10), Number(r.impressions), Number(r.clicks)])).toEqual([['2026-11-24', 2, 1]]);

    const report = await campaignReport(db.db, C_ACME, campaignId, at(13));
    expect(report!.totals).toEqual({ impressions: 2, clicks: 1, ctr: 0.5 });
    expect(report!.days).toHaveLength(1);
    expect(report!.spentCents).toBe(4); // 2 impressions at $20 CPM = 4 cents
    expect(await campaignReport(db.db, C_BROKER, campaignId)).toBeUndefined();
    expect((await companyCampaigns(db.db, C_ACME)).find((c) => c.id === campaignId)).toMatchObject({
      status: 'approved',
      impressions: 2,
      clicks: 1,
    });

    // Paused by its advertiser: no longer served.
    await pauseCampaign(db.db, C_ACME, campaignId, true);
    await ads.reload();
    expect((await ads.fill({ ...companyPage, frequency: new Map() })).units[0]!.id).toMatch(/^house-/);
    await pauseCampaign(db.db, C_ACME, campaignId, false);
    expect(await refusal(pauseCampaign(db.db, C_BROKER, campaignId, true))).toMatchObject({ status: 404 });
  });

  it('serves only to the targeted language, country, page kind, jurisdiction and section, within the schedule and the cap', async () => {
    const campaignId = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({
        name: 'Targeted',
        languages: ['de'],
        countries: ['DE', 'AT'],
        pageKinds: ['company', 'dealer'],
        jurisdictions: 'de, us',
        sections: ['K'],
        frequencyCap: '2',
      }),
      files: [{ name: 'mpu.webp', bytes: await image(300, 250, 'webp') }],
      now: at(5),
    });
    await approve(campaignId);
    const ads = server();
    const ask = (over: Partial<typeof companyPage>, frequency = new Map<string, number>()) =>
      ads
        .fill({ ...companyPage, lang: 'de', country: 'DE', jurisdiction: 'us_ny', section: 'K', ...over, frequency })
        .then((f) => f.units[0]!.id);
    expect(await ask({})).toBe(campaignId);
    expect(await ask({ jurisdiction: 'de' })).toBe(campaignId);
    expect(await ask({ lang: 'en' })).not.toBe(campaignId);
    expect(await ask({ country: 'FR' })).not.toBe(campaignId);
    expect(await ask({ country: undefined })).not.toBe(campaignId);
    expect(await ask({ page: 'home' })).not.toBe(campaignId);
    expect(await ask({ jurisdiction: 'gb' })).not.toBe(campaignId);
    expect(await ask({ jurisdiction: 'usa' })).not.toBe(campaignId);
    expect(await ask({ section: 'C' })).not.toBe(campaignId);

    // The cap: twice a day for this browser (its cookie's counts), then a house ad; another browser still sees it.
    const frequency = new Map<string, number>();
    expect(await ask({}, frequency)).toBe(campaignId);
    expect(await ask({}, frequency)).toBe(campaignId);
    expect(await ask({}, frequency)).not.toBe(campaignId);
    expect(await ask({})).toBe(campaignId);
    // The next day's cookie is empty again.
    expect(readFrequency(`20261124~${campaignId.slice(0, 8)}:2`, at(1, 25)).size).toBe(0);

    // Before its first day and after its last, never.
    const later = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({ name: 'Next week', startsOn: '2026-12-01', endsOn: '2026-12-05', languages: ['fr'], countries: [] }),
      files: [{ name: 'mpu.jpg', bytes: await image(300, 250, 'jpeg') }],
      now: at(5),
    });
    await approve(later);
    await ads.reload();
    expect(await ask({ lang: 'fr', country: 'FR' })).not.toBe(later);
    const december = new AdServer(db.db, { now: () => new Date(Date.UTC(2026, 11, 2, 12)), random: () => 0.5, reloadMs: 0 });
    expect((await december.fill({ ...companyPage, lang: 'fr', country: 'FR', frequency: new Map() })).units[0]!.id).toBe(later);
    const afterwards = new AdServer(db.db, { now: () => new Date(Date.UTC(2026, 11, 6, 12)), random: () => 0.5, reloadMs: 0 });
    expect((await afterwards.fill({ ...companyPage, lang: 'fr', country: 'FR', frequency: new Map() })).units[0]!.id).not.toBe(later);
  });

  it('stops a campaign whose budget is spent and paces one that is ahead of the day', async () => {
    // $10 CPM with a $10 budget: 1,000 viewable impressions, spread over 5 days (200 a day).
    const campaignId = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({
        name: 'Small budget',
        languages: ['it'],
        countries: [],
        price: '10',
        budget: '10',
        startsOn: '2026-11-24',
        endsOn: '2026-11-28',
      }),
      files: [{ name: 'mpu.png', bytes: await image(300, 250) }],
      now: at(5),
    });
    await approve(campaignId);
    const itPage = { ...companyPage, lang: 'it' as const, country: 'IT' };
    const served = async (hour: number) => (await server(hour).fill({ ...itPage, frequency: new Map() })).units[0]!.id === campaignId;
    expect(await served(12)).toBe(true);
    // 150 today by noon: ahead of the even line (about 108 by 12:00 with the slack), so it waits; at 20:00 it may serve again.
    await db.db.insertInto('ad_daily_stats').values({ campaign_id: campaignId, day: '2026-11-24', impressions: 150, clicks: 3 }).execute();
    expect(await served(12)).toBe(false);
    expect(await served(20)).toBe(true);
    // The whole budget spent (1,000 impressions in all): never again.
    await db.db.updateTable('ad_daily_stats').set({ impressions: 1000 }).where('campaign_id', '=', campaignId).execute();
    expect(await served(23)).toBe(false);
    // Counting on this server stops a campaign the moment it runs out, before any reload: a one-day
    // campaign with 999 of its 1,000 impressions counted serves once more, then no more.
    const lastDay = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({
        name: 'One day',
        languages: ['pt'],
        countries: [],
        price: '10',
        budget: '10',
        startsOn: '2026-11-24',
        endsOn: '2026-11-24',
      }),
      files: [{ name: 'mpu.png', bytes: await image(300, 250) }],
      now: at(5),
    });
    await approve(lastDay);
    await db.db.insertInto('ad_daily_stats').values({ campaign_id: lastDay, day: '2026-11-24', impressions: 999, clicks: 0 }).execute();
    const ads = new AdServer(db.db, { now: () => at(23), random: () => 0.5, reloadMs: 60_000 });
    const ptPage = { ...itPage, lang: 'pt' as const };
    const unit = (await ads.fill({ ...ptPage, frequency: new Map() })).units[0]!;
    expect(unit.id).toBe(lastDay);
    expect(ads.seen([unit.token])).toBe(1);
    expect((await ads.fill({ ...ptPage, frequency: new Map() })).units[0]!.id).not.toBe(lastDay);
    await ads.flush();
  });

  it("refreshes each tick: another process's counts without a rebuild, a changed set of campaigns with one", async () => {
    const campaignId = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({
        name: 'Two servers',
        languages: ['vi'],
        countries: [],
        price: '10',
        budget: '10',
        startsOn: '2026-11-24',
        endsOn: '2026-11-24',
      }),
      files: [{ name: 'mpu.png', bytes: await image(300, 250) }],
      now: at(5),
    });
    await approve(campaignId);
    const viPage = { ...companyPage, lang: 'vi' as const, country: 'VN' };
    // Two processes' ad servers, loaded once; their reloads are left to refresh() alone.
    const [one, two] = [0, 1].map(() => new AdServer(db.db, { now: () => at(23), random: () => 0.5, reloadMs: 3_600_000 }));
    const firstOf = async (s: AdServer) => (await s.fill({ ...viPage, frequency: new Map() })).units[0]!;
    expect((await firstOf(one!)).id).toBe(campaignId);
    expect((await firstOf(two!)).id).toBe(campaignId);
    const load = vi.spyOn(two as unknown as { load: () => Promise<void> }, 'load');
    // The other process counts the last impressions of the budget and writes them.
    await db.db.insertInto('ad_daily_stats').values({ campaign_id: campaignId, day: '2026-11-24', impressions: 999, clicks: 0 }).execute();
    expect(one!.seen([(await firstOf(one!)).token])).toBe(1);
    await one!.flush();
    // Before its tick this process still serves it; the tick's refresh reads the counts, not the campaigns.
    expect((await firstOf(two!)).id).toBe(campaignId);
    await two!.refresh();
    expect(load).not.toHaveBeenCalled();
    expect((await firstOf(two!)).id).not.toBe(campaignId);
    // A pause changes the set of serving campaigns: the next refresh rebuilds.
    await pauseCampaign(db.db, C_ACME, campaignId, true);
    await two!.refresh();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('accepts a broker campaign only where the broker is licensed, warns on it, and never serves a rejected or unlicensed one', async () => {
    const broker = (over: Partial<CampaignFields>) => ({
      userId: brokerAdvertiser,
      fields: fields({ name: 'Trade with Harbour', landingUrl: 'https://harbour.example.com/open', languages: ['es'], ...over }),
      files: [],
      now: at(5),
    });
    const files = [{ name: 'mpu.png', bytes: await image(300, 250) }];
    expect(await refusal(createCampaign(db.db, { ...broker({ countries: [] }), files }))).toEqual({
      status: 400,
      message: t('advertiser.error.broker.countries'),
    });
    expect(await refusal(createCampaign(db.db, { ...broker({ countries: ['GB', 'US'] }), files }))).toEqual({
      status: 403,
      message: 'The broker holds no licence in force in: US. Its ads cannot be shown there.',
    });
    // GB by the FCA licence, IE by its passport (the licence's scope).
    const rejected = await createCampaign(db.db, { ...broker({ countries: ['GB', 'IE'] }), files });
    const approved = await createCampaign(db.db, { ...broker({ countries: ['GB'] }), files });
    expect((await staffCampaignQueue(db.db)).campaigns.find((c) => c.id === approved)).toMatchObject({ broker_name: 'Harbour Markets' });
    await decideCampaign(db.db, staff, { id: rejected, action: 'reject', reason: 'Landing page promises returns' }, at(6));
    await approve(approved);
    const ads = server();
    const esPage = { ...companyPage, lang: 'es' as const, country: 'GB' };
    const seenIds = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const u = (await ads.fill({ ...esPage, frequency: new Map() })).units[0]!;
      seenIds.add(u.id);
      if (u.id === approved) expect(u.warning).toBe(translator('es')('ads.brokerRiskWarning'));
    }
    expect(seenIds.has(approved)).toBe(true);
    expect(seenIds.has(rejected)).toBe(false);

    // The licence is revoked: the approved campaign stops serving at the next reload, and no other can be approved.
    const pending = await createCampaign(db.db, { ...broker({ countries: ['GB'], name: 'Second wave' }), files });
    await db.db.updateTable('licences').set({ status: 'revoked', ended_on: '2026-11-24' }).where('company_id', '=', C_BROKER).execute();
    await ads.reload();
    expect((await ads.fill({ ...esPage, frequency: new Map() })).units[0]!.id).not.toBe(approved);
    expect(await refusal(approve(pending))).toMatchObject({ status: 403 });
  });

  it('keeps counts that could not be written for the next flush, and drops those of a deleted campaign', async () => {
    const campaignId = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({ name: 'Flush test', languages: ['ko'], countries: [] }),
      files: [{ name: 'mpu.png', bytes: await image(300, 250) }],
      now: at(5),
    });
    await approve(campaignId);
    const ads = server();
    const koPage = { ...companyPage, lang: 'ko' as const };
    const unit = (await ads.fill({ ...koPage, frequency: new Map() })).units[0]!;
    expect(unit.id).toBe(campaignId);
    expect(ads.seen([unit.token])).toBe(1);
    // The database refuses the batch (its table is gone for a moment): the count waits, nothing is half-written.
    await db.db.schema.alterTable('ad_daily_stats').renameTo('ad_daily_stats_away').execute();
    await expect(ads.flush()).rejects.toThrow();
    expect(ads.unflushed()).toBe(1);
    await db.db.schema.alterTable('ad_daily_stats_away').renameTo('ad_daily_stats').execute();
    await ads.flush();
    expect(ads.unflushed()).toBe(0);
    const row = await db.db
      .selectFrom('ad_daily_stats')
      .select('impressions')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(Number(row.impressions)).toBe(1);
    // A campaign deleted between its impression and the flush: its count is dropped, the rest written.
    const second = (await ads.fill({ ...koPage, frequency: new Map() })).units[0]!;
    expect(ads.seen([second.token])).toBe(1);
    await db.db.deleteFrom('ad_campaigns').where('id', '=', campaignId).execute();
    await ads.flush();
    expect(ads.unflushed()).toBe(0);
  });

  it('refuses bad creatives: wrong type, wrong size, a script renamed .png, a PNG header on anything else, a missing size', async () => {
    const make = (files: Array<{ name: string; bytes: Buffer }>, over: Partial<CampaignFields> = {}) =>
      refusal(createCampaign(db.db, { userId: advertiser, fields: fields(over), files, now: at(5) }));
    expect(await make([{ name: 'banner.gif', bytes: await image(300, 250, 'gif') }])).toEqual({
      status: 415,
      message: 'The file banner.gif is not a PNG, JPEG or WebP image. Its content was checked, not its name.',
    });
    expect(await make([{ name: 'brochure.pdf', bytes: pdfBytes() }])).toMatchObject({ status: 415 });
    expect(await make([{ name: 'banner.png', bytes: scriptBytes() }])).toMatchObject({ status: 415 });
    expect(await make([{ name: 'banner.png', bytes: fakePng() }])).toEqual({
      status: 415,
      message: 'The file banner.png could not be read as an image.',
    });
    expect(await make([{ name: 'big.png', bytes: await image(336, 280) }])).toEqual({
      status: 400,
      message: 'The image big.png is 336×280; this placement needs exactly 300×250.',
    });
    expect(await make([])).toEqual({ status: 400, message: 'Add an image of 300×250.' });
    // The top banner needs both of its sizes, matched by size in any order.
    expect(await make([{ name: 'wide.png', bytes: await image(728, 90) }], { placement: 'topBanner', pageKinds: [] })).toEqual({
      status: 400,
      message: 'Add an image of 320×100.',
    });
    const top = await createCampaign(db.db, {
      userId: advertiser,
      fields: fields({ placement: 'topBanner', pageKinds: [], name: 'Top both sizes' }),
      files: [
        { name: 'narrow.png', bytes: await image(320, 100) },
        { name: 'wide.png', bytes: await image(728, 90) },
      ],
      now: at(5),
    });
    expect(
      (await staffCampaignQueue(db.db)).campaigns
        .find((c) => c.id === top)!
        .creatives.map((c) => `${c.width}x${c.height}`)
        .sort(),
    ).toEqual(['320x100', '728x90']);
    // The native feed unit: title, text and a 64×64 logo.
    expect(await make([{ name: 'logo.png', bytes: await image(64, 64) }], { placement: 'feed', title: '', text: 'x' })).toMatchObject({
      status: 400,
    });
    // A landing page that is not https on a public domain.
    for (const landingUrl of [
      'http://acme.example.com/',
      'https://user:pw@acme.co.uk/',
      'https://127.0.0.1/',
      'https://intranet/',
      'javascript:alert(1)',
    ])
      expect(await make([{ name: 'mpu.png', bytes: await image(300, 250) }], { landingUrl })).toMatchObject({ status: 400 });
    // A member who is no advertiser cannot create anything.
    expect(await refusal(createCampaign(db.db, { userId: other, fields: fields(), files: [], now: at(5) }))).toMatchObject({ status: 404 });
  });
});
