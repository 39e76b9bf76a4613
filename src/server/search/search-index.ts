import type { Kysely } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database, SearchDocsTable } from '../db/schema.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { sectionOf } from '../../lib/industry-sections.ts';
import { docNames, NO_FACETS, parseNames, sameFacets, serialiseNames, termsOf, type DocSource, type NameKind } from './search-docs.ts';
import { SEARCH_KEYS_VERSION } from './search-keys.ts';

/**
 * Keeps the name search index in step with the register. Importers call indexCompanies/indexOfficers
 * with the ids they wrote, inside their transaction, so a committed batch is searchable at once and a
 * rolled-back one leaves no keys behind. rebuildSearchIndex builds it all afresh (after a bulk load,
 * or when the key rules change: see SEARCH_KEYS_VERSION).
 */

/** Ids per IN list: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

type Db = Kysely<Database>;
type StoredDoc = Omit<Selectable<SearchDocsTable>, 'doc'> & { doc: number };

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

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

export function companySource(c: CompanyNames): DocSource {
  return {
    kind: 'c', entityId: c.id, jurisdiction: c.jurisdiction_code, inactive: c.inactive === 1 ? 1 : 0,
    names: docNames([
      { kind: 0, name: c.name }, { kind: 1, name: c.alternative_legal_name },
      ...c.others.map((o) => ({ kind: (o.kind === 'previous' ? 2 : 1) as NameKind, name: o.name })),
    ]),
    facets: {
      company_type: c.company_type, current_status: c.current_status, register_inactive: c.inactive === 1 ? 1 : c.inactive === 0 ? 0 : null, incorporation_date: c.incorporation_date,
      industry_section: (c.mainIndustry && sectionOf(c.mainIndustry.scheme, c.mainIndustry.code)) ?? null,
    },
  };
}

/** Index sources of companies by id, with their alternative and previous names. */
async function companySources(db: Db, ids: string[]): Promise<DocSource[]> {
  const out: DocSource[] = [];
  for (const slice of chunks(ids, CHUNK)) {
    const rows = await db.selectFrom('companies')
      .select(['id', 'name', 'alternative_legal_name', 'jurisdiction_code', 'inactive', 'company_type', 'current_status', 'incorporation_date'])
      .where('id', 'in', slice).execute();
    const others = new Map<string, Array<{ kind: string; name: string }>>();
    for (const n of await db.selectFrom('company_names').select(['company_id', 'name', 'kind']).where('company_id', 'in', slice).execute()) {
      const list = others.get(n.company_id) ?? [];
      list.push(n);
      others.set(n.company_id, list);
    }
    const industries = new Map((await db.selectFrom('industry_codes').select(['company_id', 'scheme', 'code'])
      .where('company_id', 'in', slice).where('position', '=', 0).execute()).map((c) => [c.company_id, c]));
    for (const r of inOrder(rows, slice)) out.push(companySource({ ...r, others: others.get(r.id) ?? [], mainIndustry: industries.get(r.id) ?? null }));
  }
  return out;
}

async function officerSources(db: Db, ids: string[]): Promise<DocSource[]> {
  const out: DocSource[] = [];
  for (const slice of chunks(ids, CHUNK)) {
    for (const r of inOrder(await db.selectFrom('officers').select(['id', 'name']).where('id', 'in', slice).execute(), slice)) {
      out.push({ kind: 'o', entityId: r.id, jurisdiction: null, inactive: 0, names: docNames([{ kind: 0, name: r.name }]), facets: NO_FACETS });
    }
  }
  return out;
}

async function insertTerms(db: Db, rows: Array<{ term: string; weight: number; doc: number }>): Promise<void> {
  // Sorted rows land in neighbouring B-tree pages: fewer page splits, faster bulk loads.
  rows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.weight - b.weight || a.doc - b.doc));
  await bulkInsert(db, 'search_terms', rows);
}

/** Inserts new docs and returns their doc numbers by entity id (read back: portable across engines). */
async function insertDocs(db: Db, kind: 'c' | 'o', sources: DocSource[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const slice of chunks(sources, CHUNK)) {
    await bulkInsert(db, 'search_docs', slice.map((s) => ({
      kind, entity_id: s.entityId, jurisdiction_code: s.jurisdiction, inactive: s.inactive, names: serialiseNames(s.names), ...s.facets,
    })));
    const rows = await db.selectFrom('search_docs').select(['doc', 'entity_id']).where('kind', '=', kind)
      .where('entity_id', 'in', slice.map((s) => s.entityId)).execute();
    for (const r of rows) ids.set(r.entity_id, Number(r.doc));
  }
  return ids;
}

