import type { Kysely } from 'kysely';
import type { Database, FinancialSummariesTable, Provenance } from '../db/schema.ts';
import { refId, unknownCompany, type CompanyRef } from './company-refs.ts';
import { knownCompanyIds } from './repositories/companies.repository.ts';
import { countOutcomes, upsertOwnedRows, type RecordOutcome } from './owned-rows.ts';
import { stableId } from './stable-id.ts';
import type { WriteContext, WriteCounts } from './types.ts';

type SummaryFields = Omit<FinancialSummariesTable, 'id' | 'company_id' | keyof Provenance>;

/** One company's balance-sheet summary at one period end. */
export interface FinancialSummary extends CompanyRef {
  summary: SummaryFields;
  /** Overrides the format's source for this record (a JSON Lines line may name its own). */
  provenance?: Pick<Provenance, 'source' | 'source_url'>;
}

/** A summary's id: one row per company and period end, whatever file reports it. */
export function financialSummaryId(companyId: string, periodEnd: string): string {
  return stableId('financial', companyId, periodEnd);
}

/**
 * Upserts financial summaries per (company, period end). The company must be in the register, else
 * the record is rejected with that reason; an unchanged summary is left alone, a changed one updated
 * with its diff in record_changes.
 */
export async function writeFinancials(db: Kysely<Database>, items: FinancialSummary[], ctx: WriteContext): Promise<WriteCounts> {
  const known = await knownCompanyIds(db, items.map(refId));
  const outcomes: RecordOutcome[] = new Array(items.length);
  const kept: Array<{ index: number; item: FinancialSummary; companyId: string }> = [];
  items.forEach((item, index) => {
    const companyId = refId(item);
    if (known.has(companyId)) kept.push({ index, item, companyId });
    else outcomes[index] = { reject: `${unknownCompany(item)} (financial summary for ${item.summary.period_end})` };
  });
  const written = await upsertOwnedRows(
    db,
    'financial_summaries',
    kept.map(({ item, companyId }) => ({
      ...item.summary,
      id: financialSummaryId(companyId, item.summary.period_end),
      company_id: companyId,
    })),
    ctx,
    (i) => kept[i].item.provenance ?? { source: ctx.source, source_url: ctx.sourceUrl },
  );
  written.forEach((o, i) => {
    const { index, item, companyId } = kept[i];
    if (o === 'inserted' || o === 'updated') ctx.pages?.company(companyId);
    outcomes[index] =
      o !== 'superseded'
        ? o
        : {
            reject: `the financial summary of ${item.jurisdiction}/${item.companyNumber} for ${item.summary.period_end} appears again further on; the later record is kept`,
          };
  });
  return countOutcomes(outcomes);
}
