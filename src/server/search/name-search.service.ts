import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseNames, PREFIX, type DocFacets, type DocKind, type NameKind } from './search-docs.ts';
import { isSyllables, Match, matchName, matchWithTypo, queryKeys, TYPO_MIN_CHARS, type QueryForm } from './search-keys.ts';
import { docs, probeMany } from './search.repository.ts';

/**
 * Finds companies or officers by name. Cost is bounded whatever the query: a few index walks of at
 * most WORD_LIMIT / FULL_LIMIT keys each, then the candidates' stored names are checked and ranked
 * in memory. A very common word ("limited", 有限公司) therefore costs the same as a rare one; it
 * only narrows to the best-weighted matches (active, legal name, short) instead of all of them.
 */

/** Keys read per word probe. */
export const WORD_LIMIT = 160;
/** Keys read per whole-query probe (exact and starts-with matches). */
export const FULL_LIMIT = 60;
/** Words of a query probed; the rest only narrow the candidates. */
export const PROBED_WORDS = 3;

export interface NameHit {
  entityId: string;
  match: Match;
  inactive: 0 | 1;
  nameKind: NameKind;
  jurisdiction: string | null;
  /** The matching name, normalised (for tests and highlighting). */
  name: string;
  /** The company's facet fields as the index stores them (all null for officers). */
  facets: DocFacets;
}

export interface NameSearchOptions {
  limit?: number;
  /** The visitor's jurisdiction or country code (lower case): among equal matches, its records rank first. */
  country?: string;
  /**
   * Keys read per probe. Suggestions use the defaults (FULL_LIMIT, WORD_LIMIT); result pages read
   * more, so that their filters and counts see past the best-placed names of a common word.
   */
  probeLimits?: { full: number; word: number };
  /** Only records of these jurisdictions (a two-letter country takes in its subdivisions). */
  jurisdictions?: string[];
  /**
   * Filled with how many candidates were checked (the bound on a query's cost), and whether a probe
   * stopped at its limit: then more records match than the hits show, and a count is a lower bound.
   */
  stats?: { candidates: number; saturated?: boolean };
  /** Look again allowing one typo when nothing matches as typed (default). Off for side lists, such as a result page's executives preview. */
  typos?: boolean;
}

export async function searchNames(db: Kysely<Database>, kind: DocKind, query: string, opts: NameSearchOptions = {}): Promise<NameHit[]> {
  const forms = queryKeys(query);
  if (!forms.length) return [];
  const limit = opts.limit ?? 10;
  const prefix = PREFIX[kind];
  const country = opts.country?.toLowerCase();

  // Exact and starts-with matches outrank every match inside a name, so when the whole-query
  // probes alone fill the page the word probes are skipped (1- and 2-character queries mostly).
  const within = opts.jurisdictions ?? [];
  const fullLimit = opts.probeLimits?.full ?? FULL_LIMIT;
  const wordLimit = opts.probeLimits?.word ?? WORD_LIMIT;
  let saturated = false;
  const seen = new Set<number>();
  const fullKeys = forms.flatMap((form) => form.full.map((f) => prefix.full + f));
  for (const found of await probeMany(db, fullKeys, fullLimit, within)) {
    if (found.length === fullLimit) saturated = true;
    for (const d of found) seen.add(d);
  }
  let hits = await rank(db, [...seen], forms, country, within);
  if (hits.length < limit) {
    const more = new Set<number>();
    const wordKeys = forms.map((form) => form.words.slice(0, PROBED_WORDS));
    const results = await probeMany(
      db,
      wordKeys.flat().map((w) => prefix.word + w),
      wordLimit,
      within,
    );
    let at = 0;
    for (const words of wordKeys) {
      // A word whose keys all fit in one probe holds every doc that can match this form: it alone
      // is enough. Otherwise each probed word contributes its best-weighted docs.
      let complete: number[] | undefined;
      const partial: number[][] = [];
      for (const found of results.slice(at, at + words.length)) {
        if (found.length < wordLimit) {
          if (!complete || found.length < complete.length) complete = found;
        } else partial.push(found);
      }
      at += words.length;
      if (!complete && partial.length) saturated = true;
      for (const d of complete ?? partial.flat()) if (!seen.has(d)) more.add(d);
    }
    for (const d of more) seen.add(d);
    hits = hits.concat(await rank(db, [...more], forms, country, within));
  } else saturated = true;
  if (opts.typos !== false && hits.length < Math.min(limit, TYPO_BELOW)) {
    // Nothing matches as typed: look again allowing one typo in the query's longest word.
    const more = new Set<number>();
    for (const found of await probeMany(db, typoPrefixes(forms, prefix.word), wordLimit, within))
      for (const d of found) if (!seen.has(d)) more.add(d);
    for (const d of more) seen.add(d);
    hits = hits.concat(await rank(db, [...more], forms, country, within, true));
  }
  if (opts.stats) Object.assign(opts.stats, { candidates: seen.size, saturated });
  hits.sort(byRank);
  return hits.slice(0, limit).map(({ length: _l, home: _h, ...hit }) => hit);
}

