/** The quotation page's table (migration 2026-11-24T1110-ad-leads, which explains it): advertising leads. */

export type LeadMailState = 'pending' | 'sending' | 'sent' | 'failed';

export interface AdLeadsTable {
  id: string;
  company: string;
  contact: string;
  email: string | null;
  phone: string | null;
  message: string;
  /** JSON arrays of the rate card's names (src/lib/ad-slots.ts PLACEMENTS, src/lib/quotation-price.ts AD_REGIONS, language codes). */
  placements: string;
  regions: string;
  languages: string;
  start_date: string | null;
  end_date: string | null;
  currency: string | null;
  /** Minor units (cents); null when the inquiry priced nothing. */
  quoted_total: number | null;
  lang: string;
  created_at: string;
  mail_state: LeadMailState;
  mail_attempts: number;
  mailed_at: string | null;
  mail_error: string | null;
}

export interface QuotationTables {
  ad_leads: AdLeadsTable;
}
