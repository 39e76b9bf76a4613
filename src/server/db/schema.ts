import type { Generated } from 'kysely';
import type { BrokerTables } from './schema-brokers.ts';
import type { ExposureTables } from './schema-exposure.ts';
import type { MembershipTables } from './schema-membership.ts';
import type { SupportTables } from './schema-support.ts';
import type { ReportTables } from './schema-reports.ts';
import type { AdsTables } from './schema-ads.ts';
import type { QuotationTables } from './schema-quotation.ts';
import type { PaymentTables } from './schema-payments.ts';
import type { EntityKind } from '../../lib/detail-href.ts';

/**
 * The one Database interface both engines share (SQLite and PostgreSQL). Field names follow the
 * OpenCorporates vocabulary. Portable representations, chosen so that rows read the same on both:
 * flags are 0/1 integers, dates 'YYYY-MM-DD' text, timestamps ISO-8601 text, JSON as text, ids text
 * (stable UUIDs derived from the source key, so re-imports hit the same rows).
 */

/** Provenance every record keeps: where it came from, when we read it, when it last changed. */
export interface Provenance {
  source: string;
  source_url: string | null;
  retrieved_at: string;
  updated_at: string;
}

export type Flag = 0 | 1;

export interface CompaniesTable extends Provenance {
  id: string;
  jurisdiction_code: string;
  company_number: string;
  name: string;
  normalised_name: string;
  company_type: string | null;
  nonprofit: Flag | null;
  current_status: string | null;
  inactive: Flag | null;
  incorporation_date: string | null;
  dissolution_date: string | null;
  branch: string | null;
  website: string | null;
  business_number: string | null;
  /** Legal Entity Identifier (ISO 17442), where known. */
  lei: string | null;
  registered_address_in_full: string | null;
  postal_code: string | null;
  country_code: string | null;
  alternative_legal_name: string | null;
  alternative_legal_name_language: string | null;
  home_jurisdiction_code: string | null;
  home_company_number: string | null;
  native_company_number: string | null;
  previous_company_number: string | null;
  restricted_for_marketing: Flag | null;
  accounts_next_due: string | null;
  accounts_reference_date: string | null;
  accounts_last_made_up: string | null;
  accounts_category: string | null;
  annual_return_next_due: string | null;
  annual_return_last_made_up: string | null;
  liquidated: Flag | null;
  has_insolvency_history: Flag | null;
  has_charges: Flag | null;
  /** Party to litigation, as the register records it (spec section 3). */
  has_litigation: Flag | null;
  /** JSON object of source fields without a column of their own (e.g. limited partners, confirmation statements). */
  extra: string | null;
  /** Hash of the imported fields: an unchanged re-import compares hashes and writes nothing. */
  content_hash: string;
}

/** Previous and alternative names, with their period where the source gives one. */
export interface CompanyNamesTable {
  company_id: string;
  /** Order within the company (0, 1, …): with company_id the key. */
  position: number;
  name: string;
  kind: 'previous' | 'alternative' | 'trading' | 'transliterated';
  language: string | null;
  start_date: string | null;
  end_date: string | null;
}

export interface IndustryCodesTable {
  company_id: string;
  position: number;
  scheme: string;
  code: string;
  description: string | null;
}

/** One per company: the register's counts of its charges (mortgages). */
export interface ChargesTable {
  company_id: string;
  total: number | null;
  outstanding: number | null;
  part_satisfied: number | null;
  satisfied: number | null;
}

export interface InsolvencyEventsTable {
  id: string;
  company_id: string;
  kind: string;
  date: string | null;
  description: string | null;
}

export interface OfficersTable extends Provenance {
  id: string;
  name: string;
  normalised_name: string;
  nationality: string | null;
  occupation: string | null;
  address_in_full: string | null;
  country_of_residence: string | null;
  head_portrait: string | null;
  birth_year: number | null;
  birth_month: number | null;
  /** Kind of person: natural person, corporate officer, legal person … */
  kind: string | null;
  /** JSON array of {name, kind: 'previous' | 'alternative'}: other names the person is or was registered under. */
  other_names: string | null;
  content_hash: string;
}

