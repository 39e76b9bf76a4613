import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The broker half of the product (issue 18). Regulators themselves are not a table: they are a
 * reviewed catalogue in code (server/regulators/regulator-catalogue.ts), referred to by their stable
 * `regulator_key`, so a licence can never point at a regulator nobody checked.
 *
 * - licences gain the regulator's key, the regulator's own URL for the record, the scope (authorised
 *   services and passported countries, JSON) and the end date. `status` takes the regulator's word:
 *   'active' (regulated), 'exceeded' (the firm acts beyond its scope), 'revoked', 'expired',
 *   'suspended' or 'unverified' (src/lib/licence-status.ts owns the list).
 * - brokers: a trading brand, with the fields of spec section 3; its legal entities are companies of
 *   the register (broker_companies), so licences, officers and the group come from the register.
 *   `code` is the public trader code (the spec's trader-by-codes lookup). score, score_detail (every
 *   point with the record it came from, JSON), rank and scored_at are written by the scoring job.
 * - broker_websites, broker_accounts, broker_software, broker_vps: what no register publishes (the
 *   broker JSON Lines import), one row per item, replaced together when the broker changes.
 * - broker_claims: the licences a broker says it holds (regulator and number, as its website says):
 *   a claim that matches no licence of its own companies is the evidence of a clone.
 * - broker_clones: what the clone rules found (written by the scoring job): a broker that uses the
 *   licence number, name or a confusingly similar website of another broker or licensed company, with
 *   the reason and its evidence (JSON), shown on both firms' pages.
 * - regulator_warnings: a regulator's public warning about a firm (name, website, date, URL), tied to
 *   a broker when its domain or claimed number matches.
 * - exchanges: trading venues with their operator company and regulator.
 * - broker_history: the time machine. Regulators overwrite their registers; after every import the
 *   scoring job writes one row per broker and day when something changed: the score and what it
 *   counted, and a JSON snapshot of licences, websites and warnings as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s.alterTable('licences').addColumn('regulator_key', c.text).execute();
  await s.alterTable('licences').addColumn('record_url', c.text).execute();
  await s.alterTable('licences').addColumn('scope', c.text).execute();
  await s.alterTable('licences').addColumn('ended_on', c.date).execute();
  await s.createIndex('licences_regulator_number').on('licences').columns(['regulator_key', 'licence_number']).execute();

  await s
    .createTable('brokers')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('code', c.text, (col) => col.notNull().unique())
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('normalised_name', c.text, (col) => col.notNull())
    .addColumn('country', c.text)
    .addColumn('founded_year', c.int)
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('description', c.text)
    .addColumn('contact_phone', c.text)
    .addColumn('contact_other', c.text)
    .addColumn('trial_users', c.bigint)
    .addColumn('trading_orders', c.bigint)
    .addColumn('margin_used_usd', c.real)
    .addColumn('influence', c.real)
    .addColumn('environment', c.text)
    .addColumn('capital_ratio', c.real)
    .addColumn('score', c.real)
    .addColumn('score_detail', c.text)
    .addColumn('rank', c.int)
    .addColumn('scored_at', c.timestamp)
    .addColumn('content_hash', c.text, (col) => col.notNull())
    .addColumn('source', c.text, (col) => col.notNull())
    .addColumn('source_url', c.text)
    .addColumn('retrieved_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('brokers_rank').on('brokers').column('rank').execute();
  await s.createIndex('brokers_normalised_name').on('brokers').column('normalised_name').execute();

  await s
    .createTable('broker_companies')
    .addColumn('broker_id', c.text, (col) => col.notNull().references('brokers.id').onDelete('cascade'))
    .addColumn('company_id', c.text, (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role', c.text, (col) => col.notNull())
    .addPrimaryKeyConstraint('broker_companies_pk', ['broker_id', 'company_id'])
    .execute();
  await s.createIndex('broker_companies_company').on('broker_companies').column('company_id').execute();

  const ownRows = (name: string) =>
    s
      .createTable(name)
      .addColumn('broker_id', c.text, (col) => col.notNull().references('brokers.id').onDelete('cascade'))
      .addColumn('position', c.int, (col) => col.notNull())
      .addPrimaryKeyConstraint(`${name}_pk`, ['broker_id', 'position']);
  await ownRows('broker_websites')
    .addColumn('url', c.text, (col) => col.notNull())
    .addColumn('domain', c.text, (col) => col.notNull())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('registered_on', c.date)
    .addColumn('checked_on', c.date)
    .execute();
  await s.createIndex('broker_websites_domain').on('broker_websites').column('domain').execute();
  await ownRows('broker_accounts')
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('spread_pips', c.real)
    .addColumn('commission', c.text)
    .addColumn('max_leverage', c.int)
    .addColumn('min_deposit', c.real)
    .addColumn('currency', c.text)
    .addColumn('instruments', c.text)
    .execute();
  await ownRows('broker_software')
    .addColumn('platform', c.text, (col) => col.notNull())
    .addColumn('server_name', c.text)
    .addColumn('server_company', c.text)
    .addColumn('server_country', c.text)
    .addColumn('ping_ms', c.int)
    .addColumn('checked_on', c.date)
    .execute();
  await ownRows('broker_vps')
    .addColumn('plan', c.text, (col) => col.notNull())
    .addColumn('provider', c.text)
    .addColumn('price', c.real)
    .addColumn('currency', c.text)
    .addColumn('period', c.text)
    .addColumn('cpu_cores', c.int)
    .addColumn('ram_mb', c.int)
    .addColumn('location', c.text)
    .addColumn('free_from_deposit', c.real)
    .execute();
  await ownRows('broker_claims')
    .addColumn('regulator_key', c.text, (col) => col.notNull())
    .addColumn('licence_number', c.text, (col) => col.notNull())
    .addColumn('claimed_holder', c.text)
    .execute();
  await s.createIndex('broker_claims_number').on('broker_claims').columns(['regulator_key', 'licence_number']).execute();

  await s
    .createTable('broker_clones')
    .addColumn('broker_id', c.text, (col) => col.notNull().references('brokers.id').onDelete('cascade'))
    .addColumn('position', c.int, (col) => col.notNull())
    .addColumn('original_broker_id', c.text, (col) => col.references('brokers.id').onDelete('cascade'))
    .addColumn('original_company_id', c.text, (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('reason', c.text, (col) => col.notNull())
    .addColumn('evidence', c.text, (col) => col.notNull())
    .addColumn('detected_on', c.date, (col) => col.notNull())
    .addPrimaryKeyConstraint('broker_clones_pk', ['broker_id', 'position'])
    .execute();
  await s.createIndex('broker_clones_original_broker').on('broker_clones').column('original_broker_id').execute();
  await s.createIndex('broker_clones_original_company').on('broker_clones').column('original_company_id').execute();

  await s
    .createTable('regulator_warnings')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('regulator_key', c.text, (col) => col.notNull())
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('domain', c.text)
    .addColumn('licence_number', c.text)
    .addColumn('published_on', c.date)
    .addColumn('url', c.text)
    .addColumn('details', c.text)
    .addColumn('broker_id', c.text, (col) => col.references('brokers.id').onDelete('set null'))
    .addColumn('source', c.text, (col) => col.notNull())
    .addColumn('source_url', c.text)
    .addColumn('retrieved_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('regulator_warnings_regulator').on('regulator_warnings').columns(['regulator_key', 'published_on']).execute();
  await s.createIndex('regulator_warnings_broker').on('regulator_warnings').column('broker_id').execute();
  await s.createIndex('regulator_warnings_domain').on('regulator_warnings').column('domain').execute();

  await s
    .createTable('exchanges')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('mic', c.text)
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('country', c.text)
    .addColumn('city', c.text)
    .addColumn('website', c.text)
    .addColumn('operator_company_id', c.text, (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('regulator_key', c.text)
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('source', c.text, (col) => col.notNull())
    .addColumn('source_url', c.text)
    .addColumn('retrieved_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('exchanges_mic').unique().on('exchanges').column('mic').execute();
  await s.createIndex('exchanges_operator').on('exchanges').column('operator_company_id').execute();

  await s
    .createTable('broker_history')
    .addColumn('broker_id', c.text, (col) => col.notNull().references('brokers.id').onDelete('cascade'))
    .addColumn('recorded_on', c.date, (col) => col.notNull())
    .addColumn('score', c.real)
    .addColumn('licences_in_force', c.int, (col) => col.notNull())
    .addColumn('licences_revoked', c.int, (col) => col.notNull())
    .addColumn('websites', c.int, (col) => col.notNull())
    .addColumn('warnings', c.int, (col) => col.notNull())
    .addColumn('snapshot', c.text, (col) => col.notNull())
    .addPrimaryKeyConstraint('broker_history_pk', ['broker_id', 'recorded_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  for (const t of [
    'broker_history',
    'exchanges',
    'regulator_warnings',
    'broker_clones',
    'broker_claims',
    'broker_vps',
    'broker_software',
    'broker_accounts',
    'broker_websites',
    'broker_companies',
    'brokers',
  ])
    await s.dropTable(t).execute();
  await s.dropIndex('licences_regulator_number').execute();
  for (const col of ['ended_on', 'scope', 'record_url', 'regulator_key']) await s.alterTable('licences').dropColumn(col).execute();
}
