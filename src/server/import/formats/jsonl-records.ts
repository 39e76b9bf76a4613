import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { WrongFormatError, type Parsed } from '../types.ts';

/**
 * Streams a JSON Lines file. The first non-empty line must be JSON that `looksRight` accepts, else the
 * file is of another format and everything stops. mapLine returns undefined for lines that are valid
 * but carry nothing to import (totals, statements); a line that is not JSON, or that mapLine refuses,
 * becomes a rejected record with its line number.
 */
export async function* jsonlRecords<T>(
  file: string,
  formatLabel: string,
  looksRight: (first: unknown) => boolean,
  mapLine: (value: unknown) => T | undefined,
  onBytes: (bytes: number) => void,
): AsyncIterable<Parsed<T>> {
  const input = createReadStream(file);
  let bytes = 0;
  input.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  let checked = false;
  for await (const text of lines) {
    lineNo += 1;
    if (!text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      if (!checked) {
        input.destroy();
        throw new WrongFormatError(`${file} is not a ${formatLabel} file: line 1 is not JSON`);
      }
      yield { ok: false, line: lineNo, reason: 'not valid JSON' };
      continue;
    }
    if (!checked) {
      checked = true;
      if (!looksRight(value)) {
        input.destroy();
        throw new WrongFormatError(`${file} is not a ${formatLabel} file`);
      }
    }
    try {
      const mapped = mapLine(value);
      if (mapped !== undefined) yield { ok: true, line: lineNo, value: mapped };
    } catch (err) {
      yield { ok: false, line: lineNo, reason: (err as Error).message };
    }
  }
}
