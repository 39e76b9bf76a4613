import type { Kysely } from 'kysely';
import type { Database, Provenance } from '../db/schema.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { fieldDiff } from './field-diff.ts';
import { contentHash, stableId } from './stable-id.ts';
import type { WriteContext, WriteCounts } from './types.ts';
import { storedOwnedRows, updateOwnedRow } from './repositories/owned-rows.repository.ts';
import { recordChange } from './repositories/record-changes.repository.ts';

/**
 * Idempotent upsert for the company-owned tables that have no content_hash column (financial
 * summaries, financing rounds, IPOs, acquisitions, investors, relationships). A row's id is a stable id from its
 * natural key; what a re-import would write is compared with what is stored, field by field, so an
 * unchanged record is left alone and a changed one is updated with its diff in record_changes.
 */

export type OwnedTable = 'financial_summaries' | 'financing_rounds' | 'ipos' | 'acquisitions' | 'investors' | 'relationships';
export type OwnedRow<T extends OwnedTable> = Database[T];
/** A row as an importer builds it: everything but provenance, which the context supplies. */
export type OwnedFields<T extends OwnedTable> = Omit<OwnedRow<T>, keyof Provenance>;

/** What became of each row given, by position: written, left alone, or dropped for a later one of the same id. */
export type RowOutcome = 'inserted' | 'updated' | 'unchanged' | 'superseded';

/** Provenance says where and when, not what: it alone changing is no change of the record. */
const NOT_CONTENT = new Set<string>(['source', 'source_url', 'retrieved_at', 'updated_at']);

function contentDiff(before: object, after: object): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(fieldDiff(before, after)).filter(([k]) => !NOT_CONTENT.has(k)));
}

/**
 * Writes rows into one owned table. Within the batch the later of two rows with the same id is kept
 * and the earlier reported as 'superseded' (as writeCompanies does), so a file stays idempotent.
 */
export async function upsertOwnedRows<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<OwnedFields<T>>,
  ctx: WriteContext,
  provenance: (index: number) => Pick<Provenance, 'source' | 'source_url'> = () => ({ source: ctx.source, source_url: ctx.sourceUrl }),
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = new Array(rows.length);
  const last = new Map<string, number>();
  rows.forEach((r, i) => {
    const earlier = last.get(r.id);
    if (earlier !== undefined) outcomes[earlier] = 'superseded';
    last.set(r.id, i);
  });
  const stored = await storedOwnedRows(db, table, [...last.keys()]);
  const inserts: Array<OwnedRow<T>> = [];
  for (const [id, index] of last) {
    const row = { ...rows[index], ...provenance(index), retrieved_at: ctx.retrievedAt, updated_at: ctx.now } as OwnedRow<T>;
    const before = stored.get(id);
    if (!before) {
      inserts.push(row);
      outcomes[index] = 'inserted';
      continue;
    }
    const diff = contentDiff(before, row);
    if (!Object.keys(diff).length) {
      outcomes[index] = 'unchanged';
      continue;
    }
    const { id: _id, ...fields } = row as OwnedRow<T> & { id: string };
    await updateOwnedRow(db, table, id, fields as Omit<OwnedRow<T>, 'id'>);
    await recordChange(db, {
      id: stableId('change', ctx.runId, table, id, contentHash(diff)),
      run_id: ctx.runId,
      table_name: table,
      record_id: id,
      changed_at: ctx.now,
      diff: JSON.stringify(diff),
    });
    outcomes[index] = 'updated';
  }
  await bulkInsert(db, table, inserts as never);
  return outcomes;
}

/** What became of one record of a batch: written, left alone, or rejected with the reason. */
export type RecordOutcome = 'inserted' | 'updated' | 'unchanged' | { reject: string };

/** The runner's counts from per-record outcomes. */
export function countOutcomes(outcomes: ReadonlyArray<RecordOutcome>): WriteCounts {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, rejects: [] };
  outcomes.forEach((o, index) => {
    if (typeof o === 'object') counts.rejects!.push({ index, reason: o.reject });
    else counts[o] += 1;
  });
  return counts;
}

type Change = 'inserted' | 'updated' | 'unchanged';
const WEIGHT: Record<Change, number> = { unchanged: 0, updated: 1, inserted: 2 };

/** The bigger of two changes: a record written as several rows counts as its biggest change. */
export function biggerChange(a: Change, b: Change): Change {
  return WEIGHT[a] >= WEIGHT[b] ? a : b;
}
