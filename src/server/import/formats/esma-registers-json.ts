import { toIsoDate } from '../dates.ts';
import { isValidLei } from '../lei.ts';
import { writeLicences, type LicenceItem } from '../licence-writer.ts';
import { countryCode, licenceStateOf, passportCountries, recordUrlOf, regulatorNamed } from '../regulator-fields.ts';
import { WrongFormatError, type ImportFormat, type Parsed } from '../types.ts';
import { JsonBrokenError, jsonEntries } from './json-entries.ts';

/**
 * An answer of ESMA's registers search (Solr JSON: { responseHeader, response: { docs: [...] } }),
 * e.g. the crowdfunding, MiFID or MiCA registers. A parent document (entity_type 'ae') is an
 * authorised entity: competent authority, home state, status, authorisation and withdrawal dates,
 * LEI, website; its child documents (entity_type 'aeActivity', joined by `_root_`) are its authorised
 * services, one each. The file is streamed document by document (stream-json): a parent and its
 * children are one record, written as one licence (licence_type: the register's entity type label,
 * scope.services: the children's service names).
 *
 * Solr returns a parent's block together, its children just before or just after it: a group ends
 * where `_root_` changes. Children met before their parent elsewhere in the file wait for it; those
 * still waiting at the end, or met after their parent's record was already written, are rejected
 * with their position. A reject's "line" is the document's position in response.docs (from 1).
 */
const LABEL = 'ESMA registers (Solr JSON)';

type Doc = Record<string, unknown>;

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() || null : typeof v === 'number' ? String(v) : null;

/** A date of the register: its dd/mm/yyyy form or its ISO date-time. */
function dateOf(doc: Doc, field: string): string | null {
  return toIsoDate(str(doc[`${field}Str`]) ?? str(doc[field]));
}

interface Group {
  root: string;
  index: number;
  parent: Doc | null;
  children: Doc[];
}

/** One entity's licence from its parent document and its activities. */
export function esmaRecord(parent: Doc, children: Doc[], today: string): LicenceItem {
  const home = countryCode(str(parent.ae_homeMemberState));
  const authority = str(parent.ae_competentAuthority);
  const regulator = regulatorNamed(authority, home);
  const name = str(parent.ae_entityName);
  if (!name) throw new Error(`${str(parent.id)}: ae_entityName is empty`);
  const leiOf = (v: unknown) => {
    const t = str(v)?.toUpperCase();
    return t && isValidLei(t) ? t : null;
  };
  // A branch is no legal entity: its licence is its head office's.
  const lei = leiOf(parent.ae_lei) ?? leiOf(parent.ae_micLeiEsmaId) ?? leiOf(parent.ae_headOfficeLei);
  const esmaId = str(parent.ae_micLeiEsmaId);
  // ae_micLeiEsmaId holds the LEI, or else the national register's number (a Finnish business id …).
  const national = esmaId && !leiOf(esmaId) && home ? { jurisdiction: home.toLowerCase(), number: esmaId } : null;
  if (!lei && !national)
    throw new Error(`${str(parent.id)} (${name}): no LEI and no national number: the holder cannot be identified (never matched by name)`);
  const ended = dateOf(parent, 'ae_authorisationWithdrawalEndDate');
  const comment = str(parent.ae_comment);
  const active: string[] = [];
  const endedServices: string[] = [];
  for (const c of children) {
    const service = str(c.ac_serviceName);
    if (!service) throw new Error(`${str(c.id)}: ac_serviceName is empty`);
    const state = licenceStateOf(str(c.ac_status), dateOf(c, 'ac_authorisationEndDate'), today, str(c.ac_comment));
    const list = state === 'active' ? active : endedServices;
    if (!list.includes(service)) list.push(service);
  }
  const number = str(parent.ae_dbId) ?? str(parent.id)!;
  const host = str(parent.ae_hostMemberState);
  const register: Record<string, string> = {};
  for (const [k, f] of [
    ['register_status', 'ae_status'],
    ['entity_type', 'ae_entityTypeCode'],
    ['office_type', 'ae_officeType'],
    ['commercial_name', 'ae_commercialName'],
    ['comment', 'ae_comment'],
  ] as const) {
    const v = str(parent[f]);
    if (v) register[k] = v;
  }
  return {
    holder: {
      lei,
      national,
      representativeOffice: null,
      name,
      address: str(parent.ae_headOfficeAddress) ?? str(parent.ae_branchAddress),
      country: home,
      website: str(parent.ae_website),
      legalForm: str(parent.ae_legalform),
    },
    licences: [
      {
        regulator: authority!,
        regulator_key: regulator.key,
        regulator_country: regulator.country,
        licence_type: str(parent.ae_entityTypeLabel) ?? str(parent.ae_entityTypeCode) ?? 'Authorised entity',
        licence_number: number,
        status: licenceStateOf(str(parent.ae_status), ended, today, comment),
        granted_on: dateOf(parent, 'ae_authorisationNotificationDate'),
        expires_on: null,
        ended_on: ended,
        record_url: recordUrlOf(regulator, null),
        scope: {
          services: active,
          countries: host
            ? passportCountries(
                host
                  .split(/[,;|]/)
                  .map((h) => countryCode(h) ?? h)
                  .join(' '),
              )
            : [],
          ...(endedServices.length ? { ended_services: endedServices } : {}),
          ...register,
        },
      },
    ],
    partial: false,
    replaces: [number],
  };
}

