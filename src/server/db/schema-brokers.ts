import type { Provenance } from './schema.ts';

/**
 * The broker half's tables (migration 2026-11-24T0700-brokers, which explains each). Kept beside
 * schema.ts so that file stays the register's and the accounts'. Dates and timestamps are ISO text.
 */

/** A trading brand; its legal entities are companies of the register (broker_companies). */
export interface BrokersTable extends Provenance {
  id: string;
  /** The public trader code (digits), for the spec's trader-by-codes lookup. */
  code: string;
  name: string;
  normalised_name: string;
  /** ISO 3166-1 alpha-2 of the brand's head office. */
  country: string | null;
  founded_year: number | null;
  /** 'active' or 'closed' (the brand stopped trading). */
  status: string;
  description: string | null;
  contact_phone: string | null;
  /** JSON object of other contacts: { email?, address?, whatsapp?, telegram?, … }. */
  contact_other: string | null;
  trial_users: number | null;
  trading_orders: number | null;
  margin_used_usd: number | null;
  /** 0–10: how widely the brand is known (searches, visits), from the broker data file. */
  influence: number | null;
  /** Execution model as the broker states it: 'ECN', 'STP', 'market maker', … */
  environment: string | null;
  /** Regulatory capital over requirement, as a ratio (1.5 = 150 %). */
  capital_ratio: number | null;
  /** 0–10, written by the scoring job with score_detail (JSON: every point and its record) and rank. */
  score: number | null;
  score_detail: string | null;
  rank: number | null;
  scored_at: string | null;
  content_hash: string;
}

/** A legal entity of a broker: 'licensee' (holds a licence), 'operator' (runs the service) or 'parent'. */
export interface BrokerCompaniesTable {
  broker_id: string;
  company_id: string;
  role: string;
}

interface OwnRow {
  broker_id: string;
  position: number;
}

export interface BrokerWebsitesTable extends OwnRow {
  url: string;
  /** Lower-case host without 'www.', for clone and warning matching. */
  domain: string;
  /** 'official', 'trading' (client area / web terminal) or 'mirror'. */
  kind: string;
  /** The domain's registration date (WHOIS/RDAP), when known: young domains are a risk. */
  registered_on: string | null;
  checked_on: string | null;
}

export interface BrokerAccountsTable extends OwnRow {
  name: string;
  spread_pips: number | null;
  commission: string | null;
  /** 500 means 1:500. */
  max_leverage: number | null;
  min_deposit: number | null;
  currency: string | null;
  /** JSON array of instrument classes: 'forex', 'metals', 'indices', 'commodities', 'stocks', 'crypto', … */
  instruments: string | null;
}

export interface BrokerSoftwareTable extends OwnRow {
  /** 'MT4', 'MT5', 'cTrader', 'proprietary', … */
  platform: string;
  server_name: string | null;
  /** The company named on the trading server's licence: a mismatch with the broker's companies is a risk. */
  server_company: string | null;
  server_country: string | null;
  ping_ms: number | null;
  checked_on: string | null;
}

export interface BrokerVpsTable extends OwnRow {
  plan: string;
  provider: string | null;
  price: number | null;
  currency: string | null;
  /** 'month' or 'year'. */
  period: string | null;
  cpu_cores: number | null;
  ram_mb: number | null;
  location: string | null;
  /** Free for clients whose deposit reaches this amount (in currency), when the broker offers that. */
  free_from_deposit: number | null;
}

/** A licence the broker says it holds. */
export interface BrokerClaimsTable extends OwnRow {
  regulator_key: string;
  licence_number: string;
  claimed_holder: string | null;
}

/** A suspected clone and what it copies: another broker, or a licensed company that is no broker of ours. */
export interface BrokerClonesTable extends OwnRow {
  original_broker_id: string | null;
  original_company_id: string | null;
  /** 'licence-number', 'name', 'domain' or 'warning' (a regulator named it a clone). */
  reason: string;
  /** JSON array of the records that show it (kind, id or value, source, date). */
  evidence: string;
  detected_on: string;
}

export interface RegulatorWarningsTable extends Provenance {
  id: string;
  regulator_key: string;
  name: string;
  domain: string | null;
  licence_number: string | null;
  published_on: string | null;
  url: string | null;
  details: string | null;
  broker_id: string | null;
}

export interface ExchangesTable extends Provenance {
  id: string;
  /** ISO 10383 market identifier code, when the venue has one. */
  mic: string | null;
  name: string;
  /** 'regulated-market', 'mtf', 'otf', 'crypto', 'derivatives' … */
  kind: string;
  country: string | null;
  city: string | null;
  website: string | null;
  operator_company_id: string | null;
  regulator_key: string | null;
  /** 'active' or 'closed'. */
  status: string;
}

/** The time machine: a broker as it was on a day. */
export interface BrokerHistoryTable {
  broker_id: string;
  recorded_on: string;
  score: number | null;
  licences_in_force: number;
  licences_revoked: number;
  websites: number;
  warnings: number;
  /** JSON: { licences: [...], websites: [...], warnings: [...] } as they were that day. */
  snapshot: string;
}

export interface BrokerTables {
  brokers: BrokersTable;
  broker_companies: BrokerCompaniesTable;
  broker_websites: BrokerWebsitesTable;
  broker_accounts: BrokerAccountsTable;
  broker_software: BrokerSoftwareTable;
  broker_vps: BrokerVpsTable;
  broker_claims: BrokerClaimsTable;
  broker_clones: BrokerClonesTable;
  regulator_warnings: RegulatorWarningsTable;
  exchanges: ExchangesTable;
  broker_history: BrokerHistoryTable;
}
