import type { Kysely } from 'kysely';
import { gradeOf } from '../../lib/grades.ts';
import { brokerRowsByIds } from '../brokers/broker-lists.repository.ts';
import { brokerSummaries, type BrokerSummary } from '../brokers/broker-lists.service.ts';
import type { Database } from '../db/schema.ts';
import { brokerCompanyNames } from './search-index.repository.ts';
import { searchNormalise } from './search-keys.ts';
import { LIST_PROBES, POOL } from './company-search.service.ts';
import { facetsOf, type FacetCount } from './facets.ts';
import { searchNames, type NameHit } from './name-search.service.ts';

/**
 * Brokers by name: the same index, keys and ranking as companies (search_docs kind 'b': the brand
 * and, as alternative names, the companies behind it), so "Harbourline", "harbourline capital" and
 * a Chinese brand typed in pinyin all find it.
 */

/** A broker suggestion: what the box shows (name, country, score and grade, trader code). */
export interface BrokerSuggestion {
  uuid: string;
  name: string;
  code: string;
  country: string | null;
  score: number | null;
  grade: BrokerSummary['grade'];
  /** The company name the prefix matched, when not the brand. */
  matched_name: string | null;
}

/**
 * For hits on a company's name rather than the brand, that name as the register writes it (the index
 * stores names normalised): "Harbourline Markets, also known as Harbourline Capital Limited".
 */
async function matchedNames(db: Kysely<Database>, hits: NameHit[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const others = hits.filter((h) => h.nameKind !== 0);
  if (!others.length) return out;
  const names = await brokerCompanyNames(
    db,
    others.map((h) => h.entityId),
  );
  for (const h of others) {
    const found = names
      .filter((n) => n.broker_id === h.entityId)
      .flatMap((n) => [n.name, n.alternative_legal_name ?? ''])
      .find((n) => n && searchNormalise(n) === h.name);
    if (found) out.set(h.entityId, found);
  }
  return out;
}

/**
 * Top broker suggestions for what the visitor has typed so far, best first. Only the brokers' own rows
 * are read (no licences): suggestions are the busiest call and show no licence count.
 */
export async function suggestBrokers(db: Kysely<Database>, prefix: string, country?: string): Promise<BrokerSuggestion[]> {
  const hits = await searchNames(db, 'b', prefix, { limit: 10, country });
  if (!hits.length) return [];
  const rows = new Map(
    (
      await brokerRowsByIds(
        db,
        hits.map((h) => h.entityId),
      )
    ).map((r) => [r.id, r]),
  );
  const matched = await matchedNames(db, hits);
  return hits.flatMap((h) => {
    const r = rows.get(h.entityId);
    if (!r) return [];
    const score = r.score === null ? null : Number(r.score);
    return [
      {
        uuid: r.id,
        name: r.name,
        code: r.code,
        country: r.country?.toUpperCase() ?? null,
        score,
        grade: score === null ? null : gradeOf(score),
        matched_name: matched.get(r.id) ?? null,
      },
    ];
  });
}

/** Summaries of the hits, in hit order, with the company name each matched. */
async function listItems(db: Kysely<Database>, hits: NameHit[]): Promise<BrokerListItem[]> {
  const summaries = new Map(
    (
      await brokerSummaries(
        db,
        hits.map((h) => h.entityId),
      )
    ).map((s) => [s.uuid, s]),
  );
  const matched = await matchedNames(db, hits);
  return hits.flatMap((h) => {
    const s = summaries.get(h.entityId);
    return s ? [{ ...s, matched_name: matched.get(h.entityId) ?? null }] : [];
  });
}

export const BROKER_SORTS = ['default', 'score'] as const;
export type BrokerSort = (typeof BROKER_SORTS)[number];

export interface BrokerListQuery {
  keyword: string;
  /** Head-office countries (ISO alpha-2, lower case). */
  countries: string[];
  /** A regulator's catalogue key: brokers holding a licence in force from it. */
  regulator?: string;
  sort: BrokerSort;
  page: number;
  size: number;
}

export interface BrokerListItem extends BrokerSummary {
  matched_name: string | null;
}

export interface BrokerList {
  items: BrokerListItem[];
  total: number;
  total_is_lower_bound: boolean;
  page: number;
  size: number;
  facets: { country: FacetCount[]; regulator: FacetCount[] };
}

/**
 * The Brokers tab of a result page: the keyword's brokers (bounded, best first, as for companies),
 * filtered by head-office country and regulator, counted per filter, sorted by relevance or by
 * score (unscored last), paged.
 */
export async function listBrokers(db: Kysely<Database>, q: BrokerListQuery, country?: string): Promise<BrokerList> {
  const stats = { candidates: 0, saturated: false };
  const hits = await searchNames(db, 'b', q.keyword, { limit: POOL, country, stats, probeLimits: LIST_PROBES });
  const pool = await listItems(db, hits);
  const { passing, facets } = facetsOf(pool, {
    country: {
      values: (b: BrokerListItem) => b.country?.toLowerCase(),
      passes: (b: BrokerListItem) => !q.countries.length || q.countries.includes(b.country?.toLowerCase() ?? ''),
    },
    regulator: {
      values: (b: BrokerListItem) => b.regulators,
      passes: (b: BrokerListItem) => !q.regulator || b.regulators.includes(q.regulator),
    },
  });
  if (q.sort === 'score') passing.sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  return {
    items: passing.slice((q.page - 1) * q.size, q.page * q.size),
    total: passing.length,
    total_is_lower_bound: stats.saturated,
    page: q.page,
    size: q.size,
    facets,
  };
}

/** The "All" tab's few best broker matches (shown above the companies when a broker matches). */
export async function previewBrokers(db: Kysely<Database>, keyword: string, limit: number, country?: string): Promise<BrokerListItem[]> {
  return listItems(db, await searchNames(db, 'b', keyword, { limit, country, typos: false }));
}
