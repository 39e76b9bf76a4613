/**
 * The one table of how long an imported text field may be, and what happens past that: the record
 * is rejected (the field names or identifies something, so a shortened value would be a different,
 * wrong thing) or the value is cut and the record kept with a note (descriptive text, where the start
 * is still true). The runner passes every record of every format through sanitiseRecord before its
 * writer sees it (src/server/import/runner.ts), so no format can skip these rules.
 *
 * Fields are found by their name wherever they sit in a record (a company's `name`, a previous name's
 * `name`, an officer's `name` all follow the `name` row), as the records use the register's column
 * names (src/server/db/schema.ts). A field not in the table follows DEFAULT_LIMIT.
 *
 * Why limits at all: one 1 MB company name made a 27 MB detail page and 2.3 MB suggestion answers.
 */

interface FieldLimit {
  /** Longest value in characters (UTF-16 code units, as String.length counts). */
  max: number;
  /** Past max: reject the record, or keep its first max characters and note it. */
  over: 'reject' | 'truncate';
  /** Tab and line feed are kept (other control characters never are). */
  multiline?: boolean;
  /** The value is JSON text: its strings are cleaned one by one, and the whole is never cut (cut JSON is no JSON). */
  json?: boolean;
}

/** An identifier: cut, it would name another record, so a too-long one rejects its record. */
const id = (max: number): FieldLimit => ({ max, over: 'reject' });

export const FIELD_LIMITS: Readonly<Record<string, FieldLimit>> = {
  // Names. The longest legal names seen in GLEIF's golden copy are a little under 400 characters and
  // Companies House allows 160; 500 leaves room. A longer "name" is broken data, and a cut legal name
  // would be published as the company's name: reject.
  name: { max: 500, over: 'reject' },
  normalised_name: { max: 500, over: 'reject' },
  alternative_legal_name: { max: 500, over: 'reject' },
  acquired_name: { max: 500, over: 'reject' },
  title: { max: 500, over: 'reject' }, // the SEC's company name
  main_investor: { max: 500, over: 'truncate' },
  partner: { max: 500, over: 'truncate' },
  transaction_name: { max: 500, over: 'truncate' },
  round_name: { max: 200, over: 'truncate' },
  // Identifiers and codes: register numbers are at most a few dozen characters (jsonl already caps the
  // number at 64, the jurisdiction at 16); an LEI is 20; record keys of the officer files are ~60.
  company_number: id(64),
  home_company_number: id(64),
  native_company_number: id(64),
  previous_company_number: id(64),
  business_number: id(64),
  jurisdiction_code: id(16),
  home_jurisdiction_code: id(16),
  country_code: id(8),
  lei: id(20),
  // The camelCase names are the same references in the records some formats build (CompanyRef …).
  companyNumber: id(64),
  jurisdiction: id(16),
  childLei: id(20),
  parentLei: id(20),
  ticker: id(32),
  sourceType: id(100),
  // A source's record key; JSON Lines builds it from source, a person's name (500) and the position.
  key: id(1200),
  code: id(32),
  scheme: id(64),
  stock_code: id(32),
  licence_number: id(100),
  // Addresses: the longest real full addresses (care-of, PO box, two lines, town, county, country,
  // postcode) are ~300 characters; 1,000 is generous, and a cut address still shows where it starts.
  registered_address_in_full: { max: 1000, over: 'truncate' },
  address_in_full: { max: 1000, over: 'truncate' },
  postal_code: { max: 20, over: 'truncate' },
  // Free text shown on detail pages: a SIC description is under 200 characters; 2,000 keeps a paragraph.
  description: { max: 2000, over: 'truncate', multiline: true },
  occupation: { max: 200, over: 'truncate' },
  nationality: { max: 100, over: 'truncate' },
  country_of_residence: { max: 100, over: 'truncate' },
  company_type: { max: 200, over: 'truncate' },
  current_status: { max: 200, over: 'truncate' },
  status: { max: 200, over: 'truncate' },
  accounts_category: { max: 100, over: 'truncate' },
  position: { max: 200, over: 'truncate' },
  kind: { max: 100, over: 'truncate' },
  // A link is either whole or useless: browsers and crawlers stop at about 2,000 characters.
  website: { max: 2048, over: 'reject' },
  source_url: { max: 2048, over: 'reject' },
  head_portrait: { max: 2048, over: 'reject' },
  source: { max: 200, over: 'reject' },
  // JSON kept beside the columns ("extra", an officer's other names, a PSC's nature of control): its
  // strings are cleaned and capped like DEFAULT_LIMIT; the whole document is at most 64 KB (a GLEIF
  // record's extras are a few KB), and a bigger one rejects its record, as cut JSON is unreadable.
  extra: { max: 65_536, over: 'reject', json: true },
  other_names: { max: 16_384, over: 'reject', json: true },
  control: { max: 16_384, over: 'reject', json: true },
};

