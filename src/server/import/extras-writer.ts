import type { Kysely } from 'kysely';
import type {
  AcquisitionsTable,
  Database,
  FinancingRoundsTable,
  InvestorsTable,
  IposTable,
  Provenance,
  RelationshipsTable,
} from '../db/schema.ts';
import { refId, unknownCompany, type CompanyRef } from './company-refs.ts';
import { knownCompanyIds } from './repositories/companies.repository.ts';
import { upsertOwnedRows, type OwnedTable, type RecordOutcome } from './owned-rows.ts';
import { stableId } from './stable-id.ts';
import type { WriteContext } from './types.ts';

/**
 * Writes the market and deal records a company owns: financing rounds, IPOs (stock listings),
 * acquisitions and investors, and links between two companies named by jurisdiction and number
 * (relationships). Each row's id comes from its natural key, so a re-import finds it again;
 * content is compared with what is stored (see owned-rows.ts) and changes are recorded.
 */

type Fields<T> = Omit<T, 'id' | 'company_id' | keyof Provenance>;
interface Base extends CompanyRef {
  /** Overrides the format's source for this record (a JSON Lines line may name its own). */
  provenance?: Pick<Provenance, 'source' | 'source_url'>;
}

export type ExtraItem =
  | (Base & { table: 'ipos'; row: Fields<IposTable> })
  | (Base & { table: 'financing_rounds'; row: Fields<FinancingRoundsTable> })
  | (Base & { table: 'investors'; row: Fields<InvestorsTable> })
  /** The acquired company is linked when it is in the register; its name is kept either way. */
  | (Base & { table: 'acquisitions'; row: Omit<Fields<AcquisitionsTable>, 'acquired_company_id'>; acquired?: CompanyRef | null })
  /**
   * The company (jurisdiction, companyNumber) is the child; both must be in the register. GLEIF's
   * relationship-writer.ts links companies by LEI instead, so its rows have other ids: see there.
   */
  | (Base & {
      table: 'relationships';
      row: Omit<Fields<RelationshipsTable>, 'parent_company_id' | 'child_company_id'>;
      parent: CompanyRef;
    });

/** Natural keys: what makes two records the same record, whichever file they come from. */
function naturalId(item: ExtraItem, companyId: string): string {
  switch (item.table) {
    case 'ipos':
      return stableId('ipo', companyId, item.row.stock_code);
    case 'financing_rounds':
      return stableId('financing-round', companyId, item.row.round_name ?? '', item.row.published_on ?? '');
    case 'investors':
      return stableId('investor', companyId, item.row.name);
    case 'acquisitions':
      return stableId('acquisition', companyId, item.row.acquired_name, item.row.date ?? '');
    case 'relationships':
      return stableId('relationship-by-number', refId(item.parent), companyId, item.row.kind);
  }
}

function describe(item: ExtraItem): string {
  switch (item.table) {
    case 'ipos':
      return `IPO ${item.row.stock_code}`;
    case 'financing_rounds':
      return `financing round ${item.row.round_name ?? ''} ${item.row.published_on ?? ''}`.trim();
    case 'investors':
      return `investor ${item.row.name}`;
    case 'acquisitions':
      return `acquisition of ${item.row.acquired_name}`;
    case 'relationships':
      return `${item.row.kind} relationship with ${item.parent.jurisdiction}/${item.parent.companyNumber}`;
  }
}

/** Per record (by position): written, unchanged, or rejected with the reason (an unknown company). */
export async function extrasOutcomes(db: Kysely<Database>, items: ExtraItem[], ctx: WriteContext): Promise<RecordOutcome[]> {
  const others = items.flatMap((i) =>
    i.table === 'acquisitions' && i.acquired ? [refId(i.acquired)] : i.table === 'relationships' ? [refId(i.parent)] : [],
  );
  const known = await knownCompanyIds(db, [...items.map(refId), ...others]);
  const outcomes: RecordOutcome[] = new Array(items.length);
  const byTable = new Map<OwnedTable, Array<{ index: number; item: ExtraItem; row: { id: string } }>>();
  items.forEach((item, index) => {
    const companyId = refId(item);
    if (!known.has(companyId)) {
      outcomes[index] = { reject: `${unknownCompany(item)} (${describe(item)})` };
      return;
    }
    if (item.table === 'relationships' && !known.has(refId(item.parent))) {
      outcomes[index] = {
        reject: `parent ${unknownCompany(item.parent)} (${describe(item)} of ${item.jurisdiction}/${item.companyNumber})`,
      };
      return;
    }
    const id = naturalId(item, companyId);
    const row =
      item.table === 'acquisitions'
        ? {
            ...item.row,
            id,
            company_id: companyId,
            acquired_company_id: item.acquired && known.has(refId(item.acquired)) ? refId(item.acquired) : null,
          }
        : item.table === 'relationships'
          ? { ...item.row, id, parent_company_id: refId(item.parent), child_company_id: companyId }
          : { ...item.row, id, company_id: companyId };
    const list = byTable.get(item.table) ?? [];
    list.push({ index, item, row });
    byTable.set(item.table, list);
  });
  for (const [table, list] of byTable) {
    const written = await upsertOwnedRows(
      db,
      table,
      list.map((l) => l.row as never),
      ctx,
      (i) => list[i].item.provenance ?? { source: ctx.source, source_url: ctx.sourceUrl },
    );
    written.forEach((o, i) => {
      const { index, item, row } = list[i];
      if (o === 'inserted' || o === 'updated') for (const id of touchedCompanies(row)) ctx.pages?.company(id);
      outcomes[index] =
        o !== 'superseded'
          ? o
          : {
              reject: `the ${describe(item)} of ${item.jurisdiction}/${item.companyNumber} appears again further on; the later record is kept`,
            };
    });
  }
  return outcomes;
}

/** The companies whose pages show an extra row: its own, and the other side of a link or acquisition. */
function touchedCompanies(row: { id: string }): string[] {
  const r = row as { company_id?: string; parent_company_id?: string; child_company_id?: string; acquired_company_id?: string | null };
  return [r.company_id, r.parent_company_id, r.child_company_id, r.acquired_company_id].filter((id): id is string => !!id);
}
