import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bulkLoadEngine, companiesEmpty, type BulkLoadEngine } from '../db/bulk-load.ts';
import { recordAllPagesChanged } from '../pages/page-changes.repository.ts';
import { termsOf } from '../search/search-docs.ts';
import { companySource, docRowOf } from '../search/search-index.ts';
import { bundleHash, companyId, companyRow, ownRowsOf } from './company-writer.ts';
import type { BulkWriter, CompanyBundle, WriteContext, WriteCounts } from './types.ts';

/**
 * The first load of companies (`--bulk`): each record is mapped as the incremental writer maps it
 * (companyRow, ownRowsOf, the same content hash), and its search doc and keys are computed in the same
 * pass from the same companySource and termsOf; everything is staged in file order (db/bulk-load.ts:
 * SQLite or PostgreSQL) and moved into the register in key order at the end, indexes built last. The
 * rows come out the same as the incremental path's, doc numbers included (they follow the file's
 * order either way).
 */

/** The next doc number of the load in progress in this process (read once from the database, then counted). */
let nextDoc: number | undefined;

async function stage(db: Kysely<Database>, batch: CompanyBundle[], ctx: WriteContext, lines: number[]): Promise<WriteCounts> {
  nextDoc ??= await engine(db).nextDoc(db);
  const companies: object[] = [];
  const names: object[] = [];
  const codes: object[] = [];
  const charges: object[] = [];
  const docs: object[] = [];
  const terms: object[] = [];
  // Every row object here is made for this batch alone, so the staging columns (bulk_line, doc) are set
  // on it instead of copying it: a first load makes about 15 rows a company, and copies cost GC time.
  for (let i = 0; i < batch.length; i++) {
    const bundle = batch[i];
    const bulk_line = lines[i];
    const id = companyId(bundle.company.jurisdiction_code, bundle.company.company_number);
    const row = companyRow(bundle, id, bundleHash(bundle), ctx);
    companies.push(Object.assign(row, { bulk_line }));
    const own = ownRowsOf([{ id, bundle }]);
    for (const n of own.names) names.push(Object.assign(n, { bulk_line }));
    for (const c of own.codes) codes.push(Object.assign(c, { bulk_line }));
    for (const c of own.charges) charges.push(Object.assign(c, { bulk_line }));
    const source = companySource({
      id,
      name: row.name,
      alternative_legal_name: row.alternative_legal_name,
      jurisdiction_code: row.jurisdiction_code,
      inactive: row.inactive,
      company_type: row.company_type,
      current_status: row.current_status,
      incorporation_date: row.incorporation_date,
      others: bundle.names,
      mainIndustry: bundle.industryCodes[0] ?? null,
    });
    const doc = nextDoc!++;
    docs.push(Object.assign(docRowOf('c', source), { doc, bulk_line }));
    for (const t of termsOf('c', source.inactive, source.names)) terms.push(Object.assign(t, { doc }));
  }
  await engine(db).stage(db, { companies, company_names: names, industry_codes: codes, charges, search_docs: docs, search_terms: terms });
  return { inserted: batch.length, updated: 0, unchanged: 0 };
}

function engine(db: Kysely<Database>): BulkLoadEngine {
  const e = bulkLoadEngine(db);
  if (!e) throw new Error('the bulk load runs on SQLite (node:sqlite) and PostgreSQL only');
  return e;
}

export const bulkCompanies: BulkWriter<CompanyBundle> = {
  async refusal(db) {
    if (!bulkLoadEngine(db)) return 'the bulk load runs on SQLite (node:sqlite) and PostgreSQL only: import without --bulk';
    if (!(await companiesEmpty(db)))
      return 'the register already holds companies: --bulk is for a first load into empty tables (import without it to update them)';
    return undefined;
  },
  async staged(db) {
    // Asked at the start of every run: a run resumed in the same process counts its docs from the database again.
    nextDoc = undefined;
    return await bulkLoadEngine(db)?.progress(db);
  },
  saveProgress: (db, p) => engine(db).saveProgress(db, p),
  discard: (db) => engine(db).drop(db),
  async start(db, runId) {
    nextDoc = undefined;
    await engine(db).create(db, runId);
  },
  write: stage,
  async finish(db, _ctx, andThen) {
    nextDoc = undefined;
    const refused = await engine(db).move(db, async (tx, duplicates) => {
      const refused = duplicates.map((d) => ({
        line: d.line,
        reason: `company ${d.jurisdiction_code}/${d.company_number} appears again further on; the later record is kept`,
      }));
      // Nothing was cached of companies that did not exist, but result and list pages may show them now.
      await recordAllPagesChanged(tx);
      await andThen(tx, refused);
      return refused;
    });
    // After the commit: were the process killed before this, the run is done and the next import drops the staging.
    await engine(db).drop(db);
    return refused;
  },
};
