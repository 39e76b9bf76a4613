import type { Kysely } from 'kysely';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import {
  FEED_NATIVE,
  IMAGE_SIZES,
  isPlacement,
  SLOT_PLACEMENT,
  type AdPageKind,
  type Placement,
  type WebSlot,
} from '../../lib/ad-slots.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/languages.ts';
import { translator, type MessageKey } from '../../i18n/t.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import { log } from '../log.ts';
import { onShutdown } from '../shutdown.ts';
import { makeToken, newNonce, NonceWindow, readToken } from './ad-tokens.ts';
import { licensedCountries } from './campaigns.service.ts';
import { addShown, countOf, type FrequencyCounts } from './frequency-cookie.ts';
import { HOUSE_LOGO, houseAdById, houseAdFor, houseImagePath } from './house-ads.ts';
import { selectCampaign, type Candidate } from './selection.ts';
import * as repo from './ads.repository.ts';

type Db = Kysely<Database>;

/** A campaign as the servers hold it in memory: its selection fields and what a unit shows. */
interface Served extends Candidate {
  format: 'image' | 'native';
  title: string | null;
  body: string | null;
  landing: string;
  advertiser: string;
  broker: boolean;
  images: Array<{ id: string; width: number; height: number }>;
  logo: string | undefined;
}

export interface Unit {
  slot: string;
  id: string;
  format: 'image' | 'native';
  width: number;
  height: number;
  image?: string;
  narrow?: { image: string; width: number; height: number };
  title?: string;
  text?: string;
  logo?: string;
  /**
   * A house ad (our own promotion, no advertiser's picture): the page draws it from `title` and `text`
   * as text in its own box instead of loading `image`, so the unit that fills a slot after load is not
   * a picture larger than the page's own text, which browsers and Lighthouse would take for the page's
   * largest paint (LCP). `image` stays for clients that want the picture.
   */
  house?: true;
  href: string;
  advertiser: string;
  warning?: string;
  token: string;
  frequencyCap: number;
}

/** How long an impression token may be posted back (a unit seen after a while still counts), and a click's. */
export const SEEN_WINDOW_MS = 5 * 60_000;
export const CLICK_WINDOW_MS = 24 * 3_600_000;
/**
 * How often a tick rebuilds the campaigns even when the set of serving campaigns is unchanged: a broker's
 * licences (which an import may revoke) are read only by a full load, so a broker campaign stops within
 * this long after its licence does. Other ticks refresh the counts only (see refresh()).
 */
const FULL_LOAD_MS = 60_000;

const parseList = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The ad server of one process: the serving campaigns in memory (reloaded from the database every
 * flush period, and at once when the UTC day changes), the selection, the tokens, and the counting.
 *
 * Counting: an impression (a token posted to /api/v1/ads/seen once the unit was half visible for a
 * second) or a click adds one to an in-memory total per campaign and day; every ADS_FLUSH_MS the totals
 * are swapped out and added to ad_daily_stats in one transaction (repo.addCounts). A failed flush puts
 * its totals back for the next one; a crash loses at most the counts since the last flush, and a flush
 * either happens whole or not at all, so counts are never corrupted. The same totals feed the budget
 * and pacing at once, so a campaign stops on this server the moment it runs out here.
 */
export class AdServer {
  /** The same campaigns by placement: a slot looks only at its own placement's. */
  private byPlacement = new Map<Placement, Served[]>();
  private byId = new Map<string, Served>();
  private loadedDay = '';
  private loadedAt = 0;
  /** When the campaigns were last rebuilt, and which ones (ids in order) they were. */
  private fullLoadAt = 0;
  private servingKey = '';
  private loading: Promise<void> | undefined;
  private counts = new Map<string, { campaignId: string; day: string; impressions: number; clicks: number }>();
  private seenNonces: NonceWindow;
  private clickNonces: NonceWindow;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  private readonly db: Db;
  private readonly opts: { now?: () => Date; random?: () => number; reloadMs?: number };

