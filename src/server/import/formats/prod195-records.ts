import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { WrongFormatError, type Parsed } from '../types.ts';

/**
 * Companies House officers snapshot ("Prod195"/"Prod216") fixed-width records: a `DDDDSNAP` header,
 * company records (type 1), person records (type 2) and a `99999999` trailer holding the number of
 * records between header and trailer. Positions below are the specification's, counted from 0.
 */

/** A person record as the file holds it: fixed fields untrimmed, variable fields split on '<'. */
export interface Prod195Person {
  companyNumber: string;
  appDateOrigin: string;
  appointmentType: string;
  personNumber: string;
  corporateIndicator: string;
  appointmentDate: string;
  resignationDate: string;
  postcode: string;
  partialDateOfBirth: string;
  fullDateOfBirth: string;
  title: string;
  forenames: string;
  surname: string;
  honours: string;
  careOf: string;
  poBox: string;
  addressLine1: string;
  addressLine2: string;
  postTown: string;
  county: string;
  country: string;
  occupation: string;
  nationality: string;
  residentCountry: string;
}

/** The 14 '<'-terminated items of a person's variable data, in file order. */
const VARIABLE_FIELDS = [
  'title',
  'forenames',
  'surname',
  'honours',
  'careOf',
  'poBox',
  'addressLine1',
  'addressLine2',
  'postTown',
  'county',
  'country',
  'occupation',
  'nationality',
  'residentCountry',
] as const;

const HEADER = /^DDDDSNAP(\d{4})(\d{8})/;
const TRAILER = /^99999999(\d{8})\s*$/;
const FIXED_PERSON = 76;
const FIXED_COMPANY = 40;

/**
 * Lines are decoded as Latin-1 so that one character is one byte and the specification's byte
 * positions and lengths hold whatever the file's encoding; each text field is then read as UTF-8
 * when it is valid UTF-8 (else kept as Latin-1).
 */
function text(raw: string): string {
  if (!/[\x80-\xff]/.test(raw)) return raw;
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? raw : utf8;
}

/** CCYYMMDD or blanks to 'YYYY-MM-DD' or null; anything else throws, rejecting the record. */
export function compactDate(value: string, field: string): string | null {
  if (!value.trim()) return null;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) throw new Error(`${field} "${value}" is not a CCYYMMDD date`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    throw new Error(`${field} "${value}" is an impossible date`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** 'CCYYMM  ' or blanks to year and month; anything else throws. */
export function partialBirth(value: string): { year: number; month: number } | null {
  if (!value.trim()) return null;
  const m = /^(\d{4})(\d{2}) {0,2}$/.exec(value);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new Error(`partial date of birth "${value}" is not CCYYMM`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

function lengthField(line: string, at: number, name: string): number {
  const v = line.slice(at, at + 4);
  if (!/^\d{4}$/.test(v)) throw new Error(`${name} "${v}" is not a 4-digit number`);
  return Number(v);
}

/** Reads one person record (record type 2); throws on a short line or an unreadable fixed field. */
function parsePersonRecord(line: string): Prod195Person {
  if (line.length < FIXED_PERSON)
    throw new Error(`person record is ${line.length} characters, shorter than its ${FIXED_PERSON} fixed ones`);
  const length = lengthField(line, 72, 'variable data length');
  const data = line.slice(FIXED_PERSON, FIXED_PERSON + length);
  if (data.length < length) throw new Error(`variable data is ${data.length} characters, the record says ${length}: the line is cut short`);
  const items = data.split('<');
  // Fourteen items each end with '<', so a complete part splits into 15 with an empty last one.
  if (items.length < VARIABLE_FIELDS.length + 1) throw new Error(`variable data has ${items.length - 1} of its 14 '<'-terminated items`);
  const record = {
    companyNumber: line.slice(0, 8),
    appDateOrigin: line[9],
    appointmentType: line.slice(10, 12),
    personNumber: line.slice(12, 24),
    corporateIndicator: line[24],
    appointmentDate: line.slice(32, 40),
    resignationDate: line.slice(40, 48),
    postcode: text(line.slice(48, 56)),
    partialDateOfBirth: line.slice(56, 64),
    fullDateOfBirth: line.slice(64, 72),
  } as Prod195Person;
  VARIABLE_FIELDS.forEach((field, i) => {
    record[field] = text(items[i]);
  });
  return record;
}

/** Checks a company record (record type 1); the importer takes companies from the register's own file. */
function checkCompanyRecord(line: string): void {
  if (line.length < FIXED_COMPANY)
    throw new Error(`company record is ${line.length} characters, shorter than its ${FIXED_COMPANY} fixed ones`);
  const length = lengthField(line, 36, 'company name length');
  const name = line.slice(FIXED_COMPANY, FIXED_COMPANY + length);
  if (name.length < length || !name.endsWith('<'))
    throw new Error(`company name is cut short (the record says ${length} characters ending with '<')`);
}

/**
 * Streams the person records of a snapshot, line by line in constant memory. The first line must be
 * the snapshot header, else WrongFormatError. A malformed line (unknown record type, short line, bad
 * date, anything mapPerson refuses) becomes a rejected record with its line number; so does a trailer
 * whose count disagrees with the records read, or a missing trailer (a truncated file).
 */
export async function* prod195Records<T>(
  file: string,
  mapPerson: (person: Prod195Person) => T,
  onBytes: (bytes: number) => void,
): AsyncIterable<Parsed<T>> {
  const input = createReadStream(file, { encoding: 'latin1' });
  let bytes = 0;
  input.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  let records = 0;
  let trailerAt = 0;
  try {
    for await (const line of lines) {
      lineNo += 1;
      if (lineNo === 1) {
        if (!HEADER.test(line)) {
          const what = line.startsWith('DDDDUPDT') ? ' (it is an officers update file, DDDDUPDT)' : '';
          throw new WrongFormatError(
            `${file} is not a Companies House officers snapshot (Prod195) file: line 1 is not a DDDDSNAP header record${what}`,
          );
        }
        continue;
      }
      if (!line.trim()) continue;
      if (trailerAt) {
        yield { ok: false, line: lineNo, reason: `record after the trailer record of line ${trailerAt}` };
        continue;
      }
      const trailer = TRAILER.exec(line);
      if (trailer) {
        trailerAt = lineNo;
        const count = Number(trailer[1]);
        if (count !== records)
          yield {
            ok: false,
            line: lineNo,
            reason: `the trailer counts ${count} records but the file has ${records}: records are missing or extra`,
          };
        continue;
      }
      records += 1;
      try {
        const type = line[8];
        if (type === '1') {
          checkCompanyRecord(line);
          continue;
        }
        if (type !== '2') throw new Error(`unknown record type ${JSON.stringify(type ?? '')} (expected 1 for a company or 2 for a person)`);
        yield { ok: true, line: lineNo, value: mapPerson(parsePersonRecord(line)) };
      } catch (err) {
        yield { ok: false, line: lineNo, reason: (err as Error).message };
      }
    }
  } finally {
    input.destroy();
  }
  if (lineNo === 0) throw new WrongFormatError(`${file} is empty, not a Companies House officers snapshot (Prod195) file`);
  if (!trailerAt)
    yield { ok: false, line: lineNo + 1, reason: `the file ends after line ${lineNo} without its trailer record: it is truncated` };
}