async function* readEsma(file: string, onBytes: (bytes: number) => void): AsyncIterable<Parsed<LicenceItem>> {
  const today = new Date().toISOString().slice(0, 10);
  let sawDocs = false;
  let count = 0;
  let current = null as Group | null;
  /** Children whose parent is not met yet, by root. */
  const waiting = new Map<string, Group>();
  /** Roots whose record is written: a child met later cannot join it. */
  const written = new Set<string>();

  const close = function* (g: Group | null): Generator<Parsed<LicenceItem>> {
    if (!g) return;
    if (!g.parent) {
      if (written.has(g.root)) {
        yield {
          ok: false,
          line: g.index,
          reason: `activities of ${g.root} come after its record was written, apart from it in the file: not read (keep a parent's activities next to it)`,
        };
        return;
      }
      const w = waiting.get(g.root);
      if (w) w.children.push(...g.children);
      else waiting.set(g.root, g);
      return;
    }
    const early = waiting.get(g.root);
    waiting.delete(g.root);
    written.add(g.root);
    try {
      yield { ok: true, line: g.index, value: esmaRecord(g.parent, [...(early?.children ?? []), ...g.children], today) };
    } catch (err) {
      yield { ok: false, line: g.index, reason: (err as Error).message };
    }
  };

  const entries = jsonEntries(
    file,
    (path, isArray) => {
      if (path.length === 0) {
        if (isArray !== false) throw new WrongFormatError(`${file} is not an ${LABEL} answer: the top level is not an object`);
        return 'descend';
      }
      if (path.length === 1) return path[0] === 'response' ? 'descend' : 'skip';
      if (path.length === 2) {
        if (path[1] !== 'docs') return 'skip';
        if (isArray !== true) throw new WrongFormatError(`${file} is not an ${LABEL} answer: response.docs is not an array`);
        sawDocs = true;
        return 'descend';
      }
      return 'take';
    },
    onBytes,
  );
  try {
    for await (const { value } of entries) {
      count += 1;
      const doc = value as Doc;
      const kind = doc && typeof doc === 'object' ? str(doc.entity_type) : null;
      const root = doc && typeof doc === 'object' ? str(doc._root_) : null;
      if (count === 1 && (!kind || !root))
        throw new WrongFormatError(`${file} is not an ${LABEL} answer: its first document has no entity_type and _root_`);
      if ((kind !== 'ae' && kind !== 'aeActivity') || !root) {
        yield {
          ok: false,
          line: count,
          reason: `document ${str(doc?.id) ?? count} is neither an entity ('ae') nor an activity ('aeActivity') with a _root_`,
        };
        continue;
      }
      if (current?.root !== root) {
        yield* close(current);
        current = { root, index: count, parent: null, children: [] };
      }
      if (kind === 'aeActivity') current.children.push(doc);
      else if (current.parent) yield { ok: false, line: count, reason: `${root} appears twice as an entity; the first is kept` };
      else current.parent = doc;
    }
  } catch (err) {
    if (!(err instanceof JsonBrokenError)) throw err;
    if (!count) throw new WrongFormatError(`${file} is not an ${LABEL} answer: ${err.message}`);
    // What was read is written; what the break cut off is reported.
    yield* close(current);
    current = null;
    yield {
      ok: false,
      line: count + 1,
      reason: `the JSON breaks off after document ${count} (${err.message}): the file is truncated or corrupt, later documents are not read`,
    };
  }
  yield* close(current);
  if (!sawDocs) throw new WrongFormatError(`${file} is not an ${LABEL} answer: it has no response.docs`);
  for (const g of waiting.values())
    yield { ok: false, line: g.index, reason: `activities of ${g.root} without their entity record ('ae') in this file: not read` };
}

export const esmaRegistersJson: ImportFormat<LicenceItem> = {
  name: 'esma-registers-json',
  source: 'ESMA registers',
  sourceUrl: 'https://registers.esma.europa.eu/publication/',
  read: readEsma,
  write: writeLicences,
};
