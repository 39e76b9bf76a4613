import { bulkCompanies } from '../bulk-companies.ts';
import { writeCompanies } from '../company-writer.ts';
import { WrongFormatError, type CompanyBundle, type ImportFormat, type Parsed } from '../types.ts';
import { leiBundle } from './gleif-lei-record.ts';
import { LEI_RECORD_SKIP, leiRecordFromXml } from './gleif-lei-xml.ts';
import { JsonBrokenError, jsonEntries } from './json-entries.ts';
import type { XmlNode } from './xml-records.ts';

/**
 * GLEIF Golden Copy level 1 JSON: `{"records": [ {LEI record}, … ]}`, each record the LEI-CDF XML
 * element written as JSON the way GLEIF converts it: an element is an object, its text under `"$"`,
 * its attributes under `"@name"` (`"@xml:lang"`, `"@type"`, `"@event_status"`), its child elements
 * under their names without the `lei:` prefix, and a repeated element as a list (GLEIF writes a lone
 * one either as a list of one or as the object itself; both are read).
 *
 * The file is streamed record by record (stream-json through jsonEntries): one record is held at a
 * time. Each record is turned back into the element tree the XML reader builds and goes through the
 * same leiRecordFromXml and leiBundle, so the three editions give the same company for the same
 * record. A reject's "line" is the record's position in `records` (from 1): GLEIF writes the file
 * without line breaks between records, so a line number would say nothing.
 */
const LABEL = 'GLEIF Golden Copy LEI-CDF JSON';

/** Elements kept per record before it is refused, as in the XML reader: a broken file cannot make one record eat the memory. */
const MAX_NODES = 20_000;

/** Any of these at the top of the first record says the file holds LEI records at all. */
const RECORD_KEYS = ['LEI', 'Entity', 'Registration'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The element name without its namespace prefix, as xmlRecords gives it. */
function localName(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(colon + 1);
}

/**
 * One JSON element as the XmlNode the XML reader would have built from the same XML: `"$"` is its
 * text, `"@…"` its attributes, every other key a child element (a list: one child per item). A bare
 * string or number stands for an element with that text. Throws (rejecting the record) on a shape no
 * XML element can have.
 */
function elementOf(name: string, value: unknown, budget: { nodes: number }): XmlNode {
  if (++budget.nodes > MAX_NODES) throw new Error(`the record has more than ${MAX_NODES} elements`);
  const node: XmlNode = { name, attrs: {}, text: '', children: [] };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    node.text = String(value);
    return node;
  }
  if (!isObject(value)) throw new Error(`${name} is ${Array.isArray(value) ? 'a list inside a list' : 'not an element'}`);
  for (const key in value) {
    const v = value[key];
    if (v === null || v === undefined) continue;
    if (key === '$') {
      if (typeof v !== 'string' && typeof v !== 'number')
        throw new Error(`${name}: "$" holds ${Array.isArray(v) ? 'a list' : typeof v}, not text`);
      node.text = String(v);
    } else if (key.startsWith('@')) {
      if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`${name}: attribute ${key} is not text`);
      node.attrs[key.slice(1)] = String(v);
    } else {
      const child = localName(key);
      if (LEI_RECORD_SKIP.has(child)) continue; // never read, as in the XML reader
      for (const item of Array.isArray(v) ? v : [v]) {
        if (item !== null) node.children.push(elementOf(child, item, budget));
      }
    }
  }
  return node;
}

async function* readGoldenCopyJson(file: string, onBytes: (bytes: number) => void): AsyncIterable<Parsed<CompanyBundle>> {
  const notThis = (why: string) => new WrongFormatError(`${file} is not a ${LABEL} file: ${why}`);
  let sawRecords = false;
  let position = 0;
  const entries = jsonEntries(
    file,
    (path, isArray) => {
      if (path.length === 0) {
        if (isArray !== false) throw notThis(`its top level is ${isArray ? 'a list' : 'a single value'}, not {"records": […]}`);
        return 'descend';
      }
      if (path.length === 1) {
        if (path[0] === 'records') {
          if (isArray !== true) throw notThis('"records" is not a list');
          sawRecords = true;
          return 'descend';
        }
        // Decided on the first key, so that a large file of another kind (GLEIF's relationship
        // records, {"relations": […]}) is refused at once, not after reading it through.
        if (!sawRecords) throw notThis(`its top level starts with ${JSON.stringify(path[0])}, not "records"`);
        return 'skip';
      }
      return 'take';
    },
    onBytes,
  );
  try {
    for await (const { value } of entries) {
      position += 1;
      if (!isObject(value)) {
        yield { ok: false, line: position, reason: `record ${position} is ${Array.isArray(value) ? 'a list' : 'not an object'}` };
        continue;
      }
      if (position === 1 && !RECORD_KEYS.some((k) => k in value)) throw notThis(`its first record has none of ${RECORD_KEYS.join(', ')}`);
      try {
        yield { ok: true, line: position, value: leiBundle(leiRecordFromXml(elementOf('LEIRecord', value, { nodes: 0 }))) };
      } catch (err) {
        yield { ok: false, line: position, reason: (err as Error).message };
      }
    }
  } catch (err) {
    if (!(err instanceof JsonBrokenError)) throw err;
    if (!sawRecords) throw notThis(err.message);
    // What was read is written; where the break is, is reported once.
    yield {
      ok: false,
      line: position + 1,
      reason: `the JSON breaks off after record ${position} (${err.message}): the file is truncated or corrupt, later records are not read`,
    };
    return;
  }
  if (!sawRecords) throw notThis('it has no "records" list');
}

export const gleifGoldenCopyJson: ImportFormat<CompanyBundle> = {
  name: 'gleif-golden-copy-json',
  source: 'GLEIF LEI-CDF Golden Copy (JSON)',
  sourceUrl: 'https://www.gleif.org/en/lei-data/gleif-golden-copy/download-the-golden-copy',
  read: readGoldenCopyJson,
  write: writeCompanies,
  bulk: bulkCompanies,
};
