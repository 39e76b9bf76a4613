import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AdCampaignsTable, AdCreativesTable, CampaignStatus } from '../db/schema-ads.ts';

// Advertising's statements: advertisers, campaigns, creatives, the daily counts.

type Db = Kysely<Database>;

export function advertiserOf(db: Db, userId: string) {
  return db
    .selectFrom('advertisers as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.user_id', 'a.company_id', 'c.name as company_name', 'c.jurisdiction_code'])
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

export function companyById(db: Db, id: string) {
  return db.selectFrom('companies').select(['id', 'name', 'jurisdiction_code']).where('id', '=', id).executeTakeFirst();
}

/** Grants (or moves) the advertiser role; false when the member already advertises for that company. */
export async function grantAdvertiser(db: Db, userId: string, companyId: string, at: string): Promise<boolean> {
  const current = await db.selectFrom('advertisers').select('company_id').where('user_id', '=', userId).executeTakeFirst();
  if (current?.company_id === companyId) return false;
  if (current)
    await db
      .updateTable('advertisers')
      .set({ company_id: companyId, granted_at: at, granted_by: null })
      .where('user_id', '=', userId)
      .execute();
  else await db.insertInto('advertisers').values({ user_id: userId, company_id: companyId, granted_at: at, granted_by: null }).execute();
  return true;
}