export interface AppointmentsTable extends Provenance {
  id: string;
  officer_id: string;
  company_id: string;
  position: string;
  start_date: string | null;
  end_date: string | null;
  status: string | null;
  /** JSON array of the natures of control a PSC holds. */
  control: string | null;
}

export interface RelationshipsTable extends Provenance {
  id: string;
  parent_company_id: string;
  child_company_id: string;
  kind: 'parent' | 'ultimate_parent' | 'branch' | 'fund_manager' | 'other';
  start_date: string | null;
  end_date: string | null;
  status: string | null;
}

export interface FinancialSummariesTable extends Provenance {
  id: string;
  company_id: string;
  period_start: string | null;
  period_end: string;
  currency: string | null;
  current_assets: number | null;
  bank_funds: number | null;
  current_liabilities: number | null;
}

export interface FinancingRoundsTable extends Provenance {
  id: string;
  company_id: string;
  round_name: string | null;
  published_on: string | null;
  category: string | null;
  investor_count: number | null;
  amount: number | null;
  currency: string | null;
  main_investor: string | null;
}

export interface IposTable extends Provenance {
  id: string;
  company_id: string;
  stock_code: string;
  exchange: string | null;
  valuation: number | null;
  capital_raised: number | null;
  listing_date: string | null;
  listed_price: number | null;
  currency: string | null;
}

export interface AcquisitionsTable extends Provenance {
  id: string;
  company_id: string;
  acquired_name: string;
  acquired_company_id: string | null;
  date: string | null;
  price: number | null;
  currency: string | null;
  transaction_name: string | null;
}

export interface InvestorsTable extends Provenance {
  id: string;
  company_id: string;
  name: string;
  is_main: Flag;
  rounds: number | null;
  partner: string | null;
}

/** A regulatory licence a company holds or held (banking, securities, insurance, payments …). */
export interface LicencesTable extends Provenance {
  company_id: string;
  position: number;
  regulator: string;
  /** ISO 3166-1 alpha-2 of the regulator's country. */
  regulator_country: string | null;
  licence_type: string;
  licence_number: string | null;
  /** The regulator's word, one of LICENCE_STATUSES (src/lib/licence-status.ts). */
  status: string;
  granted_on: string | null;
  expires_on: string | null;
  /** The regulator's catalogue key (server/regulators/regulator-catalogue.ts), when known. */
  regulator_key: string | null;
  /** The regulator's own page for this record. */
  record_url: string | null;
  /** JSON: { services?: string[], countries?: string[] } – what the licence covers and where it is passported. */
  scope: string | null;
  /** When the licence ended (revoked, withdrawn, lapsed). */
  ended_on: string | null;
}

/** One record whose detail pages changed ('company', 'executive'), or 'all' (entity_id null). */
export interface PageChangesTable {
  seq: Generated<number>;
  kind: EntityKind | 'all';
  entity_id: string | null;
  changed_at: string;
}

/** One run of an importer over one file: what it did, and where to resume after a kill. */
export interface ImportRunsTable {
  id: string;
  format: string;
  file: string;
  file_size: number;
  file_mtime: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'done' | 'failed';
  /** Byte offset or record count committed so far: a restart skips what is already in. */
  resume_at: number;
  rows_read: number;
  rows_inserted: number;
  rows_updated: number;
  rows_unchanged: number;
  rows_rejected: number;
}

/** What an import changed in an existing record (field: [old, new]) and when. */
export interface RecordChangesTable {
  id: string;
  run_id: string;
  table_name: string;
  record_id: string;
  changed_at: string;
  diff: string;
}

/** One searchable company ('c'), officer ('o') or broker ('b'): the names its search terms were built from. */
export interface SearchDocsTable {
  doc: Generated<number>;
  kind: 'c' | 'o' | 'b';
  entity_id: string;
  jurisdiction_code: string | null;
  inactive: Flag;
  /** One line per name: name kind (0 legal, 1 alternative, 2 previous), tab, normalised name, tab, its Latin transliteration. */
  names: string;
  /** A company's facet fields, copied from its row and main industry code (null for officers): see migration 0800. */
  company_type: string | null;
  current_status: string | null;
  /** The register's own inactive flag, null when it does not say (`inactive` ranks that as active). */
  register_inactive: Flag | null;
  incorporation_date: string | null;
  /** ISIC section letter of the first industry code (src/lib/industry-sections.ts). */
  industry_section: string | null;
}

