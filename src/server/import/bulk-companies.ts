import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  bulkStagingProgress,
  companiesEmpty,
  createBulkStaging,
  dropBulkStaging,
  isBulkSqlite,
  moveBulkStaging,
  nextBulkDoc,
  saveBulkProgress,
  stageRows,
  withSortsOnDisk,
} from '../db/sqlite-bulk-load.ts';
import { recordAllPagesChanged } from '../pages/page-changes.repository.ts';
import { termsOf } from '../search/search-docs.ts';
import { companySource, docRowOf } from '../search/search-index.ts';
import { bundleHash, companyId, companyRow, ownRowsOf } from './company-writer.ts';
import type { BulkWriter, CompanyBundle, WriteContext, WriteCounts } from './types.ts';

/**
 * The first load of companies (`--bulk`): each record is mapped as the incremental writer maps it
 * (companyRow, ownRowsOf, the same content hash), and its search doc and keys are computed in the same
 * pass from the same companySource and termsOf; everything is staged in file order (db/sqlite-bulk-load.ts)
 * and moved into the register in key order at the end, indexes built last. The rows come out the
 * same as the incremental path's, doc numbers included (they follow the file's order either way).
 */

/** The next doc number of the load in progress in this process (read once from the database, then counted). */
let nextDoc: number | undefined;

async function stage(db: Kysely<Database>, batch: CompanyBundle[], ctx: WriteContext, lines: number[]): Promise<WriteCounts> {
  nextDoc ??= await nextBulkDoc(db);
  const companies: object[] = [];
  const names: object[] = [];
  const codes: object[] = [];
  const charges: object[] = [];
  const docs: object[] = [];
  const terms: object[] = [];
  batch.forEach((bundle, i) => {
    const bulk_line = lines[i];
    const id = companyId(bundle.company.jurisdiction_code, bundle.company.company_number);
    const row = companyRow(bundle, id, bundleHash(bundle), ctx);
    companies.push({ ...row, bulk_line });
    const own = ownRowsOf([{ id, bundle }]);
    for (const n of own.names) names.push({ ...n, bulk_line });
    for (const c of own.codes) codes.push({ ...c, bulk_line });
    for (const c of own.charges) charges.push({ ...c, bulk_line });
    const source = companySource({ ...row, others: bundle.names, mainIndustry: bundle.industryCodes[0] ?? null });
    const doc = nextDoc!++;
    docs.push({ doc, ...docRowOf('c', source), bulk_line });
    for (const t of termsOf('c', source.inactive, source.names)) terms.push({ term: t.term, weight: t.weight, doc });
  });
  stageRows(db, 'companies', companies);
  stageRows(db, 'company_names', names);
  stageRows(db, 'industry_codes', codes);
  stageRows(db, 'charges', charges);
  stageRows(db, 'search_docs', docs);
  stageRows(db, 'search_terms', terms);
  return { inserted: batch.length, updated: 0, unchanged: 0 };
}

export const bulkCompanies: BulkWriter<CompanyBundle> = {
  async refusal(db) {
    if (!isBulkSqlite(db)) return 'the bulk load is written for SQLite so far: on PostgreSQL, import without --bulk';
    if (!(await companiesEmpty(db)))
      return 'the register already holds companies: --bulk is for a first load into empty tables (import without it to update them)';
    return undefined;
  },
  staged: async (db) => (isBulkSqlite(db) ? await bulkStagingProgress(db) : undefined),
  saveProgress: saveBulkProgress,
  discard: dropBulkStaging,
  async start(db, runId) {
    nextDoc = undefined;
    await dropBulkStaging(db);
    await createBulkStaging(db, runId);
  },
  write: stage,
  async finish(db, _ctx, andThen) {
    nextDoc = undefined;
    const refused = await withSortsOnDisk(db, () =>
      db.transaction().execute(async (tx) => {
        const refused = (await moveBulkStaging(tx)).map((d) => ({
          line: d.line,
          reason: `company ${d.jurisdiction_code}/${d.company_number} appears again further on; the later record is kept`,
        }));
        // Nothing was cached of companies that did not exist, but result and list pages may show them now.
        await recordAllPagesChanged(tx);
        await andThen(tx, refused);
        return refused;
      }),
    );
    // After the commit: were the process killed before this, the run is done and the next import drops the file.
    await dropBulkStaging(db);
    return refused;
  },
};
