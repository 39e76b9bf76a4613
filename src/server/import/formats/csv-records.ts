import { createReadStream } from 'node:fs';
import { parse, type Info } from 'csv-parse';
import { WrongFormatError, type Parsed } from '../types.ts';

/**
 * Streams a CSV file as records keyed by trimmed header names (registers pad some, e.g. " CompanyNumber").
 * The header is checked first: missing columns mean the wrong format and stop everything. A row the
 * parser cannot read, or that mapRow refuses, becomes a rejected record with its line number.
 */
export async function* csvRecords<T>(
  file: string,
  required: readonly string[],
  formatLabel: string,
  mapRow: (row: Record<string, string>) => T,
  onBytes: (bytes: number) => void,
): AsyncIterable<Parsed<T>> {
  let bytes = 0;
  const input = createReadStream(file);
  input.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  const skipped: Array<Parsed<T>> = [];
  const parser = input.pipe(
    parse({
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      skip_records_with_error: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        const missing = required.filter((r) => !names.includes(r));
        if (missing.length)
          throw new WrongFormatError(`${file} is not a ${formatLabel} file: missing column(s) ${missing.slice(0, 5).join(', ')}`);
        return names;
      },
    }),
  );
  parser.on('skip', (err: Error & { lines?: number }) => skipped.push({ ok: false, line: err.lines ?? 0, reason: err.message }));
  input.on('error', (err) => parser.destroy(err));
  // csv-parse counts records of the wrong length so far; a rise means this record is one.
  let wrongLengths = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: Info }>) {
      while (skipped.length) yield skipped.shift()!;
      const line = info.lines;
      if (info.invalid_field_length > wrongLengths) {
        wrongLengths = info.invalid_field_length;
        yield { ok: false, line, reason: 'the row does not have as many fields as the header' };
        continue;
      }
      try {
        yield { ok: true, line, value: mapRow(record) };
      } catch (err) {
        yield { ok: false, line, reason: (err as Error).message };
      }
    }
    while (skipped.length) yield skipped.shift()!;
  } catch (err) {
    if (err instanceof WrongFormatError) throw err;
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof WrongFormatError) throw cause;
    throw err;
  }
}
