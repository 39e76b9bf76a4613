import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { creativeSizes, FEED_NATIVE, type AdSize } from '../../lib/ad-slots.ts';
import { COMPLAINT_TEXT } from '../../lib/complaint-categories.ts';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { inForce } from '../../lib/licence-status.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import type { CampaignStatus } from '../db/schema-ads.ts';
import * as exposure from '../exposure/exposure.repository.ts';
import type { PostedFile } from '../exposure/multipart.ts';
import { checkCampaign, type CampaignFields } from './campaign-rules.ts';
import { checkCreative, type Creative } from './creative.ts';
import * as repo from './ads.repository.ts';

type Db = Kysely<Database>;

/** The company a member advertises for, or undefined (the advertiser pages are a 404 for everyone else). */
export function advertiserOf(db: Db, userId: string | undefined) {
  return userId ? repo.advertiserOf(db, userId) : Promise.resolve(undefined);
}

/**
 * The countries where a broker may advertise: those of its licences in force (not ended, not expired),
 * with the countries a licence is passported to (its scope's `countries`).
 */
export function licensedCountries(
  licences: ReadonlyArray<{
    regulator_country: string | null;
    status: string;
    scope: string | null;
    ended_on: string | null;
    expires_on: string | null;
  }>,
  now: Date,
): Set<string> {
  const today = now.toISOString().slice(0, 10);
  const out = new Set<string>();
  for (const l of licences) {
    if (!inForce(l.status) || l.ended_on || (l.expires_on && l.expires_on < today)) continue;
    if (l.regulator_country) out.add(l.regulator_country.toUpperCase());
    try {
      const scope = l.scope ? (JSON.parse(l.scope) as { countries?: unknown }) : undefined;
      if (Array.isArray(scope?.countries)) for (const c of scope.countries) if (typeof c === 'string') out.add(c.toUpperCase());
    } catch {
      /* a scope that is not JSON passports nowhere */
    }
  }
  return out;
}

/**
 * The broker rule (financial regulators require it; large ad networks apply the same): a broker's
 * campaign must name its countries, and the broker must hold a licence in force in each one.
 */
export async function checkBrokerCountries(db: Db, brokerId: string, targeted: readonly string[], now: Date): Promise<void> {
  if (targeted.length === 0) throw new AppError('advertiser.error.broker.countries', 400);
  const licensed = licensedCountries(await repo.licencesOfBroker(db, brokerId), now);
  const missing = targeted.filter((c) => !licensed.has(c));
  if (missing.length) throw new AppError('advertiser.error.broker.unlicensed', 403, { countries: missing.join(', ') });
}

/** The creatives of a campaign: one image per size of the placement (matched by size, in any order), or a native unit's logo. */
async function checkCreatives(placement: string, files: PostedFile[]): Promise<Array<Creative & { role: 'image' | 'logo' }>> {
  const native = placement === 'feed';
  const sizes: readonly AdSize[] = native ? [FEED_NATIVE.logo] : creativeSizes(placement as Parameters<typeof creativeSizes>[0]);
  const out: Array<Creative & { role: 'image' | 'logo' }> = [];
  for (const f of files) {
    const c = await checkCreative(f, sizes);
    if (out.some((o) => o.width === c.width && o.height === c.height))
      throw new AppError('advertiser.error.creative.duplicate', 400, { size: `${c.width}×${c.height}` });
    out.push({ ...c, role: native ? 'logo' : 'image' });
  }
  const missing = sizes.filter((s) => !out.some((o) => o.width === s.width && o.height === s.height));
  if (missing.length)
    throw new AppError('advertiser.error.creative.missing', 400, { sizes: missing.map((s) => `${s.width}×${s.height}`).join(', ') });
  return out;
}

/**
 * An advertiser creates a campaign: the fields checked, the broker rule applied when the company is a
 * broker's legal entity, the creatives checked by content and size, all written in one transaction,
 * 'pending' until staff decide. A member who is no advertiser gets 404.
 */