  constructor(db: Db, opts: { now?: () => Date; random?: () => number; reloadMs?: number } = {}) {
    this.db = db;
    this.opts = opts;
    this.seenNonces = new NonceWindow(SEEN_WINDOW_MS, this.now().getTime());
    this.clickNonces = new NonceWindow(CLICK_WINDOW_MS, this.now().getTime());
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  private random(): number {
    return this.opts.random?.() ?? Math.random();
  }

  /** Flushes and reloads every `ms` (unref'd: it never keeps a process alive), and once more on shutdown. */
  start(ms = env.ADS_FLUSH_MS): this {
    if (this.timer) return this;
    this.timer = setInterval(() => void this.tick(), ms);
    this.timer.unref();
    onShutdown('ad counts', async () => {
      this.stop();
      await this.flush();
    });
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async tick(): Promise<void> {
    try {
      await this.flush();
      await this.refresh();
    } catch (err) {
      log.error({ err }, 'ad server tick failed');
    }
  }

  /** The serving campaigns, loaded when missing, stale or of another day. */
  private async ensureLoaded(): Promise<void> {
    const now = this.now();
    const stale = now.getTime() - this.loadedAt > (this.opts.reloadMs ?? Math.max(env.ADS_FLUSH_MS * 5, 10_000));
    if (this.loadedDay === now.toISOString().slice(0, 10) && !stale) return;
    await this.reload();
  }

  /** Reads the serving campaigns, their creatives and counts (single-flight: concurrent callers share one load). */
  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /**
   * What each tick does after its flush. Rebuilding the campaigns costs 5–10 ms of CPU at 300 campaigns,
   * and node:sqlite runs on the event loop, so a rebuild every ADS_FLUSH_MS showed up in the fill call's
   * p99 (17.8 ms at 500 fills/s on a quiet machine). The set of serving campaigns is one indexed read:
   * only when it changed (an approval, a pause, an end of schedule), on a new day, or
   * every FULL_LOAD_MS is the whole set rebuilt; otherwise only the counts the pacing and budgets read
   * (written by every process) are refreshed in place.
   */
  refresh(): Promise<void> {
    this.loading ??= this.refreshCounts().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async refreshCounts(): Promise<void> {
    const now = this.now();
    const today = now.toISOString().slice(0, 10);
    const ids = await repo.servingIds(this.db, today);
    if (today !== this.loadedDay || ids.join(',') !== this.servingKey || now.getTime() - this.fullLoadAt >= FULL_LOAD_MS)
      return this.load();
    await yieldToIo();
    for (const s of await repo.servingStats(this.db, [...this.byId.keys()], today)) {
      const served = this.byId.get(s.campaignId);
      if (!served) continue;
      served.impressionsToday = s.today + this.pendingImpressions(s.campaignId, today);
      served.impressionsBefore = s.before;
      served.daysServedBefore = s.days;
    }
    this.loadedAt = now.getTime();
  }

  private async load(): Promise<void> {
    const now = this.now();
    const today = now.toISOString().slice(0, 10);
    const rows = await repo.servingCampaigns(this.db, today);
    const ids = rows.map((r) => r.id);
    // Each read holds the event loop (node:sqlite is synchronous): fill calls get their turn between them.
    await yieldToIo();
    const creatives = await repo.creativesOf(this.db, ids);
    await yieldToIo();
    const stats = await repo.servingStats(this.db, ids, today);
    // A broker's campaign serves only while its licences still cover every targeted country.
    const brokers = new Map<string, Set<string>>();
    for (const r of rows)
      if (r.broker_id && !brokers.has(r.broker_id)) {
        await yieldToIo();
        brokers.set(r.broker_id, licensedCountries(await repo.licencesOfBroker(this.db, r.broker_id), now));
      }
    const byId = new Map(stats.map((s) => [s.campaignId, s]));
    const creativesById = new Map<string, typeof creatives>();
    for (const c of creatives) {
      const list = creativesById.get(c.campaign_id);
      if (list) list.push(c);
      else creativesById.set(c.campaign_id, [c]);
    }
    const served: Served[] = [];
    for (const r of rows) {
      if (!isPlacement(r.placement)) continue;
      const countries = parseList(r.countries);
      if (r.broker_id) {
        const licensed = brokers.get(r.broker_id)!;
        if (countries.length === 0 || countries.some((c) => !licensed.has(c))) continue;
      }
      const s = byId.get(r.id);
      const mine = creativesById.get(r.id) ?? [];
      const pending = this.pendingImpressions(r.id, today);
      served.push({
        id: r.id,
        placement: r.placement,
        languages: parseList(r.languages),
        countries,
        pageKinds: parseList(r.page_kinds),
        jurisdictions: parseList(r.jurisdictions),
        sections: parseList(r.sections),
        startsOn: String(r.starts_on).slice(0, 10),
        endsOn: String(r.ends_on).slice(0, 10),
        pricing: r.pricing,
        priceCents: Number(r.price_cents),
        budgetCents: Number(r.budget_cents),
        frequencyCap: Number(r.frequency_cap),
        impressionsToday: (s?.today ?? 0) + pending,
        impressionsBefore: s?.before ?? 0,
        daysServedBefore: s?.days ?? 0,
        format: r.format,
        title: r.title,
        body: r.body,
        landing: r.landing_url,
        advertiser: r.company_name,
        broker: Boolean(r.broker_id),
        images: mine.filter((c) => c.role === 'image').map((c) => ({ id: c.id, width: c.width, height: c.height })),
        logo: mine.find((c) => c.role === 'logo')?.id,
      });
    }
    this.byPlacement = new Map();
    this.byId = new Map(served.map((s) => [s.id, s]));
    for (const s of served) {
      const list = this.byPlacement.get(s.placement);
      if (list) list.push(s);
      else this.byPlacement.set(s.placement, [s]);
    }
    this.loadedDay = today;
    this.loadedAt = this.fullLoadAt = now.getTime();
    this.servingKey = [...ids].sort().join(',');
  }

  private pendingImpressions(campaignId: string, day: string): number {
    return this.counts.get(`${campaignId}|${day}`)?.impressions ?? 0;
  }

  private count(campaignId: string, kind: 'impressions' | 'clicks', now: Date): void {
    const day = now.toISOString().slice(0, 10);
    const key = `${campaignId}|${day}`;
    let c = this.counts.get(key);
    if (!c) this.counts.set(key, (c = { campaignId, day, impressions: 0, clicks: 0 }));
    c[kind] += 1;
    if (kind === 'impressions' && day === this.loadedDay) {
      const s = this.byId.get(campaignId);
      if (s) s.impressionsToday += 1;
    }
  }

  /** Adds the in-memory totals to the database in one transaction; on failure they wait for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      const batch = this.counts;
      if (batch.size === 0) return;
      this.counts = new Map();
      try {
        await repo.addCounts(this.db, [...batch.values()]);
      } catch (err) {
        for (const [key, c] of batch) {
          const now = this.counts.get(key);
          if (now) {
            now.impressions += c.impressions;
            now.clicks += c.clicks;
          } else this.counts.set(key, c);
        }
        throw err;
      }
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Counts not yet written (for tests and the benchmark). */
  unflushed(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c.impressions + c.clicks;
    return n;
  }

  private unit(s: Served | undefined, slot: string, placement: Placement, lang: Lang, issued: number, brand: string, origin: string): Unit {
    const t = translator(lang);
    const tokens = (id: string) => ({
      token: makeToken({ purpose: 'i', campaignId: id, slot, lang, issued, nonce: newNonce() }),
      href: `${origin}/${lang}/ad/click?t=${makeToken({ purpose: 'c', campaignId: id, slot, lang, issued, nonce: newNonce() })}`,
    });
    if (!s) {
      const house = houseAdFor(placement, () => this.random());
      const title = t(house.title as MessageKey);
      const text = t(house.text as MessageKey);
      const base = { slot, id: house.id, advertiser: brand, frequencyCap: 100, ...tokens(house.id) };
      if (placement === 'feed')
        return {
          ...base,
          format: 'native',
          width: 0,
          height: FEED_NATIVE.height,
          title,
          text,
          logo: `${origin}${houseImagePath(lang, house.id, HOUSE_LOGO)}`,
        };
      const [wide, narrow] = IMAGE_SIZES[placement];
      return {
        ...base,
        format: 'image',
        width: wide!.width,
        height: wide!.height,
        image: `${origin}${houseImagePath(lang, house.id, wide!)}`,
        ...(narrow ? { narrow: { image: `${origin}${houseImagePath(lang, house.id, narrow)}`, ...narrow } } : {}),
        title,
        text,
        house: true,
      };
    }
    const base = {
      slot,
      id: s.id,
      advertiser: s.advertiser,
      frequencyCap: s.frequencyCap,
      ...(s.broker ? { warning: t('ads.brokerRiskWarning') } : {}),
      ...tokens(s.id),
    };
    if (s.format === 'native')
      return {
        ...base,
        format: 'native',
        width: 0,
        height: FEED_NATIVE.height,
        title: s.title ?? '',
        text: s.body ?? '',
        ...(s.logo ? { logo: `${origin}/${lang}/ad/image/${s.logo}` } : {}),
      };
    const [wideSize, narrowSize] = IMAGE_SIZES[placement as Exclude<Placement, 'feed'>];
    const wide = s.images.find((i) => i.width === wideSize!.width && i.height === wideSize!.height) ?? s.images[0]!;
    const narrow = narrowSize && s.images.find((i) => i.width === narrowSize.width && i.height === narrowSize.height);
    return {
      ...base,
      format: 'image',
      width: wide.width,
      height: wide.height,
      image: `${origin}/${lang}/ad/image/${wide.id}`,
      ...(narrow ? { narrow: { image: `${origin}/${lang}/ad/image/${narrow.id}`, width: narrow.width, height: narrow.height } } : {}),
    };
  }

  /**
   * Fills a page's slots (each named once; a couplet's two sides get two different campaigns) for one
   * visitor, whose counts today come from the frequency cookie; the campaigns shown are added to it.
   */
  async fill(r: {
    lang: Lang;
    page: AdPageKind;
    slots: WebSlot[];
    country: string | undefined;
    jurisdiction: string | undefined;
    section: string | undefined;
    frequency: FrequencyCounts;
    brand: string;
    origin?: string;
  }): Promise<{ units: Unit[]; shown: string[] }> {
    await this.ensureLoaded();
    const now = this.now();
    const issued = Math.floor(now.getTime() / 1000);
    const chosen = new Set<string>();
    const units: Unit[] = [];
    for (const slot of r.slots) {
      const placement = SLOT_PLACEMENT[slot];
      const c = selectCampaign(
        this.byPlacement.get(placement) ?? [],
        { placement, lang: r.lang, country: r.country, page: r.page, jurisdiction: r.jurisdiction, section: r.section },
        { seenToday: (id) => countOf(r.frequency, id), now, random: () => this.random(), exclude: chosen },
      ) as Served | undefined;
      if (c) chosen.add(c.id);
      units.push(this.unit(c, slot, placement, r.lang, issued, r.brand, r.origin ?? ''));
    }
    const shown = [...chosen];
    addShown(r.frequency, shown);
    return { units, shown };
  }

  /** The app's units: one for the splash, up to `max` different ones for the home carousel (house ad when none fits). */
  async app(r: {
    placement: 'splash' | 'appCarousel';
    lang: Lang;
    country: string | undefined;
    brand: string;
    origin: string;
    max: number;
  }): Promise<Unit[]> {
    await this.ensureLoaded();
    const now = this.now();
    const issued = Math.floor(now.getTime() / 1000);
    const chosen = new Set<string>();
    const units: Unit[] = [];
    for (let i = 0; i < r.max; i++) {
      const c = selectCampaign(
        this.byPlacement.get(r.placement) ?? [],
        { placement: r.placement, lang: r.lang, country: r.country, page: undefined, jurisdiction: undefined, section: undefined },
        { seenToday: () => 0, now, random: () => this.random(), exclude: chosen },
      ) as Served | undefined;
      if (!c) break;
      chosen.add(c.id);
      units.push(this.unit(c, r.placement, r.placement, r.lang, issued, r.brand, r.origin));
    }
    if (units.length === 0) units.push(this.unit(undefined, r.placement, r.placement, r.lang, issued, r.brand, r.origin));
    return units;
  }

  /** Impression tokens posted back: each counted once, within SEEN_WINDOW_MS of being issued. House ads are not counted. */
  seen(tokens: readonly string[]): number {
    const now = this.now();
    let counted = 0;
    for (const raw of tokens) {
      const t = readToken(raw, 'i');
      if (!t || t.campaignId.startsWith('house-')) continue;
      const age = now.getTime() - t.issued * 1000;
      if (age < -60_000 || age > SEEN_WINDOW_MS) continue;
      if (!this.seenNonces.first(t.nonce, now.getTime())) continue;
      this.count(t.campaignId, 'impressions', now);
      counted += 1;
    }
    return counted;
  }

  /**
   * A click: where to send the visitor (the campaign's own landing URL, or the house ad's page), and
   * whether it counted (a valid token, within a day, once). Undefined for a token that is not ours.
   */
  async click(raw: string): Promise<{ location: string; counted: boolean } | undefined> {
    const t = readToken(raw, 'c');
    if (!t) return undefined;
    const house = houseAdById(t.campaignId);
    if (house) return { location: house.landing(isLang(t.lang) ? t.lang : DEFAULT_LANG), counted: false };
    const now = this.now();
    const served = this.byId.get(t.campaignId);
    const landing = served?.landing ?? (await repo.landingOf(this.db, t.campaignId))?.landing_url;
    if (!landing) return undefined;
    const age = now.getTime() - t.issued * 1000;
    const counted = age >= -60_000 && age <= CLICK_WINDOW_MS && this.clickNonces.first(t.nonce, now.getTime());
    if (counted) this.count(t.campaignId, 'clicks', now);
    return { location: landing, counted };
  }
}

const SERVERS = new WeakMap<Db, AdServer>();

/** The process's ad server for the site's database, started on first use. */
export function adServerFor(db: Db): AdServer {
  let s = SERVERS.get(db);
  if (!s) SERVERS.set(db, (s = new AdServer(db).start()));
  return s;
}