/** One search key of one doc; weight orders equal keys (lower first: active, legal name, short). */
export interface SearchTermsTable {
  term: string;
  weight: number;
  doc: number;
}

export interface SearchMetaTable {
  key: string;
  value: string;
}

/** The latest view of a record's detail page per anonymous visitor. */
export interface RecentViewsTable {
  visitor_id: string;
  kind: EntityKind;
  entity_id: string;
  name: string;
  jurisdiction_code: string | null;
  viewed_at: string;
}

/** Counted views of a record per day (hot data): only views within the caps of accounts/limits.ts. */
export interface ViewCountsTable {
  kind: EntityKind;
  entity_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  name: string;
  jurisdiction_code: string | null;
  views: number;
}

/** A record a member follows (companies and executives; the kind is open for brokers). */
export interface FollowsTable {
  user_id: string;
  /** The record's kind of detail page: 'company', 'executive' … */
  kind: string;
  record_id: string;
  followed_at: string;
}

/** One change of a followed record, for one follower (the alerts' in-site list). */
export interface NotificationsTable {
  user_id: string;
  /** record_changes.id */
  change_id: string;
  /** The followed record: its kind of detail page and id. */
  kind: string;
  record_id: string;
  /** The e-mail that carries it (alert_outbox.id); null when the member wants none. */
  outbox_id: string | null;
  created_at: string;
  read_at: string | null;
}

/** One alert e-mail to send (see the alerts migration for the ids and states). */
export interface AlertOutboxTable {
  id: string;
  user_id: string;
  kind: 'immediate' | 'digest';
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  due_at: string;
  claimed_at: string | null;
  sent_at: string | null;
  error: string | null;
}

/** The alerts' watermark, per import run. */
export interface AlertFanoutTable {
  run_id: string;
  last_change_id: string;
  done: Flag;
  updated_at: string;
}

/** A member's alert e-mails: when ('immediate' | 'digest' | 'off') and in which language. */
export interface AlertSettingsTable {
  user_id: string;
  mode: string;
  lang: string | null;
  updated_at: string;
}

/** A member. Either a phone or an e-mail identifies them; the password is optional (phone-and-code members). */
export interface UsersTable {
  id: string;
  phone: string | null;
  email: string | null;
  email_confirmed: Flag;
  /** argon2id in PHC string form ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
  password_hash: string | null;
  nickname: string | null;
  created_at: string;
  updated_at: string;
  /** When VIP ends (null: not VIP); optional so a new member's row may leave it out. See src/server/membership/. */
  vip_until?: string | null;
}

/** A signed-in session: the SHA-256 of its random token, never the token itself. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** Requests counted per key (e.g. 'login:ip:203.0.113.7') and fixed window (start, in seconds since the epoch). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** A code sent to prove control of a phone or e-mail; the id is the spec's requestid. */
export interface VerificationCodesTable {
  id: string;
  purpose: 'login' | 'register' | 'reset' | 'bind_phone' | 'bind_email';
  /** E.164 phone or lower-cased e-mail. */
  target: string;
  /** SHA-256 of the id and the code: a copy of the table reveals no code. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Text messages written by the development SMS provider instead of sending them. */
export interface SmsOutboxTable {
  id: string;
  phone: string;
  body: string;
  created_at: string;
}

/** A slider puzzle: where the gap is (kept here only), and the single-use pass its solution earned. */
export interface CaptchaChallengesTable {
  id: string;
  gap_x: number;
  created_at: string;
  expires_at: string;
  solved_at: string | null;
  pass_hash: string | null;
  pass_used_at: string | null;
}

/** A QR login: 'pending' until a member opens its link, 'scanned', 'confirmed' on their phone, 'consumed' once the desktop has its session. */
export interface QrLoginsTable {
  id: string;
  secret_hash: string;
  status: 'pending' | 'scanned' | 'confirmed' | 'consumed';
  user_id: string | null;
  created_at: string;
  expires_at: string;
  /** The computer that asked (shown on the phone): browser and system from its user agent, country from its address. */
  device_browser: string | null;
  device_os: string | null;
  device_country: string | null;
  /** The phone that scanned first: the SHA-256 of its session token (no other session may go on). */
  scan_session: string | null;
  /** The SHA-256 of the token in the phone's confirm form (per scan). */
  scan_token_hash: string | null;
}

/** A web sign-in started with a provider: the SHA-256 of its state, and what finishing it needs. Deleted when used. */
export interface OauthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_path: string;
  redirect_uri: string;
  created_at: string;
  expires_at: string;
}