/** Any other text field (dates, languages, regulators …): a sentence's worth; longer is cut with a note. */
const DEFAULT_LIMIT: FieldLimit = { max: 1000, over: 'truncate' };

function fieldLimit(field: string): FieldLimit {
  return FIELD_LIMITS[field] ?? DEFAULT_LIMIT;
}

/**
 * Control characters never stored: C0 and DEL (\p{Cc} covers C0, DEL and C1) and lone surrogate halves
 * (\p{Cs}: with the u flag a proper pair is one code point and does not match). NUL among them.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/gu;
/** Anything cleanText may change (any surrogate too: a quick test without the u flag, the exact work after). */
// eslint-disable-next-line no-control-regex -- finding control characters is this regex's whole purpose
const NEEDS_CLEANING = /[\0-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]/;
/** In one-line fields, tabs and line breaks become a space (they separated words); the rest goes. */
const LINE_BREAKS = /[\t\n\r\v\f\u0085\u2028\u2029]+/g;

/** A value without control characters; tab and line feed kept in multi-line fields (CR LF becomes LF). */
export function cleanText(value: string, multiline = false): string {
  if (!NEEDS_CLEANING.test(value)) return value; // nearly every value: one scan, no copy
  if (multiline) return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\t\n]|\p{Cs}/gu, '');
  return value.replace(LINE_BREAKS, ' ').replace(CONTROL, '');
}

/** What the sanitiser made of a record. */
type Sanitised<T> = { ok: true; value: T; notes: string[] } | { ok: false; reason: string };

/** Refusals and notes found while walking one record. */
interface Walk {
  notes: string[];
  reject: string | null;
  /** The keys and indexes from the record down to the value being read. */
  path: Array<string | number>;
}

/**
 * Cleans every string of a record (objects and arrays, at any depth) and applies the field's limit.
 * Returns a new value; the first field past a `reject` limit rejects the whole record with its reason.
 */
export function sanitiseRecord<T>(record: T): Sanitised<T> {
  const walk: Walk = { notes: [], reject: null, path: [] };
  const value = visit(record, '', walk) as T;
  return walk.reject ? { ok: false, reason: walk.reject } : { ok: true, value, notes: walk.notes };
}

function visit(value: unknown, field: string, walk: Walk): unknown {
  if (walk.reject) return value;
  if (typeof value === 'string') return field ? limitText(value, field, walk) : cleanText(value);
  if (Array.isArray(value))
    return value.map((v, i) => {
      walk.path.push(i);
      const out = visit(v, field, walk);
      walk.path.pop();
      return out;
    });
  if (value && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    // Keys are the formats' own (their schemas are strict): only values come from the file.
    const out: Record<string, unknown> = {};
    for (const k in value) {
      walk.path.push(k);
      out[k] = visit((value as Record<string, unknown>)[k], k, walk);
      walk.path.pop();
    }
    return out;
  }
  return value;
}

/** Where the walk is, as `company.names[0].name` (built only for a reason or a note). */
function pathOf(walk: Walk): string {
  return walk.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
}

function limitText(value: string, field: string, walk: Walk): string {
  const limit = fieldLimit(field);
  const text = limit.json ? cleanJson(value, walk) : cleanText(value, limit.multiline);
  if (text.length <= limit.max) return text;
  if (limit.over === 'reject') {
    walk.reject = `${pathOf(walk)} is ${text.length} characters long; at most ${limit.max} are accepted`;
    return text;
  }
  walk.notes.push(`${pathOf(walk)} cut from ${text.length} to ${limit.max} characters`);
  return cutAt(text, limit.max);
}

/** JSON text with each of its strings cleaned and capped like DEFAULT_LIMIT; unreadable JSON is only cleaned. */
function cleanJson(value: string, walk: Walk): string {
  // Without escapes, controls or room for a long string, parsing would find nothing to change.
  if (value.length <= DEFAULT_LIMIT.max && !value.includes('\\') && !NEEDS_CLEANING.test(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return cleanText(value, true);
  }
  const inner = (v: unknown, p: string): unknown => {
    if (typeof v === 'string') {
      const t = cleanText(v, true);
      if (t.length <= DEFAULT_LIMIT.max) return t;
      walk.notes.push(`${p} cut from ${t.length} to ${DEFAULT_LIMIT.max} characters`);
      return cutAt(t, DEFAULT_LIMIT.max);
    }
    if (Array.isArray(v)) return v.map((x, i) => inner(x, `${p}[${i}]`));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [cleanText(k), inner(x, `${p}.${k}`)]));
    return v;
  };
  return JSON.stringify(inner(parsed, pathOf(walk)));
}

/** The first max characters, not splitting a surrogate pair. */
function cutAt(text: string, max: number): string {
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
