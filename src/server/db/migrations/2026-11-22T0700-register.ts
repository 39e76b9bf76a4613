import type { CreateTableBuilder, Kysely } from 'kysely';
import { columnTypes, type ColumnTypes } from './column-types.ts';

/** The company register: companies, their names and codes, officers, ties and money. */

type Table = CreateTableBuilder<string, never>;

function provenance(t: Table, c: ColumnTypes): Table {
  return t
    .addColumn('source', c.text, (col) => col.notNull())
    .addColumn('source_url', c.text)
    .addColumn('retrieved_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull());
}

const TABLES = [
  'record_changes',
  'import_runs',
  'investors',
  'acquisitions',
  'ipos',
  'financing_rounds',
  'financial_summaries',
  'relationships',
  'appointments',
  'officers',
  'insolvency_events',
  'charges',
  'industry_codes',
  'company_names',
  'companies',
];

export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  const fk = (col: Parameters<Parameters<Table['addColumn']>[2] & object>[0]) =>
    col.notNull().references('companies.id').onDelete('cascade');

  await provenance(
    s
      .createTable('companies')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('jurisdiction_code', c.text, (col) => col.notNull())
      .addColumn('company_number', c.text, (col) => col.notNull())
      .addColumn('name', c.text, (col) => col.notNull())
      .addColumn('normalised_name', c.text, (col) => col.notNull())
      .addColumn('company_type', c.text)
      .addColumn('nonprofit', c.flag)
      .addColumn('current_status', c.text)
      .addColumn('inactive', c.flag)
      .addColumn('incorporation_date', c.date)
      .addColumn('dissolution_date', c.date)
      .addColumn('branch', c.text)
      .addColumn('website', c.text)
      .addColumn('business_number', c.text)
      .addColumn('registered_address_in_full', c.text)
      .addColumn('postal_code', c.text)
      .addColumn('country_code', c.text)
      .addColumn('alternative_legal_name', c.text)
      .addColumn('alternative_legal_name_language', c.text)
      .addColumn('home_jurisdiction_code', c.text)
      .addColumn('home_company_number', c.text)
      .addColumn('native_company_number', c.text)
      .addColumn('previous_company_number', c.text)
      .addColumn('restricted_for_marketing', c.flag)
      .addColumn('accounts_next_due', c.date)
      .addColumn('accounts_reference_date', c.text)
      .addColumn('accounts_last_made_up', c.date)
      .addColumn('accounts_category', c.text)
      .addColumn('annual_return_next_due', c.date)
      .addColumn('annual_return_last_made_up', c.date)
      .addColumn('liquidated', c.flag)
      .addColumn('has_insolvency_history', c.flag)
      .addColumn('has_charges', c.flag)
      .addColumn('extra', c.text)
      .addColumn('content_hash', c.text, (col) => col.notNull()),
    c,
  ).execute();
  await s.createIndex('companies_jurisdiction_number').unique().on('companies').columns(['jurisdiction_code', 'company_number']).execute();

  await s
    .createTable('company_names')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('company_id', c.text, fk)
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('language', c.text)
    .addColumn('start_date', c.date)
    .addColumn('end_date', c.date)
    .execute();
  await s.createIndex('company_names_company').on('company_names').column('company_id').execute();

  await s
    .createTable('industry_codes')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('company_id', c.text, fk)
    .addColumn('scheme', c.text, (col) => col.notNull())
    .addColumn('code', c.text, (col) => col.notNull())
    .addColumn('description', c.text)
    .execute();
  await s.createIndex('industry_codes_company').on('industry_codes').column('company_id').execute();
  await s.createIndex('industry_codes_code').on('industry_codes').columns(['scheme', 'code']).execute();

  await s
    .createTable('charges')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('company_id', c.text, fk)
    .addColumn('total', c.int)
    .addColumn('outstanding', c.int)
    .addColumn('part_satisfied', c.int)
    .addColumn('satisfied', c.int)
    .execute();
  await s.createIndex('charges_company').on('charges').column('company_id').execute();

  await s
    .createTable('insolvency_events')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('company_id', c.text, fk)
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('date', c.date)
    .addColumn('description', c.text)
    .execute();
  await s.createIndex('insolvency_events_company').on('insolvency_events').column('company_id').execute();

  await provenance(
    s
      .createTable('officers')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('name', c.text, (col) => col.notNull())
      .addColumn('normalised_name', c.text, (col) => col.notNull())
      .addColumn('nationality', c.text)
      .addColumn('occupation', c.text)
      .addColumn('address_in_full', c.text)
      .addColumn('country_of_residence', c.text)
      .addColumn('head_portrait', c.text)
      .addColumn('birth_year', c.int)
      .addColumn('birth_month', c.int)
      .addColumn('kind', c.text)
      .addColumn('content_hash', c.text, (col) => col.notNull()),
    c,
  ).execute();
  await s.createIndex('officers_normalised_name').on('officers').column('normalised_name').execute();

  await provenance(
    s
      .createTable('appointments')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('officer_id', c.text, (col) => col.notNull().references('officers.id').onDelete('cascade'))
      .addColumn('company_id', c.text, fk)
      .addColumn('position', c.text, (col) => col.notNull())
      .addColumn('start_date', c.date)
      .addColumn('end_date', c.date)
      .addColumn('status', c.text)
      .addColumn('control', c.text),
    c,
  ).execute();
  await s.createIndex('appointments_company').on('appointments').column('company_id').execute();
  await s.createIndex('appointments_officer').on('appointments').column('officer_id').execute();

  await provenance(
    s
      .createTable('relationships')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('parent_company_id', c.text, (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('child_company_id', c.text, (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('kind', c.text, (col) => col.notNull())
      .addColumn('start_date', c.date)
      .addColumn('end_date', c.date)
      .addColumn('status', c.text),
    c,
  ).execute();
  await s.createIndex('relationships_parent').on('relationships').column('parent_company_id').execute();
  await s.createIndex('relationships_child').on('relationships').column('child_company_id').execute();

  await provenance(
    s
      .createTable('financial_summaries')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('company_id', c.text, fk)
      .addColumn('period_start', c.date)
      .addColumn('period_end', c.date, (col) => col.notNull())
      .addColumn('currency', c.text)
      .addColumn('current_assets', c.real)
      .addColumn('bank_funds', c.real)
      .addColumn('current_liabilities', c.real),
    c,
  ).execute();
  await s.createIndex('financial_summaries_company').on('financial_summaries').columns(['company_id', 'period_end']).execute();

  await provenance(
    s
      .createTable('financing_rounds')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('company_id', c.text, fk)
      .addColumn('round_name', c.text)
      .addColumn('published_on', c.date)
      .addColumn('category', c.text)
      .addColumn('investor_count', c.int)
      .addColumn('amount', c.real)
      .addColumn('currency', c.text)
      .addColumn('main_investor', c.text),
    c,
  ).execute();
  await s.createIndex('financing_rounds_company').on('financing_rounds').column('company_id').execute();

  await provenance(
    s
      .createTable('ipos')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('company_id', c.text, fk)
      .addColumn('stock_code', c.text, (col) => col.notNull())
      .addColumn('exchange', c.text)
      .addColumn('valuation', c.real)
      .addColumn('capital_raised', c.real)
      .addColumn('listing_date', c.date)
      .addColumn('listed_price', c.real)
      .addColumn('currency', c.text),
    c,
  ).execute();
  await s.createIndex('ipos_company').on('ipos').column('company_id').execute();

  await provenance(
    s
      .createTable('acquisitions')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('company_id', c.text, fk)
      .addColumn('acquired_name', c.text, (col) => col.notNull())
      .addColumn('acquired_company_id', c.text, (col) => col.references('companies.id').onDelete('set null'))
      .addColumn('date', c.date)
      .addColumn('price', c.real)
      .addColumn('currency', c.text)
      .addColumn('transaction_name', c.text),
    c,
  ).execute();
  await s.createIndex('acquisitions_company').on('acquisitions').column('company_id').execute();

  await provenance(
    s
      .createTable('investors')
      .addColumn('id', c.text, (col) => col.primaryKey())
      .addColumn('company_id', c.text, fk)
      .addColumn('name', c.text, (col) => col.notNull())
      .addColumn('is_main', c.flag, (col) => col.notNull().defaultTo(0))
      .addColumn('rounds', c.int)
      .addColumn('partner', c.text),
    c,
  ).execute();
  await s.createIndex('investors_company').on('investors').column('company_id').execute();

  await s
    .createTable('import_runs')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('format', c.text, (col) => col.notNull())
    .addColumn('file', c.text, (col) => col.notNull())
    .addColumn('file_size', c.bigint, (col) => col.notNull())
    .addColumn('file_mtime', c.timestamp, (col) => col.notNull())
    .addColumn('started_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('resume_at', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('rows_read', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('rows_inserted', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('rows_updated', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('rows_unchanged', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('rows_rejected', c.bigint, (col) => col.notNull().defaultTo(0))
    .execute();
  await s.createIndex('import_runs_file').on('import_runs').columns(['format', 'file']).execute();

  await s
    .createTable('record_changes')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('run_id', c.text, (col) => col.notNull().references('import_runs.id').onDelete('cascade'))
    .addColumn('table_name', c.text, (col) => col.notNull())
    .addColumn('record_id', c.text, (col) => col.notNull())
    .addColumn('changed_at', c.timestamp, (col) => col.notNull())
    .addColumn('diff', c.text, (col) => col.notNull())
    .execute();
  await s.createIndex('record_changes_record').on('record_changes').columns(['table_name', 'record_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
