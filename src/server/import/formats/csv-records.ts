import { createReadStream } from 'node:fs';
import { WrongFormatError, type Parsed } from '../types.ts';

/** A quoted field open for this many lines is taken as a stray quote: its first line is rejected, reading resumes after it. */
const MAX_QUOTED_LINES = 50;
/**
 * Or for this many characters. Far above any real field (a register's longest is a few hundred): the
 * length of a field is the field limits' business (field-limits.ts), this only bounds the memory a
 * stray quote or a file without line breaks can take.
 */
const MAX_QUOTED_CHARS = 16 << 20;

/** One record of the file: its fields, or why it could not be read; `line` is the line it starts on. */
type CsvRecord = { line: number; fields: string[] } | { line: number; error: string };

/**
 * Streams a CSV file as records keyed by trimmed header names (registers pad some, e.g. " CompanyNumber").
 * The header is checked first: an unreadable header or missing columns mean the wrong format and stop
 * everything at once. A row that cannot be read, or that mapRow refuses, becomes a rejected record with
 * its line number, and reading resumes at the next record boundary: a stray quote costs its own row only.
 *
 * The reader is our own (RFC 4180, with a quote inside an unquoted field read as a quote): csv-parse's
 * `skip_records_with_error` resumes inside the broken quote and lost the rows after it.
 */
export async function* csvRecords<T>(
  file: string,
  required: readonly string[],
  formatLabel: string,
  mapRow: (row: Record<string, string>) => T,
  onBytes: (bytes: number) => void,
  delimiter = ',',
): AsyncIterable<Parsed<T>> {
  const input = createReadStream(file, { encoding: 'utf8' });
  input.on('data', () => onBytes(input.bytesRead));
  let names: string[] | null = null;
  for await (const rec of readCsv(input, delimiter)) {
    if (!names) {
      if ('error' in rec) throw new WrongFormatError(`${file} is not a ${formatLabel} file: the header is unreadable (${rec.error})`);
      names = rec.fields.map((h) => h.trim());
      const missing = required.filter((r) => !names!.includes(r));
      if (missing.length)
        throw new WrongFormatError(`${file} is not a ${formatLabel} file: missing column(s) ${missing.slice(0, 5).join(', ')}`);
      continue;
    }
    if ('error' in rec) {
      yield { ok: false, line: rec.line, reason: rec.error };
      continue;
    }
    if (rec.fields.length !== names.length) {
      yield { ok: false, line: rec.line, reason: 'the row does not have as many fields as the header' };
      continue;
    }
    const row: Record<string, string> = {};
    names.forEach((n, i) => (row[n] = rec.fields[i]));
    try {
      yield { ok: true, line: rec.line, value: mapRow(row) };
    } catch (err) {
      yield { ok: false, line: rec.line, reason: (err as Error).message };
    }
  }
}

/**
 * The records of CSV text arriving in chunks; empty lines are skipped, a leading byte order mark dropped.
 * The delimiter is a comma unless the register uses another single character (FINMA: ';').
 */
export async function* readCsv(chunks: AsyncIterable<string>, delimiter = ','): AsyncIterable<CsvRecord> {
  let pending = '';
  let line = 1; // the line `pending` starts on
  let first = true;
  const drain = function* (final: boolean): Generator<CsvRecord> {
    for (;;) {
      if (!pending) return;
      const r = readRecord(pending, final, delimiter);
      if (r === null) return; // needs more text
      const consumed = pending.slice(0, r.end);
      const lines = countLines(consumed);
      pending = pending.slice(r.end);
      const at = line;
      line += lines;
      if ('fields' in r) {
        if (!(r.fields.length === 1 && r.fields[0].trim() === '')) yield { line: at, fields: r.fields };
      } else yield { line: at, error: r.error };
    }
  };
  for await (let chunk of chunks) {
    if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    first = false;
    pending += chunk;
    yield* drain(false);
  }
  yield* drain(true);
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/** The end of the physical line at or after i (past its line feed), or the text's end. */
function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl === -1 ? text.length : nl + 1;
}

/**
 * Reads one record from the start of text: its fields and where it ends (past its line break), or an
 * error and where reading resumes (the next line), or null when the text ends before the record does
 * and more may come.
 */
function readRecord(
  text: string,
  final: boolean,
  delimiter: string,
): (({ fields: string[] } | { error: string }) & { end: number }) | null {
  const fields: string[] = [];
  let i = 0;
  let nl = -2; // the next line feed at or after i, found once per line rather than once per field
  for (;;) {
    if (text[i] === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          const open = text.length - i;
          if (final || open > MAX_QUOTED_CHARS || countLines(text.slice(i)) > MAX_QUOTED_LINES)
            return { error: 'a quoted field is not closed', end: lineEnd(text, 0) };
          return null;
        }
        if (!final && q + 1 >= text.length) return null; // "" or a closing quote: the next chunk tells
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      if (countLines(value) > MAX_QUOTED_LINES || value.length > MAX_QUOTED_CHARS)
        return { error: 'a quoted field is not closed', end: lineEnd(text, 0) };
      fields.push(value);
      const c = text[i];
      if (c === delimiter) {
        i++;
        continue;
      }
      if (c === '\n') return { fields, end: i + 1 };
      if (c === '\r' && text[i + 1] === '\n') return { fields, end: i + 2 };
      if (c === undefined) return final ? { fields, end: i } : null;
      if (c === '\r' && !final && i + 1 >= text.length) return null;
      return {
        error: `a quoted field is followed by ${JSON.stringify(c)} instead of ${delimiter === ',' ? 'a comma' : JSON.stringify(delimiter)} or line end`,
        end: lineEnd(text, i),
      };
    }
    const comma = text.indexOf(delimiter, i);
    if (nl !== -1 && nl < i) nl = text.indexOf('\n', i);
    if (comma !== -1 && (nl === -1 || comma < nl)) {
      fields.push(text.slice(i, comma));
      i = comma + 1;
      continue;
    }
    if (nl === -1) {
      // A line of over 16 million characters is no register row (and may be a file of another kind): refuse it.
      if (!final && text.length > MAX_QUOTED_CHARS) return { error: `a line longer than ${MAX_QUOTED_CHARS} characters`, end: text.length };
      if (!final) return null;
      fields.push(text.slice(i));
      return { fields, end: text.length };
    }
    fields.push(text.slice(i, nl > i && text[nl - 1] === '\r' ? nl - 1 : nl));
    return { fields, end: nl + 1 };
  }
}
