import type { Kysely } from 'kysely';
import type { CompaniesTable, Database } from '../db/schema.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { indexCompanies } from '../search/search-index.ts';
import { fieldDiff } from './field-diff.ts';
import { contentHash, stableId } from './stable-id.ts';
import type { PageChangeSet } from '../pages/page-changes.ts';
import { recordChange } from './repositories/record-changes.repository.ts';
import {
  deleteCompanyOwnRows,
  linksOfCompanies,
  officerIdsOfCompanies,
  storedCharges,
  storedCompanies,
  updateCompany,
} from './repositories/companies.repository.ts';
import type { CompanyBundle, WriteContext, WriteCounts } from './types.ts';

/** A company's stable id: the same jurisdiction and number always hit the same row. */
export function companyId(jurisdiction: string, number: string): string {
  return stableId('company', jurisdiction, number);
}

/**
 * Upserts companies with their names, industry codes and charges. A company whose imported content
 * hashes the same as stored is left alone (re-importing a file changes nothing); a changed one is
 * updated, its own rows replaced, and what changed recorded in record_changes.
 */
export async function writeCompanies(db: Kysely<Database>, bundles: CompanyBundle[], ctx: WriteContext): Promise<WriteCounts> {
  const byId = new Map<string, { bundle: CompanyBundle; hash: string; index: number }>();
  const rejects: NonNullable<WriteCounts['rejects']> = [];
  bundles.forEach((b, index) => {
    const id = companyId(b.company.jurisdiction_code, b.company.company_number);
    const earlier = byId.get(id);
    // The later record of the same company wins; the earlier one is reported, not silently dropped.
    if (earlier)
      rejects.push({
        index: earlier.index,
        reason: `company ${b.company.jurisdiction_code}/${b.company.company_number} appears again further on; the later record is kept`,
      });
    byId.set(id, { bundle: b, hash: bundleHash(b), index });
  });
  const ids = [...byId.keys()];
  const existing = await storedCompanies(db, ids);

  const inserts: CompaniesTable[] = [];
  const updates: Array<{ row: CompaniesTable; before: CompaniesTable }> = [];
  let unchanged = 0;
  for (const [id, { bundle, hash }] of byId) {
    const before = existing.get(id);
    if (before?.content_hash === hash) {
      unchanged++;
      continue;
    }
    const row = companyRow(bundle, id, hash, ctx);
    if (before) updates.push({ row, before });
    else inserts.push(row);
  }

  await bulkInsert(db, 'companies', inserts);
  const chargesBefore = updates.length
    ? await storedCharges(
        db,
        updates.map((u) => u.row.id),
      )
    : new Map();
  for (const { row, before } of updates) {
    const { id, ...fields } = row;
    await updateCompany(db, id, fields);
    await recordChange(db, {
      // Keyed by the new content too: one run may change a company more than once (it appears in two batches).
      id: stableId('change', ctx.runId, id, row.content_hash),
      run_id: ctx.runId,
      table_name: 'companies',
      record_id: id,
      changed_at: ctx.now,
      diff: JSON.stringify({ ...fieldDiff(before, row), ...chargesDiff(chargesBefore.get(row.id), byId.get(row.id)!.bundle.charges) }),
    });
  }
  const changedIds = updates.map((u) => u.row.id);
  for (const id of changedIds) ctx.pages?.company(id);
  if (ctx.pages)
    await markRelatedPages(
      db,
      updates.filter(({ row, before }) => shownElsewhereChanged(before, row)).map((u) => u.row.id),
      ctx.pages,
    );
  await deleteCompanyOwnRows(db, changedIds);
  const written = [...inserts, ...updates.map((u) => u.row)];
  await writeOwnRows(
    db,
    written.map((r) => ({ id: r.id, bundle: byId.get(r.id)!.bundle })),
  );
  // In the same transaction: a committed batch is searchable at once, a rolled-back one leaves no keys.
  await indexCompanies(
    db,
    written.map((r) => r.id),
    written.map((r) => {
      const { bundle } = byId.get(r.id)!;
      return { ...r, others: bundle.names, mainIndustry: bundle.industryCodes[0] ?? null };
    }),
  );
  return { inserted: inserts.length, updated: updates.length, unchanged, rejects };
}

/** The companies row of a bundle as written (the incremental writer and the bulk load alike). */
export function companyRow(bundle: CompanyBundle, id: string, hash: string, ctx: WriteContext): CompaniesTable {
  return {
    ...bundle.company,
    id,
    content_hash: hash,
    source: ctx.source,
    source_url: ctx.sourceUrl,
    retrieved_at: ctx.retrievedAt,
    updated_at: ctx.now,
  };
}

/** A company's own rows (names, industry codes, the charges summary), keyed by company and position. */
export function ownRowsOf(items: Array<{ id: string; bundle: CompanyBundle }>) {
  return {
    names: items.flatMap(({ id, bundle }) => bundle.names.map((n, position) => ({ company_id: id, position, ...n }))),
    codes: items.flatMap(({ id, bundle }) => bundle.industryCodes.map((c, position) => ({ company_id: id, position, ...c }))),
    charges: items.flatMap(({ id, bundle }) => (bundle.charges ? [{ company_id: id, ...bundle.charges }] : [])),
  };
}

async function writeOwnRows(db: Kysely<Database>, items: Array<{ id: string; bundle: CompanyBundle }>): Promise<void> {
  const { names, codes, charges } = ownRowsOf(items);
  await bulkInsert(db, 'company_names', names);
  await bulkInsert(db, 'industry_codes', codes);
  await bulkInsert(db, 'charges', charges);
}

/**
 * The charge counts that changed, as 'charges.total': [old, new] …: the counts live in their own
 * table, replaced whole, so the company's own diff would not say that a charge was registered or
 * satisfied (the History tells it, src/lib/change-events.ts).
 */
function chargesDiff(before: CompanyBundle['charges'] | undefined, after: CompanyBundle['charges']): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const k of ['total', 'outstanding', 'part_satisfied', 'satisfied'] as const) {
    const [was, now] = [before?.[k] ?? null, after?.[k] ?? null];
    if (was !== now) out[`charges.${k}`] = [was, now];
  }
  return out;
}

/** What other records' pages show of a company: its name and whether it is active. */
function shownElsewhereChanged(before: CompaniesTable, after: CompaniesTable): boolean {
  return before.name !== after.name || before.inactive !== after.inactive || before.current_status !== after.current_status;
}

/** The pages that show these companies: their people's pages, and their parents', subsidiaries' and branches'. */
async function markRelatedPages(db: Kysely<Database>, ids: string[], pages: PageChangeSet): Promise<void> {
  for (const a of await officerIdsOfCompanies(db, ids)) pages.executive(a.officer_id);
  for (const r of await linksOfCompanies(db, ids)) {
    pages.company(r.parent_company_id);
    pages.company(r.child_company_id);
  }
}

/**
 * The bundle's content hash. A has_litigation the source does not give (null) is left out, so
 * companies imported before that column existed keep their hash and an unchanged re-import still
 * writes nothing.
 */
export function bundleHash(b: CompanyBundle): string {
  if (b.company.has_litigation !== null) return contentHash(b);
  const { has_litigation: _unknown, ...company } = b.company;
  return contentHash({ ...b, company });
}
