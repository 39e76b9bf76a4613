import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Advertising (issue 20): advertisers, their campaigns and creatives, and the daily counts.
 *
 * - advertisers: the advertiser role, one row per member, who advertises for one company of the
 *   register (company_id). Granted only from the command line (npm run staff -- advertiser), like staff.
 * - ad_campaigns: one campaign of one placement (src/lib/ad-slots.ts PLACEMENTS), its targeting as JSON
 *   arrays of codes (an empty array: any), its schedule (UTC days, both ends included), its price (cpm:
 *   cents per thousand viewable impressions; day: cents per day per slot), its budget in cents and its
 *   frequency cap (viewable impressions per visitor per day). broker_id is set when the company is a
 *   broker's legal entity: such a campaign needs a licence in force in each targeted country and always
 *   carries the risk warning. status 'pending' → 'approved' or 'rejected' by staff (the decision is in
 *   staff_decisions too, subject_kind 'campaign'); 'paused' by the advertiser.
 * - ad_creatives: the images (as bytes, re-encoded without metadata, type found from the content, the
 *   placement's exact size): the banner(s) of an image campaign, the logo of a native unit. Bytes in the
 *   database for the reasons complaint_files gives (bounded, transactional, in every backup).
 * - ad_daily_stats: impressions and clicks per campaign per UTC day. The servers aggregate counts in
 *   memory and add them here every few seconds (INSERT … ON CONFLICT DO UPDATE adding the counts): no
 *   row per impression, and a flush is one transaction, so a crash loses only what was not yet flushed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const blob = c.engine === 'postgres' ? 'bytea' : 'blob';
  const s = db.schema;
  await s
    .createTable('advertisers')
    .addColumn('user_id', c.text, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', c.text, (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('granted_at', c.timestamp, (col) => col.notNull())
    .addColumn('granted_by', c.text)
    .execute();
  await s.createIndex('advertisers_company').on('advertisers').column('company_id').execute();

  await s
    .createTable('ad_campaigns')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('company_id', c.text, (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', c.text, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('placement', c.text, (col) => col.notNull())
    .addColumn('format', c.text, (col) => col.notNull())
    .addColumn('title', c.text)
    .addColumn('body', c.text)
    .addColumn('landing_url', c.text, (col) => col.notNull())
    .addColumn('languages', c.text, (col) => col.notNull())
    .addColumn('countries', c.text, (col) => col.notNull())
    .addColumn('page_kinds', c.text, (col) => col.notNull())
    .addColumn('jurisdictions', c.text, (col) => col.notNull())
    .addColumn('sections', c.text, (col) => col.notNull())
    .addColumn('starts_on', c.date, (col) => col.notNull())
    .addColumn('ends_on', c.date, (col) => col.notNull())
    .addColumn('pricing', c.text, (col) => col.notNull())
    .addColumn('price_cents', c.int, (col) => col.notNull())
    .addColumn('budget_cents', c.bigint, (col) => col.notNull())
    .addColumn('frequency_cap', c.int, (col) => col.notNull())
    .addColumn('broker_id', c.text, (col) => col.references('brokers.id').onDelete('set null'))
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('decided_at', c.timestamp)
    .addColumn('decided_by', c.text, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decision_reason', c.text)
    .execute();
  await s.createIndex('ad_campaigns_company').on('ad_campaigns').columns(['company_id', 'created_at']).execute();
  await s.createIndex('ad_campaigns_serving').on('ad_campaigns').columns(['status', 'ends_on']).execute();

  await s
    .createTable('ad_creatives')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('campaign_id', c.text, (col) => col.notNull().references('ad_campaigns.id').onDelete('cascade'))
    .addColumn('role', c.text, (col) => col.notNull())
    .addColumn('content_type', c.text, (col) => col.notNull())
    .addColumn('width', c.int, (col) => col.notNull())
    .addColumn('height', c.int, (col) => col.notNull())
    .addColumn('size', c.int, (col) => col.notNull())
    .addColumn('sha256', c.text, (col) => col.notNull())
    .addColumn('bytes', blob, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('ad_creatives_campaign').on('ad_creatives').column('campaign_id').execute();

  await s
    .createTable('ad_daily_stats')
    .addColumn('campaign_id', c.text, (col) => col.notNull().references('ad_campaigns.id').onDelete('cascade'))
    .addColumn('day', c.date, (col) => col.notNull())
    .addColumn('impressions', c.bigint, (col) => col.notNull())
    .addColumn('clicks', c.bigint, (col) => col.notNull())
    .addPrimaryKeyConstraint('ad_daily_stats_pk', ['campaign_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ad_daily_stats', 'ad_creatives', 'ad_campaigns', 'advertisers']) await db.schema.dropTable(t).execute();
}