export async function createCampaign(
  db: Db,
  a: { userId: string; fields: CampaignFields; files: PostedFile[]; now?: Date },
): Promise<string> {
  const now = a.now ?? new Date();
  const advertiser = await repo.advertiserOf(db, a.userId);
  if (!advertiser) throw new AppError('error.notFound', 404);
  const input = checkCampaign(a.fields, now);
  const broker = await repo.brokerOfCompany(db, advertiser.company_id);
  if (broker) await checkBrokerCountries(db, broker.id, input.countries, now);
  const creatives = await checkCreatives(input.placement, a.files);
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await repo.insertCampaign(tx, {
      id,
      company_id: advertiser.company_id,
      created_by: a.userId,
      name: input.name,
      placement: input.placement,
      format: input.format,
      title: input.title,
      body: input.body,
      landing_url: input.landingUrl,
      languages: JSON.stringify(input.languages),
      countries: JSON.stringify(input.countries),
      page_kinds: JSON.stringify(input.pageKinds),
      jurisdictions: JSON.stringify(input.jurisdictions),
      sections: JSON.stringify(input.sections),
      starts_on: input.startsOn,
      ends_on: input.endsOn,
      pricing: input.pricing,
      price_cents: input.priceCents,
      budget_cents: input.budgetCents,
      frequency_cap: input.frequencyCap,
      broker_id: broker?.id ?? null,
      status: 'pending',
      created_at: at,
      decided_at: null,
      decided_by: null,
      decision_reason: null,
    });
    for (const c of creatives)
      await repo.insertCreative(tx, {
        id: randomUUID(),
        campaign_id: id,
        role: c.role,
        content_type: c.contentType,
        width: c.width,
        height: c.height,
        size: c.bytes.length,
        sha256: c.sha256,
        bytes: c.bytes,
        created_at: at,
      });
  });
  return id;
}

/** The advertiser's campaigns with their totals, newest first. */
export async function companyCampaigns(db: Db, companyId: string) {
  const rows = await repo.campaignsOfCompany(db, companyId);
  return rows.map((r) => ({ ...r, impressions: Number(r.impressions), clicks: Number(r.clicks) }));
}

/** Pauses or resumes one of the company's campaigns; 404 for anyone else's, 409 when it is in another state. */
export async function pauseCampaign(db: Db, companyId: string, id: string, paused: boolean): Promise<void> {
  const campaign = RECORD_ID.test(id) ? await repo.campaignById(db, id) : undefined;
  if (!campaign || campaign.company_id !== companyId) throw new AppError('error.notFound', 404);
  if ((await repo.setPaused(db, id, companyId, paused)) === 0) throw new AppError('advertiser.error.state', 409);
}

export interface DailyRow {
  day: string;
  impressions: number;
  clicks: number;
  /** Clicks per impression, 0–1 (0 without impressions). */
  ctr: number;
}

