import type { Kysely, Selectable } from 'kysely';
import type { Database, SearchDocsTable } from '../db/schema.ts';
import { forEachChunk } from '../db/in-chunks.ts';
import { sectionOf } from '../../lib/industry-sections.ts';
import { nationalityCountry } from '../../lib/nationalities.ts';
import {
  docNames,
  NO_FACETS,
  parseNames,
  sameFacets,
  serialiseNames,
  termsOf,
  type DocKind,
  type DocSource,
  type NameKind,
} from './search-docs.ts';
import { SEARCH_KEYS_VERSION } from './search-keys.ts';
import {
  brokerCompanyNames,
  brokersOfCompanies,
  brokersToIndex,
  clearSearchIndex,
  companiesToIndex,
  deleteDoc,
  deleteTerms,
  docNumbersOf,
  idsAfter,
  insertDocRows,
  insertTermRows,
  mainIndustriesOf,
  officersToIndex,
  otherNamesOf,
  registerHasRecords,
  saveKeysVersion,
  storedDocs,
  storedKeysVersion,
  updateDoc,
} from './search-index.repository.ts';

/**
 * Keeps the name search index in step with the register. Importers call indexCompanies/indexOfficers
 * with the ids they wrote, inside their transaction, so a committed batch is searchable at once and a
 * rolled-back one leaves no keys behind. rebuildSearchIndex builds it all afresh (after a bulk load,
 * or when the key rules change: see SEARCH_KEYS_VERSION).
 */

type Db = Kysely<Database>;
type StoredDoc = Omit<Selectable<SearchDocsTable>, 'doc'> & { doc: number };

/**
 * Rows in the order of the ids asked for. Docs are numbered in insertion order and equal matches are
 * ranked by doc number, so both engines (which return IN-list rows in different orders) must insert
 * in the same order to rank alike.
 */
function inOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

/** What the index needs of a company: its names of every kind, jurisdiction, status and facet fields. */
export interface CompanyNames {
  id: string;
  name: string;
  alternative_legal_name: string | null;
  jurisdiction_code: string;
  inactive: number | null;
  company_type: string | null;
  current_status: string | null;
  incorporation_date: string | null;
  others: Array<{ kind: string; name: string }>;
  /** The first industry code (the register's main activity), if any. */
  mainIndustry: { scheme: string; code: string } | null;
}

/** A company's index source: its names with their kinds, and the facet fields copied onto its doc. */
export function companySource(c: CompanyNames): DocSource {
  return {
    kind: 'c',
    entityId: c.id,
    jurisdiction: c.jurisdiction_code,
    inactive: c.inactive === 1 ? 1 : 0,
    names: docNames(
      [
        { kind: 0, name: c.name },
        { kind: 1, name: c.alternative_legal_name },
        ...c.others.map((o) => ({ kind: (o.kind === 'previous' ? 2 : 1) as NameKind, name: o.name })),
      ],
      c.jurisdiction_code,
    ),
    facets: {
      company_type: c.company_type,
      current_status: c.current_status,
      register_inactive: c.inactive === 1 ? 1 : c.inactive === 0 ? 0 : null,
      incorporation_date: c.incorporation_date,
      industry_section: (c.mainIndustry && sectionOf(c.mainIndustry.scheme, c.mainIndustry.code)) ?? null,
    },
  };
}

/** Index sources of companies by id, with their alternative and previous names. */
async function companySources(db: Db, ids: string[]): Promise<DocSource[]> {
  const out: DocSource[] = [];
  await forEachChunk(ids, async (slice) => {
    const rows = await companiesToIndex(db, slice);
    const others = new Map<string, Array<{ kind: string; name: string }>>();
    for (const n of await otherNamesOf(db, slice)) {
      const list = others.get(n.company_id) ?? [];
      list.push(n);
      others.set(n.company_id, list);
    }
    const industries = new Map((await mainIndustriesOf(db, slice)).map((c) => [c.company_id, c]));
    for (const r of inOrder(rows, slice))
      out.push(companySource({ ...r, others: others.get(r.id) ?? [], mainIndustry: industries.get(r.id) ?? null }));
  });
  return out;
}