/**
 * Brings the docs of these entities up to date: new ones added, changed ones re-keyed (their old
 * terms recomputed from the stored names and removed), vanished ones dropped, unchanged ones left alone.
 */
async function reindex(db: Db, kind: 'c' | 'o', ids: string[], sources: DocSource[]): Promise<void> {
  if (!ids.length) return;
  const stored = new Map<string, StoredDoc>();
  for (const slice of chunks(ids, CHUNK)) {
    for (const r of await db.selectFrom('search_docs').selectAll().where('kind', '=', kind).where('entity_id', 'in', slice).execute()) {
      stored.set(r.entity_id, { ...r, doc: Number(r.doc) });
    }
  }
  const fresh: DocSource[] = [];
  const terms: Array<{ term: string; weight: number; doc: number }> = [];
  const present = new Set<string>();
  for (const s of sources) {
    present.add(s.entityId);
    const before = stored.get(s.entityId);
    const names = serialiseNames(s.names);
    if (!before) { fresh.push(s); continue; }
    const keysSame = before.names === names && before.inactive === s.inactive;
    if (keysSame && before.jurisdiction_code === s.jurisdiction && sameFacets(before, s.facets)) continue;
    await db.updateTable('search_docs').set({ names, inactive: s.inactive, jurisdiction_code: s.jurisdiction, ...s.facets }).where('doc', '=', before.doc).execute();
    // A new status or industry alone leaves the doc's keys as they are.
    if (keysSame) continue;
    await removeTerms(db, before);
    for (const t of termsOf(kind, s.inactive, s.names)) terms.push({ ...t, doc: before.doc });
  }
  for (const before of stored.values()) {
    if (present.has(before.entity_id)) continue;
    await removeTerms(db, before);
    await db.deleteFrom('search_docs').where('doc', '=', before.doc).execute();
  }
  const docs = await insertDocs(db, kind, fresh);
  for (const s of fresh) for (const t of termsOf(kind, s.inactive, s.names)) terms.push({ ...t, doc: docs.get(s.entityId)! });
  await insertTerms(db, terms);
}

async function removeTerms(db: Db, doc: StoredDoc): Promise<void> {
  const terms = termsOf(doc.kind, doc.inactive === 1 ? 1 : 0, parseNames(doc.names)).map((t) => t.term);
  for (const slice of chunks(terms, CHUNK)) await db.deleteFrom('search_terms').where('doc', '=', doc.doc).where('term', 'in', slice).execute();
}

/**
 * Re-indexes companies after they were written (new, changed or deleted). A writer that holds the
 * companies it wrote passes them, sparing a read back.
 */
export async function indexCompanies(db: Db, ids: string[], written?: CompanyNames[]): Promise<void> {
  await reindex(db, 'c', ids, written ? written.map(companySource) : await companySources(db, ids));
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
  await inTx(async (tx) => {
    await tx.deleteFrom('search_terms').execute();
    await tx.deleteFrom('search_docs').execute();
  });
  let done = 0;
  for (const [table, kind] of [['companies', 'c'], ['officers', 'o']] as const) {
    let after = '';
    for (;;) {
      const ids = (await db.selectFrom(table).select('id').where('id', '>', after).orderBy('id').limit(REBUILD_STEP).execute()).map((r) => r.id);
      if (!ids.length) break;
      after = ids[ids.length - 1];
      await inTx(async (tx) => {
        const sources = kind === 'c' ? await companySources(tx, ids) : await officerSources(tx, ids);
        const docs = await insertDocs(tx, kind, sources);
        await insertTerms(tx, sources.flatMap((s) => termsOf(kind, s.inactive, s.names).map((t) => ({ ...t, doc: docs.get(s.entityId)! }))));
      });
      done += ids.length;
      onProgress?.(done);
    }
  }
  await db.insertInto('search_meta').values({ key: 'keys_version', value: SEARCH_KEYS_VERSION })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEARCH_KEYS_VERSION })).execute();
  return done;
}

/** Rebuilds the index when it was built by other key rules (or never, over existing records). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const row = await db.selectFrom('search_meta').select('value').where('key', '=', 'keys_version').executeTakeFirst();
  if (row?.value === SEARCH_KEYS_VERSION) return false;
  const any = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  const anyOfficer = await db.selectFrom('officers').select('id').limit(1).executeTakeFirst();
  if (!any && !anyOfficer) {
    await db.insertInto('search_meta').values({ key: 'keys_version', value: SEARCH_KEYS_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEARCH_KEYS_VERSION })).execute();
    return false;
  }
  await rebuildSearchIndex(db);
  return true;
}