type Ranked = NameHit & { length: number; home: number };

/** Whether a jurisdiction is one of these, or a subdivision of a country among them (us_ny of us). */
export function inJurisdictions(code: string | null, within: string[]): boolean {
  return !!code && within.some((j) => code === j || (j.length === 2 && code.startsWith(`${j}_`)));
}

/** Exact and core matches form the first tier, in which the legal name comes first. */
const tier = (m: Match) => (m <= Match.Core ? 0 : m);

function byRank(a: Ranked, b: Ranked): number {
  // Among names that are the query (legal forms aside), a company's legal name outranks another
  // company's trading or previous name ("Harbour Ltd" before "Johnson Accountants", also known as
  // Harbour); then the exact name before the core. Last, the stable record id: the same order on
  // both engines and whatever order records came in.
  const t = tier(a.match) - tier(b.match);
  return (
    t ||
    (tier(a.match) === 0 ? a.nameKind - b.nameKind : 0) ||
    a.match - b.match ||
    a.inactive - b.inactive ||
    a.home - b.home ||
    a.nameKind - b.nameKind ||
    a.length - b.length ||
    (a.entityId < b.entityId ? -1 : a.entityId > b.entityId ? 1 : 0)
  );
}

/**
 * Typos are looked for only when fewer matches than this were found as typed: when nothing matched.
 * Looking whenever fewer than three matched doubled the p99 of suggestions at 1,000,000 companies
 * (two-word queries with one or two hits paid four more probes) and found nothing more in the
 * relevance set.
 */
const TYPO_BELOW = 1;
/** Probes read looking for a typo, at most (one per shortened prefix of the word). */
const TYPO_PROBES = 4;

/**
 * Probes for a query with one typo in its longest word: a typo at some position leaves the letters
 * before it right, so the word's prefixes, longest first, are probed like any other key and the
 * candidates are then checked within one edit (rank with typos allowed). Bounded: at most
 * TYPO_PROBES probes of the usual size, and only for words of TYPO_MIN_CHARS or more.
 */
function typoPrefixes(forms: QueryForm[], wordPrefix: string): string[] {
  const prefixes: string[] = [];
  for (const form of forms) {
    if (form.wholeOnly) continue;
    const word = form.words.find((w) => !/[^a-z0-9]/.test(w) && w.length >= TYPO_MIN_CHARS);
    if (!word) continue;
    for (let end = word.length - 1; end >= 3 && prefixes.length < TYPO_PROBES; end--) prefixes.push(wordPrefix + word.slice(0, end));
  }
  return prefixes;
}

/** Checks candidates against their stored names and gives each its best match; non-matches drop out. */
async function rank(
  db: Kysely<Database>,
  candidates: number[],
  forms: QueryForm[],
  country: string | undefined,
  within: string[],
  typos = false,
): Promise<Ranked[]> {
  const hits: Ranked[] = [];
  for (const row of await docs(db, candidates)) {
    if (within.length && !inJurisdictions(row.jurisdiction_code, within)) continue;
    let best: { match: Match; kind: NameKind; name: string } | undefined;
    for (const n of parseNames(row.names)) {
      const syllables = !!n.translit && isSyllables(n.norm, n.translit);
      for (const form of forms) {
        // The Latin spelling of a Chinese query is there to find names written in Latin letters
        // (华为 → Huawei); against other names' spellings it would only find homophones (華盛 for 华).
        for (const text of n.translit && !form.wholeOnly ? [n.norm, n.translit] : [n.norm]) {
          const m =
            matchName(text, form.text, syllables && text === n.translit) ??
            (typos && !form.wholeOnly && matchWithTypo(text, form.text) ? Match.Typo : undefined);
          if (
            m !== undefined &&
            !(form.wholeOnly && m > Match.Phrase) &&
            (!best || m < best.match || (m === best.match && n.kind < best.kind))
          )
            best = { match: m, kind: n.kind, name: n.norm };
        }
      }
    }
    if (!best) continue;
    const home =
      country && row.jurisdiction_code && (row.jurisdiction_code === country || row.jurisdiction_code.startsWith(`${country}_`)) ? 0 : 1;
    hits.push({
      entityId: row.entity_id,
      match: best.match,
      inactive: row.inactive === 1 ? 1 : 0,
      nameKind: best.kind,
      jurisdiction: row.jurisdiction_code,
      name: best.name,
      length: best.name.length,
      home,
      facets: {
        company_type: row.company_type,
        current_status: row.current_status,
        register_inactive: row.register_inactive,
        incorporation_date: row.incorporation_date,
        industry_section: row.industry_section,
      },
    });
  }
  return hits;
}