/** A provider account (configured provider id, the provider's subject) bound to a member. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: string;
}

/** The spec's `openid`: a random ticket (only its SHA-256 here) standing for a provider account for 10 minutes, once. */
export interface ThirdPartyTicketsTable {
  id: string;
  provider: string;
  subject: string;
  nickname: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A partner app registered for the gateway's OAuth calls; a public client has no secret (PKCE instead). */
export interface OauthClientsTable {
  id: string;
  name: string;
  /** SHA-256 (base64url) of the secret, shown once when the client was added; null for a public client. */
  secret_hash: string | null;
  /** JSON array of the exact redirect URIs allowed. */
  redirect_uris: string;
  created_at: string;
}

/** An authorization code, by its SHA-256: short-lived, used once. */
export interface OauthCodesTable {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  scope: string;
  /** The PKCE S256 challenge (base64url SHA-256 of the verifier), when the client sent one. */
  code_challenge: string | null;
  created_at: string;
  expires_at: string;
}

/** An access token issued to a partner app, by its SHA-256; opens only the calls its scope names. */
export interface OauthAccessTokensTable {
  token_hash: string;
  client_id: string;
  user_id: string;
  scope: string;
  created_at: string;
  expires_at: string;
}

/** A line the log call wrote (bounded: the newest rows only, see client-log.service.ts). */
export interface ClientLogsTable {
  id: Generated<number>;
  created_at: string;
  lang: string;
  url: string | null;
  message: string;
}

export interface Database
  extends BrokerTables, ExposureTables, MembershipTables, SupportTables, ReportTables, AdsTables, QuotationTables, PaymentTables {
  companies: CompaniesTable;
  company_names: CompanyNamesTable;
  recent_views: RecentViewsTable;
  view_counts: ViewCountsTable;
  industry_codes: IndustryCodesTable;
  charges: ChargesTable;
  insolvency_events: InsolvencyEventsTable;
  officers: OfficersTable;
  appointments: AppointmentsTable;
  relationships: RelationshipsTable;
  financial_summaries: FinancialSummariesTable;
  financing_rounds: FinancingRoundsTable;
  ipos: IposTable;
  acquisitions: AcquisitionsTable;
  investors: InvestorsTable;
  licences: LicencesTable;
  page_changes: PageChangesTable;
  users: UsersTable;
  follows: FollowsTable;
  notifications: NotificationsTable;
  alert_outbox: AlertOutboxTable;
  alert_fanout: AlertFanoutTable;
  alert_settings: AlertSettingsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  verification_codes: VerificationCodesTable;
  sms_outbox: SmsOutboxTable;
  captcha_challenges: CaptchaChallengesTable;
  qr_logins: QrLoginsTable;
  oauth_states: OauthStatesTable;
  user_identities: UserIdentitiesTable;
  third_party_tickets: ThirdPartyTicketsTable;
  oauth_clients: OauthClientsTable;
  oauth_codes: OauthCodesTable;
  oauth_access_tokens: OauthAccessTokensTable;
  client_logs: ClientLogsTable;
  import_runs: ImportRunsTable;
  record_changes: RecordChangesTable;
  search_docs: SearchDocsTable;
  search_terms: SearchTermsTable;
  search_meta: SearchMetaTable;
}