async function officerSources(db: Db, ids: string[]): Promise<DocSource[]> {
  const out: DocSource[] = [];
  await forEachChunk(ids, async (slice) => {
    for (const r of inOrder(await officersToIndex(db, slice), slice)) {
      out.push({
        kind: 'o',
        entityId: r.id,
        jurisdiction: null,
        inactive: 0,
        // A Japanese national's name in kanji is read as Japanese (no pinyin keys), as a Japanese register's company is.
        names: docNames([{ kind: 0, name: r.name }], nationalityCountry(r.nationality) === 'JP' ? 'jp' : null),
        facets: NO_FACETS,
      });
    }
  });
  return out;
}

/** What the index needs of a broker: its brand name, head-office country, status and its companies' names. */
export interface BrokerNames {
  id: string;
  name: string;
  country: string | null;
  status: string;
  companies: Array<{ name: string; alternative_legal_name: string | null }>;
}

/**
 * A broker's index source: the brand is its main name and the names of the companies behind it its
 * alternative names, with the same cross-script keys as companies ("IC Markets" finds the brand,
 * and so does "Raw Trading Ltd", the company that holds its licence). The head office's country is
 * its jurisdiction (visitors of that country see it first among equals); a closed brand ranks as inactive.
 */
export function brokerSource(b: BrokerNames): DocSource {
  const country = b.country?.toLowerCase() ?? null;
  return {
    kind: 'b',
    entityId: b.id,
    jurisdiction: country,
    inactive: b.status === 'closed' ? 1 : 0,
    names: docNames(
      [
        { kind: 0, name: b.name },
        ...b.companies.flatMap((c) => [
          { kind: 1 as NameKind, name: c.name },
          { kind: 1 as NameKind, name: c.alternative_legal_name },
        ]),
      ],
      country,
    ),
    facets: NO_FACETS,
  };
}

async function brokerSources(db: Db, ids: string[]): Promise<DocSource[]> {
  const out: DocSource[] = [];
  await forEachChunk(ids, async (slice) => {
    const companies = new Map<string, BrokerNames['companies']>();
    for (const c of await brokerCompanyNames(db, slice)) {
      const list = companies.get(c.broker_id) ?? [];
      list.push(c);
      companies.set(c.broker_id, list);
    }
    for (const r of inOrder(await brokersToIndex(db, slice), slice)) out.push(brokerSource({ ...r, companies: companies.get(r.id) ?? [] }));
  });
  return out;
}

const SOURCES: Record<DocKind, (db: Db, ids: string[]) => Promise<DocSource[]>> = {
  c: companySources,
  o: officerSources,
  b: brokerSources,
};

async function insertTerms(db: Db, rows: Array<{ term: string; weight: number; doc: number }>): Promise<void> {
  // Sorted rows land in neighbouring B-tree pages: fewer page splits, faster bulk loads.
  rows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.weight - b.weight || a.doc - b.doc));
  await insertTermRows(db, rows);
}

/** The search_docs row of an index source (without its doc number, which the table hands out). */
export function docRowOf(kind: DocKind, s: DocSource) {
  return {
    kind,
    entity_id: s.entityId,
    jurisdiction_code: s.jurisdiction,
    inactive: s.inactive,
    names: serialiseNames(s.names),
    ...s.facets,
  };
}

