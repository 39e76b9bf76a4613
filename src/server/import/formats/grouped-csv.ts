import { readFileSync, statSync } from 'node:fs';
import { WrongFormatError, type Parsed } from '../types.ts';
import { csvRecords } from './csv-records.ts';

/** One row read: whose it is, and its value or why it was refused. */
export type KeyedRow<R> = { key: string; value: R } | { key: string; error: string };

/** All the rows of one key (a licence holder), and whether any of them was refused. */
export interface RowGroup<R> {
  key: string;
  rows: R[];
  partial: boolean;
}

/**
 * A CSV file as groups of rows sharing a key (a regulator's file lists one row per licence, and a
 * holder's licences replace its stored ones together). Two passes over the file, both streaming:
 * the first counts each key's rows, the second emits a group when its last row has been read, so
 * a holder whose rows are not next to each other is still one group and only the rows between are
 * held in memory. The order of groups is the same on every read, which a resumed import relies on.
 * A row without a key is rejected with its line; a row refused by readRow is rejected and marks its
 * group partial. A group's line is the line of its first row.
 */
export async function* groupedCsv<R>(
  file: string,
  required: readonly string[],
  formatLabel: string,
  readRow: (row: Record<string, string>) => KeyedRow<R>,
  onBytes: (bytes: number) => void,
  delimiter = ',',
): AsyncIterable<Parsed<RowGroup<R>>> {
  if (isBlank(file)) throw new WrongFormatError(`${file} is not a ${formatLabel} file: it is empty`);
  const counts = new Map<string, number>();
  for await (const p of csvRecords(file, required, formatLabel, readRow, () => {}, delimiter))
    if (p.ok) counts.set(p.value.key, (counts.get(p.value.key) ?? 0) + 1);
  const open = new Map<string, { line: number; seen: number; group: RowGroup<R> }>();
  for await (const p of csvRecords(file, required, formatLabel, readRow, onBytes, delimiter)) {
    if (!p.ok) {
      yield p;
      continue;
    }
    const { key } = p.value;
    let g = open.get(key);
    if (!g) open.set(key, (g = { line: p.line, seen: 0, group: { key, rows: [], partial: false } }));
    g.seen += 1;
    if ('error' in p.value) {
      g.group.partial = true;
      yield { ok: false, line: p.line, reason: p.value.error };
    } else g.group.rows.push(p.value.value);
    if (g.seen >= (counts.get(key) ?? 0)) {
      open.delete(key);
      if (g.group.rows.length) yield { ok: true, line: g.line, value: g.group };
    }
  }
  // The file changed between the passes (it grew): what is still open is complete as read.
  for (const g of open.values()) if (g.group.rows.length) yield { ok: true, line: g.line, value: g.group };
}

/** An empty file, or one of white space only (a download that failed), is no register file at all. */
export function isBlank(file: string): boolean {
  const size = statSync(file).size;
  return (
    size === 0 ||
    (size < 4096 &&
      !readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim())
  );
}
