import type { Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database, RelationshipsTable } from '../db/schema.ts';
import { fieldDiff } from './field-diff.ts';
import { contentHash, stableId } from './stable-id.ts';
import type { WriteContext, WriteCounts } from './types.ts';
import { companiesWithLeis } from './repositories/companies.repository.ts';
import { storedOwnedRows, updateOwnedRow } from './repositories/owned-rows.repository.ts';
import { recordChange } from './repositories/record-changes.repository.ts';

/** A link between two companies named by LEI: the child is consolidated by (or managed by, a branch of …) the parent. */
export interface RelationshipItem {
  childLei: string;
  parentLei: string;
  kind: RelationshipsTable['kind'];
  /** The source's own type (IS_SUBFUND_OF …): tells apart links of different types that share the kind 'other'. */
  sourceType: string;
  start_date: string | null;
  end_date: string | null;
  status: string | null;
}

/** The stable id of a link: the same two LEIs and kind always hit the same row. */
export function relationshipId(item: Pick<RelationshipItem, 'childLei' | 'parentLei' | 'kind' | 'sourceType'>): string {
  return item.kind === 'other'
    ? stableId('relationship', item.childLei, item.parentLei, item.kind, item.sourceType)
    : stableId('relationship', item.childLei, item.parentLei, item.kind);
}

/** The imported content of a row; equal hashes mean a re-import changes nothing. */
function hashOf(
  r: Pick<RelationshipsTable, 'parent_company_id' | 'child_company_id' | 'kind' | 'start_date' | 'end_date' | 'status'>,
): string {
  return contentHash([r.parent_company_id, r.child_company_id, r.kind, r.start_date, r.end_date, r.status]);
}

/**
 * Company ids by LEI. Where more than one company carries an LEI (the GLEIF record and another
 * register's record of the same entity), the GLEIF one, numbered by the LEI itself, is taken.
 */
async function companiesByLei(db: Kysely<Database>, leis: string[]): Promise<Map<string, string>> {
  const found = new Map<string, { id: string; own: boolean }>();
  for (const r of await companiesWithLeis(db, leis)) {
    const lei = r.lei!;
    const own = r.company_number === lei;
    const seen = found.get(lei);
    if (!seen || (own && !seen.own)) found.set(lei, { id: r.id, own });
  }
  return new Map([...found].map(([lei, { id }]) => [lei, id]));
}

/**
 * Upserts company relationships. Both companies must already be in the register (import the LEI
 * file first); otherwise the record is rejected with that reason. A link whose content is as stored
 * is left alone; a changed one is updated and what changed recorded in record_changes.
 */
export async function writeRelationships(db: Kysely<Database>, items: RelationshipItem[], ctx: WriteContext): Promise<WriteCounts> {
  const companies = await companiesByLei(db, [...new Set(items.flatMap((i) => [i.childLei, i.parentLei]))]);
  const rejects: NonNullable<WriteCounts['rejects']> = [];
  const byId = new Map<string, { row: RelationshipsTable; index: number }>();
  items.forEach((item, index) => {
    const child = companies.get(item.childLei);
    const parent = companies.get(item.parentLei);
    const missing = !child ? item.childLei : !parent ? item.parentLei : null;
    if (missing) {
      rejects.push({ index, reason: `LEI ${missing} is not in the register; import the LEI file first` });
      return;
    }
    const id = relationshipId(item);
    const earlier = byId.get(id);
    // The later record of the same link wins; the earlier one is reported, not silently dropped.
    if (earlier)
      rejects.push({
        index: earlier.index,
        reason: `relationship ${item.childLei} ${item.sourceType} ${item.parentLei} appears again further on; the later record is kept`,
      });
    byId.set(id, {
      index,
      row: {
        id,
        parent_company_id: parent!,
        child_company_id: child!,
        kind: item.kind,
        start_date: item.start_date,
        end_date: item.end_date,
        status: item.status,
        source: ctx.source,
        source_url: ctx.sourceUrl,
        retrieved_at: ctx.retrievedAt,
        updated_at: ctx.now,
      },
    });
  });

  const stored = await storedOwnedRows(db, 'relationships', [...byId.keys()]);

  const inserts: RelationshipsTable[] = [];
  let updated = 0;
  let unchanged = 0;
  for (const { row } of byId.values()) {
    const before = stored.get(row.id);
    if (!before) {
      inserts.push(row);
      continue;
    }
    const hash = hashOf(row);
    if (hashOf(before) === hash) {
      unchanged++;
      continue;
    }
    ctx.pages?.company(row.parent_company_id);
    ctx.pages?.company(row.child_company_id);
    const { id, ...fields } = row;
    await updateOwnedRow(db, 'relationships', id, fields);
    await recordChange(db, {
      // Keyed by the new content too: one run may change a link more than once (it appears in two batches).
      id: stableId('change', ctx.runId, id, hash),
      run_id: ctx.runId,
      table_name: 'relationships',
      record_id: id,
      changed_at: ctx.now,
      diff: JSON.stringify(fieldDiff(before, row)),
    });
    updated++;
  }
  await bulkInsert(db, 'relationships', inserts);
  for (const r of inserts) {
    ctx.pages?.company(r.parent_company_id);
    ctx.pages?.company(r.child_company_id);
  }
  return { inserted: inserts.length, updated, unchanged, rejects };
}