/** Inserts new docs and returns their doc numbers by entity id (read back: portable across engines). */
async function insertDocs(db: Db, kind: DocKind, sources: DocSource[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await forEachChunk(sources, async (slice) => {
    await insertDocRows(
      db,
      slice.map((s) => docRowOf(kind, s)),
    );
    for (const r of await docNumbersOf(
      db,
      kind,
      slice.map((s) => s.entityId),
    ))
      ids.set(r.entity_id, Number(r.doc));
  });
  return ids;
}

/**
 * Brings the docs of these entities up to date: new ones added, changed ones re-keyed (their old
 * terms recomputed from the stored names and removed), vanished ones dropped, unchanged ones left alone.
 */
async function reindex(db: Db, kind: DocKind, ids: string[], sources: DocSource[]): Promise<void> {
  if (!ids.length) return;
  const stored = new Map<string, StoredDoc>();
  await forEachChunk(ids, async (slice) => {
    for (const r of await storedDocs(db, kind, slice)) stored.set(r.entity_id, { ...r, doc: Number(r.doc) });
  });
  const fresh: DocSource[] = [];
  const terms: Array<{ term: string; weight: number; doc: number }> = [];
  const present = new Set<string>();
  for (const s of sources) {
    present.add(s.entityId);
    const before = stored.get(s.entityId);
    const names = serialiseNames(s.names);
    if (!before) {
      fresh.push(s);
      continue;
    }
    const keysSame = before.names === names && before.inactive === s.inactive;
    if (keysSame && before.jurisdiction_code === s.jurisdiction && sameFacets(before, s.facets)) continue;
    await updateDoc(db, before.doc, { names, inactive: s.inactive, jurisdiction_code: s.jurisdiction, ...s.facets });
    // A new status or industry alone leaves the doc's keys as they are.
    if (keysSame) continue;
    await removeTerms(db, before);
    for (const t of termsOf(kind, s.inactive, s.names)) terms.push({ ...t, doc: before.doc });
  }
  for (const before of stored.values()) {
    if (present.has(before.entity_id)) continue;
    await removeTerms(db, before);
    await deleteDoc(db, before.doc);
  }
  const docs = await insertDocs(db, kind, fresh);
  for (const s of fresh) for (const t of termsOf(kind, s.inactive, s.names)) terms.push({ ...t, doc: docs.get(s.entityId)! });
  await insertTerms(db, terms);
}

async function removeTerms(db: Db, doc: StoredDoc): Promise<void> {
  const terms = termsOf(doc.kind, doc.inactive === 1 ? 1 : 0, parseNames(doc.names)).map((t) => t.term);
  await forEachChunk(terms, (slice) => deleteTerms(db, doc.doc, slice));
}

/**
 * Re-indexes companies after they were written (new, changed or deleted). A writer that holds the
 * companies it wrote passes them, sparing a read back.
 */
export async function indexCompanies(db: Db, ids: string[], written?: CompanyNames[]): Promise<void> {
  await reindex(db, 'c', ids, written ? written.map(companySource) : await companySources(db, ids));
  // A broker's doc carries its companies' names: a renamed company re-keys the brokers it stands behind.
  const brokers: string[] = [];
  await forEachChunk(ids, async (slice) => {
    brokers.push(...(await brokersOfCompanies(db, slice)));
  });
  if (brokers.length) await indexBrokers(db, [...new Set(brokers)]);
}

/**
 * Re-indexes brokers after they were written (replaceBrokers calls it in the writer's transaction,
 * so every writer of brokers, importer, demo world or test, leaves them searchable at once).
 */
export async function indexBrokers(db: Db, ids: string[]): Promise<void> {
  await reindex(db, 'b', ids, await brokerSources(db, ids));
}

/** Re-indexes officers after they were written. */
export async function indexOfficers(db: Db, ids: string[]): Promise<void> {
  await reindex(db, 'o', ids, await officerSources(db, ids));
}

/** Rows per rebuild step: one transaction each, so memory stays flat at millions of records. */
const REBUILD_STEP = 5000;

/** Builds the whole index afresh from the register and records the key rules' version. */
export async function rebuildSearchIndex(db: Db, onProgress?: (docs: number) => void): Promise<number> {
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  await inTx(clearSearchIndex);
  let done = 0;
  for (const [table, kind] of [
    ['companies', 'c'],
    ['officers', 'o'],
    ['brokers', 'b'],
  ] as const) {
    let after = '';
    for (;;) {
      const ids = await idsAfter(db, table, after, REBUILD_STEP);
      if (!ids.length) break;
      after = ids[ids.length - 1];
      await inTx(async (tx) => {
        const sources = await SOURCES[kind](tx, ids);
        const docs = await insertDocs(tx, kind, sources);
        await insertTerms(
          tx,
          sources.flatMap((s) => termsOf(kind, s.inactive, s.names).map((t) => ({ ...t, doc: docs.get(s.entityId)! }))),
        );
      });
      done += ids.length;
      onProgress?.(done);
    }
  }
  await saveKeysVersion(db, SEARCH_KEYS_VERSION);
  return done;
}

/** Rebuilds the index when it was built by other key rules (or never, over existing records). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  if ((await storedKeysVersion(db)) === SEARCH_KEYS_VERSION) return false;
  if (!(await registerHasRecords(db))) {
    await saveKeysVersion(db, SEARCH_KEYS_VERSION);
    return false;
  }
  await rebuildSearchIndex(db);
  return true;
}
