/**
 * Advertising's tables (migration 2026-11-24T1100-ads, which explains each): advertisers, campaigns,
 * creatives and the daily counts.
 */

export type CampaignStatus = 'pending' | 'approved' | 'rejected' | 'paused';
export type CampaignPricing = 'cpm' | 'day';

export interface AdvertisersTable {
  user_id: string;
  company_id: string;
  granted_at: string;
  /** Null: granted from the command line. */
  granted_by: string | null;
}

export interface AdCampaignsTable {
  id: string;
  company_id: string;
  created_by: string | null;
  name: string;
  /** One of PLACEMENTS (src/lib/ad-slots.ts). */
  placement: string;
  /** 'image' (banner creatives) or 'native' (title, text and logo; the news feed). */
  format: 'image' | 'native';
  title: string | null;
  body: string | null;
  landing_url: string;
  /** JSON arrays of codes; '[]' targets everyone. */
  languages: string;
  countries: string;
  page_kinds: string;
  jurisdictions: string;
  sections: string;
  starts_on: string;
  ends_on: string;
  pricing: CampaignPricing;
  price_cents: number;
  budget_cents: number;
  frequency_cap: number;
  broker_id: string | null;
  status: CampaignStatus;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
}

export interface AdCreativesTable {
  id: string;
  campaign_id: string;
  /** 'image' (a banner of one of the placement's sizes) or 'logo' (a native unit's logo). */
  role: 'image' | 'logo';
  content_type: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: string;
}

export interface AdDailyStatsTable {
  campaign_id: string;
  day: string;
  impressions: number;
  clicks: number;
}

export interface AdsTables {
  advertisers: AdvertisersTable;
  ad_campaigns: AdCampaignsTable;
  ad_creatives: AdCreativesTable;
  ad_daily_stats: AdDailyStatsTable;
}