/** One of the company's campaigns with its daily report (every day of the schedule up to today) and what it spent. */
export async function campaignReport(db: Db, companyId: string, id: string, now = new Date()) {
  const campaign = RECORD_ID.test(id) ? await repo.campaignById(db, id) : undefined;
  if (!campaign || campaign.company_id !== companyId) return undefined;
  const stats = new Map((await repo.dailyStats(db, id)).map((r) => [String(r.day).slice(0, 10), r]));
  const today = now.toISOString().slice(0, 10);
  const last = campaign.ends_on < today ? campaign.ends_on : today;
  const days: DailyRow[] = [];
  for (
    let d = new Date(`${campaign.starts_on}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= last && days.length < 400;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const day = d.toISOString().slice(0, 10);
    const s = stats.get(day);
    const impressions = Number(s?.impressions ?? 0);
    const clicks = Number(s?.clicks ?? 0);
    days.push({ day, impressions, clicks, ctr: impressions ? clicks / impressions : 0 });
  }
  const impressions = days.reduce((n, r) => n + r.impressions, 0);
  const clicks = days.reduce((n, r) => n + r.clicks, 0);
  const spentCents =
    campaign.pricing === 'cpm'
      ? Math.round((impressions * campaign.price_cents) / 1000)
      : days.filter((r) => r.impressions > 0).length * campaign.price_cents;
  return {
    campaign,
    days,
    totals: { impressions, clicks, ctr: impressions ? clicks / impressions : 0 },
    spentCents: Math.min(spentCents, campaign.budget_cents),
  };
}

// ---- staff ----

/** Campaigns waiting for a decision, oldest first, with their creatives' ids and sizes. */
export async function staffCampaignQueue(db: Db, limit = 50) {
  const [campaigns, pending] = await Promise.all([repo.pendingCampaigns(db, limit), repo.countPending(db)]);
  const creatives = await repo.creativesOf(
    db,
    campaigns.map((c) => c.id),
  );
  return {
    pending,
    campaigns: campaigns.map((c) => ({
      ...c,
      languages: JSON.parse(c.languages) as string[],
      countries: JSON.parse(c.countries) as string[],
      page_kinds: JSON.parse(c.page_kinds) as string[],
      jurisdictions: JSON.parse(c.jurisdictions) as string[],
      sections: JSON.parse(c.sections) as string[],
      creatives: creatives.filter((x) => x.campaign_id === c.id),
    })),
  };
}

/**
 * A staff decision on a pending campaign, with its required reason, written with its log row
 * (staff_decisions, subject 'campaign') in one transaction. A broker's campaign is approved only while
 * the broker holds a licence in force in every targeted country (checked again here: licences change).
 */
export async function decideCampaign(
  db: Db,
  staffId: string,
  d: { id: string; action: string; reason: string },
  now = new Date(),
): Promise<CampaignStatus> {
  if (!(await exposure.isStaff(db, staffId))) throw new AppError('error.notFound', 404);
  if (d.action !== 'approve' && d.action !== 'reject') throw new AppError('exposure.decision.invalid', 400);
  const reason = d.reason.trim();
  const chars = [...reason].length;
  if (chars < COMPLAINT_TEXT.reasonMin || chars > COMPLAINT_TEXT.reasonMax)
    throw new AppError('exposure.decision.reason', 400, { min: COMPLAINT_TEXT.reasonMin, max: COMPLAINT_TEXT.reasonMax });
  const campaign = RECORD_ID.test(d.id) ? await repo.campaignById(db, d.id) : undefined;
  if (!campaign) throw new AppError('error.notFound', 404);
  const status: CampaignStatus = d.action === 'approve' ? 'approved' : 'rejected';
  if (status === 'approved' && campaign.broker_id)
    await checkBrokerCountries(db, campaign.broker_id, JSON.parse(campaign.countries) as string[], now);
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    if ((await repo.decideCampaign(tx, d.id, status, staffId, reason, at)) === 0) throw new AppError('exposure.decision.already', 409);
    await exposure.insertDecision(tx, {
      id: randomUUID(),
      staff_user_id: staffId,
      action: d.action,
      subject_kind: 'campaign',
      subject_id: d.id,
      reason,
      at,
    });
  });
  return status;
}

/** Every staff decision about a campaign, oldest first. */
export function campaignDecisions(db: Db, id: string) {
  return exposure.decisionsAbout(db, 'campaign', id);
}

// ---- the command line (npm run staff -- advertiser) ----

/** Makes a member the advertiser of a register company; undefined when there is no such company. */
export async function grantAdvertiserRole(db: Db, userId: string, companyId: string, now = new Date()) {
  const company = await repo.companyById(db, companyId.trim());
  if (!company) return undefined;
  return { company, granted: await repo.grantAdvertiser(db, userId, company.id, now.toISOString()) };
}

export const revokeAdvertiserRole = (db: Db, userId: string) => repo.revokeAdvertiser(db, userId);
export const listAdvertiserMembers = (db: Db) => repo.listAdvertisers(db);

/** A creative for a request: anyone once its campaign is approved (or paused); before that staff and its own advertisers only. */
export async function creativeFile(db: Db, id: string, viewer: string | undefined) {
  const c = RECORD_ID.test(id) ? await repo.creativeById(db, id) : undefined;
  if (!c) return undefined;
  if (c.status === 'approved' || c.status === 'paused') return { ...c, public: true };
  if (!viewer) return undefined;
  if ((await exposure.isStaff(db, viewer)) || (await repo.advertiserOf(db, viewer))?.company_id === c.company_id)
    return { ...c, public: false };
  return undefined;
}

/** Whether the company is a broker's legal entity (its campaigns follow the broker rule and carry the risk warning). */
export async function isBrokerCompany(db: Db, companyId: string): Promise<boolean> {
  return Boolean(await repo.brokerOfCompany(db, companyId));
}
