/**
 * What both engines' first-load paths (sqlite-bulk-load.ts, pg-bulk-load.ts) share: the register
 * tables a company load writes, the key order their rows are moved in, and the load's bookkeeping.
 */

/** The register's tables a company load writes; each has a staging table `bulk_<table>`. */
export const BULK_TABLES = ['companies', 'company_names', 'industry_codes', 'charges', 'search_docs', 'search_terms'] as const;
export type BulkTable = (typeof BULK_TABLES)[number];

/** The key order each table's rows are moved in: its primary key. */
export const KEY_ORDER: Record<BulkTable, string> = {
  companies: 'id',
  company_names: 'company_id, position',
  industry_codes: 'company_id, position',
  charges: 'company_id',
  search_docs: 'doc',
  search_terms: 'term, weight, doc',
};

/** The company id column of each staged table (search_terms follow their doc). */
export const COMPANY_COLUMN: Partial<Record<BulkTable, string>> = {
  companies: 'id',
  company_names: 'company_id',
  industry_codes: 'company_id',
  charges: 'company_id',
  search_docs: 'entity_id',
};

/** Where a load stands, kept with the staged rows. */
export interface BulkProgress {
  run_id: string;
  resume_at: number;
  rows_read: number;
  rows_inserted: number;
  rows_rejected: number;
}

/** A staged record that gave way to a later record of the same company. */
export interface BulkDuplicate {
  line: number;
  jurisdiction_code: string;
  company_number: string;
}