export async function revokeAdvertiser(db: Db, userId: string): Promise<boolean> {
  const r = await db.deleteFrom('advertisers').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function listAdvertisers(db: Db) {
  return db
    .selectFrom('advertisers as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'a.company_id', 'c.name as company_name', 'u.email', 'u.phone', 'a.granted_at'])
    .orderBy('a.granted_at')
    .execute();
}

/** The broker whose legal entity the company is, if any. */
export function brokerOfCompany(db: Db, companyId: string) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('brokers as b', 'b.id', 'bc.broker_id')
    .select(['b.id', 'b.name'])
    .where('bc.company_id', '=', companyId)
    .orderBy('b.id')
    .executeTakeFirst();
}

/** Every licence held by any company of the broker. */
export function licencesOfBroker(db: Db, brokerId: string) {
  return db
    .selectFrom('broker_companies as bc')
    .innerJoin('licences as l', 'l.company_id', 'bc.company_id')
    .select(['l.regulator_country', 'l.status', 'l.scope', 'l.ended_on', 'l.expires_on'])
    .where('bc.broker_id', '=', brokerId)
    .execute();
}

export async function insertCampaign(db: Db, row: AdCampaignsTable): Promise<void> {
  await db.insertInto('ad_campaigns').values(row).execute();
}

export async function insertCreative(db: Db, row: AdCreativesTable): Promise<void> {
  await db.insertInto('ad_creatives').values(row).execute();
}

export function campaignById(db: Db, id: string) {
  return db.selectFrom('ad_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A company's campaigns, newest first, with their totals. */
export function campaignsOfCompany(db: Db, companyId: string) {
  return db
    .selectFrom('ad_campaigns as c')
    .leftJoin('ad_daily_stats as s', 's.campaign_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.placement',
      'c.status',
      'c.pricing',
      'c.price_cents',
      'c.budget_cents',
      'c.starts_on',
      'c.ends_on',
      'c.created_at',
      'c.decision_reason',
      eb.fn.coalesce(eb.fn.sum<number>('s.impressions'), sql<number>`0`).as('impressions'),
      eb.fn.coalesce(eb.fn.sum<number>('s.clicks'), sql<number>`0`).as('clicks'),
    ])
    .where('c.company_id', '=', companyId)
    .groupBy([
      'c.id',
      'c.name',
      'c.placement',
      'c.status',
      'c.pricing',
      'c.price_cents',
      'c.budget_cents',
      'c.starts_on',
      'c.ends_on',
      'c.created_at',
      'c.decision_reason',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(500)
    .execute();
}

/** Campaigns waiting for a decision, oldest first, with the advertiser's company. */
export function pendingCampaigns(db: Db, limit: number) {
  return db
    .selectFrom('ad_campaigns as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('brokers as b', 'b.id', 'c.broker_id')
    .selectAll('c')
    .select(['co.name as company_name', 'co.jurisdiction_code as company_jurisdiction', 'b.name as broker_name'])
    .where('c.status', '=', 'pending')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function countPending(db: Db): Promise<number> {
  const r = await db
    .selectFrom('ad_campaigns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Decides a pending campaign; 0 when it was no longer pending. */
export async function decideCampaign(
  db: Db,
  id: string,
  status: CampaignStatus,
  staffId: string,
  reason: string,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('ad_campaigns')
    .set({ status, decided_at: at, decided_by: staffId, decision_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Pauses an approved campaign or resumes a paused one (its company's advertisers only). */
export async function setPaused(db: Db, id: string, companyId: string, paused: boolean): Promise<number> {
  const r = await db
    .updateTable('ad_campaigns')
    .set({ status: paused ? 'paused' : 'approved' })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', paused ? 'approved' : 'paused')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The ids of the campaigns servingCampaigns would read, sorted here (not by the engine's collation): one indexed read, to tell whether they changed. */
export async function servingIds(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ad_campaigns as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .select('c.id')
    .where('c.status', '=', 'approved')
    .where('c.starts_on', '<=', today)
    .where('c.ends_on', '>=', today)
    .execute();
  return rows.map((r) => r.id).sort();
}

/** Approved campaigns whose schedule covers the day, with the advertiser's name (what the servers serve from). */
export function servingCampaigns(db: Db, today: string) {
  return db
    .selectFrom('ad_campaigns as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .select([
      'c.id',
      'c.placement',
      'c.format',
      'c.title',
      'c.body',
      'c.landing_url',
      'c.languages',
      'c.countries',
      'c.page_kinds',
      'c.jurisdictions',
      'c.sections',
      'c.starts_on',
      'c.ends_on',
      'c.pricing',
      'c.price_cents',
      'c.budget_cents',
      'c.frequency_cap',
      'c.broker_id',
      'co.name as company_name',
    ])
    .where('c.status', '=', 'approved')
    .where('c.starts_on', '<=', today)
    .where('c.ends_on', '>=', today)
    .execute();
}

export function creativesOf(db: Db, campaignIds: string[]) {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ad_creatives')
    .select(['id', 'campaign_id', 'role', 'width', 'height', 'content_type'])
    .where('campaign_id', 'in', campaignIds)
    .execute();
}

/** Per campaign: impressions today, impressions before today, and the days before today it served. */
export async function servingStats(db: Db, campaignIds: string[], today: string) {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .selectFrom('ad_daily_stats')
    .select((eb) => [
      'campaign_id',
      eb.fn.sum<number>(eb.case().when('day', '=', today).then(eb.ref('impressions')).else(0).end()).as('today'),
      eb.fn.sum<number>(eb.case().when('day', '<', today).then(eb.ref('impressions')).else(0).end()).as('before'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('day', '<', today), eb('impressions', '>', 0)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('days'),
    ])
    .where('campaign_id', 'in', campaignIds)
    .groupBy('campaign_id')
    .execute();
  return rows.map((r) => ({
    campaignId: r.campaign_id,
    today: Number(r.today ?? 0),
    before: Number(r.before ?? 0),
    days: Number(r.days ?? 0),
  }));
}

export interface CountRow {
  campaignId: string;
  day: string;
  impressions: number;
  clicks: number;
}

/**
 * Adds counts to the daily rows (one statement per row, in one transaction: all or nothing). Counts of
 * a campaign deleted meanwhile are dropped, so that one such row cannot make every later flush fail.
 */
export async function addCounts(db: Db, rows: CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (tx) => {
    const ids = [...new Set(rows.map((r) => r.campaignId))];
    const live = new Set((await tx.selectFrom('ad_campaigns').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
    for (const r of rows.filter((x) => live.has(x.campaignId)))
      await tx
        .insertInto('ad_daily_stats')
        .values({ campaign_id: r.campaignId, day: r.day, impressions: r.impressions, clicks: r.clicks })
        .onConflict((oc) =>
          oc.columns(['campaign_id', 'day']).doUpdateSet((eb) => ({
            impressions: eb('ad_daily_stats.impressions', '+', eb.ref('excluded.impressions')),
            clicks: eb('ad_daily_stats.clicks', '+', eb.ref('excluded.clicks')),
          })),
        )
        .execute();
  });
}

/** A campaign's daily counts, oldest first. */
export function dailyStats(db: Db, campaignId: string) {
  return db
    .selectFrom('ad_daily_stats')
    .select(['day', 'impressions', 'clicks'])
    .where('campaign_id', '=', campaignId)
    .orderBy('day')
    .execute();
}

/** A creative with what decides who may have it: its campaign's status and company. */
export function creativeById(db: Db, id: string) {
  return db
    .selectFrom('ad_creatives as cr')
    .innerJoin('ad_campaigns as c', 'c.id', 'cr.campaign_id')
    .select(['cr.id', 'cr.content_type', 'cr.size', 'cr.sha256', 'cr.bytes', 'c.status', 'c.company_id'])
    .where('cr.id', '=', id)
    .executeTakeFirst();
}

/** The landing URL of a campaign (the click redirect). */
export function landingOf(db: Db, id: string) {
  return db.selectFrom('ad_campaigns').select(['landing_url', 'status']).where('id', '=', id).executeTakeFirst();
}
