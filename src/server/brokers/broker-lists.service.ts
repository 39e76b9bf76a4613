import type { Kysely } from 'kysely';
import { gradeOf, starsOf, type Grade } from '../../lib/grades.ts';
import { inForce } from '../../lib/licence-status.ts';
import { AppError } from '../app-error.ts';
import { inChunks } from '../db/in-chunks.ts';
import type { Database } from '../db/schema.ts';
import { REGULATORS, regulatorByKey } from '../regulators/regulator-catalogue.ts';
import {
  brokerLicenceRows,
  brokerRowsByCodes,
  brokerRowsByIds,
  rankedBrokers,
  rankedCount,
  rankedRegulatorPairs,
  type RankFilter,
} from './broker-lists.repository.ts';

/**
 * Brokers as lists show them: a summary (name, country, score with grade and stars, rank, licences in
 * force and their regulators) for the name search, the rank lists (/{lang}/brokers, dealer/rank) and
 * the trader-by-codes lookup (dealer/byCodes). One shape for all of them.
 */

type Db = Kysely<Database>;

export interface BrokerSummary {
  uuid: string;
  /** The public trader code. */
  code: string;
  name: string;
  /** ISO alpha-2 of the head office, upper case. */
  country: string | null;
  /** 'active' or 'closed' (the brand stopped trading). */
  status: string;
  /** 0–10, null until the scoring job has scored the broker. */
  score: number | null;
  grade: Grade | null;
  /** Out of five, in halves. */
  stars: number | null;
  /** Place among all scored brokers (1 = best). */
  rank: number | null;
  licences_in_force: number;
  /** Catalogue keys of the regulators whose licences are in force, sorted. */
  regulators: string[];
}

type Row = Awaited<ReturnType<typeof brokerRowsByIds>>[number];

async function summaries(db: Db, rows: Row[]): Promise<BrokerSummary[]> {
  const ids = rows.map((r) => r.id);
  const licences = await inChunks(ids, (slice) => brokerLicenceRows(db, slice));
  const held = new Map<string, { count: number; regulators: Set<string> }>();
  for (const l of licences) {
    if (!inForce(l.status)) continue;
    const h = held.get(l.broker_id) ?? { count: 0, regulators: new Set<string>() };
    h.count++;
    if (l.regulator_key) h.regulators.add(l.regulator_key);
    held.set(l.broker_id, h);
  }
  return rows.map((r) => {
    const score = r.score === null ? null : Number(r.score);
    const h = held.get(r.id);
    return {
      uuid: r.id,
      code: r.code,
      name: r.name,
      country: r.country?.toUpperCase() ?? null,
      status: r.status,
      score,
      grade: score === null ? null : gradeOf(score),
      stars: score === null ? null : starsOf(score),
      rank: r.rank === null ? null : Number(r.rank),
      licences_in_force: h?.count ?? 0,
      regulators: h ? [...h.regulators].sort() : [],
    };
  });
}

/** Summaries of brokers by id, in the order of the ids (unknown ids are left out). */
export async function brokerSummaries(db: Db, ids: string[]): Promise<BrokerSummary[]> {
  const rows = await inChunks(ids, (slice) => brokerRowsByIds(db, slice));
  const byId = new Map((await summaries(db, rows)).map((s) => [s.uuid, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The trader-by-codes lookup: the brokers of these codes, in the order asked; codes of no broker are left out. */
export async function brokersByCodes(db: Db, codes: string[]): Promise<BrokerSummary[]> {
  const rows = await brokerRowsByCodes(db, [...new Set(codes)]);
  const byCode = new Map((await summaries(db, rows)).map((s) => [s.code, s]));
  return [...new Set(codes)].flatMap((c) => byCode.get(c) ?? []);
}

/** Brokers per page of a rank list. */
export const RANK_PAGE_SIZE = 20;
/** Deepest page of a rank list (the whole list of 2,000 brokers at 20 a page fits). */
export const RANK_MAX_PAGE = 200;

export interface RankQuery {
  /** A regulator country (ISO alpha-2): brokers licensed (in force) there. */
  country?: string;
  /** A regulator's catalogue key. */
  regulator?: string;
  page: number;
  size: number;
}

export interface RankList {
  items: Array<BrokerSummary & { position: number }>;
  total: number;
  page: number;
  size: number;
  country: string | null;
  regulator: string | null;
}

/**
 * A page of a rank list: scored brokers still trading, best score first; for a country, those holding
 * a licence in force from one of its regulators; for a regulator, those it licenses. An unknown
 * regulator key is refused (404), a country with no licensed broker is an empty list.
 */
export async function rankList(db: Db, q: RankQuery): Promise<RankList> {
  if (q.regulator && !regulatorByKey(q.regulator)) throw new AppError('broker.rank.unknownRegulator', 404, { regulator: q.regulator });
  const country = q.country?.toUpperCase();
  // A country's list is its regulators' (the catalogue says which regulator is whose), narrowed to one regulator when asked.
  const ofCountry = country ? REGULATORS.filter((r) => r.country === country).map((r) => r.key) : undefined;
  const regulators = q.regulator ? (ofCountry ?? [q.regulator]).filter((k) => k === q.regulator) : ofCountry;
  const filter: RankFilter = { regulators };
  const offset = (q.page - 1) * q.size;
  const rows = await rankedBrokers(db, filter, offset, q.size);
  const total = await rankedCount(db, filter);
  const items = (await summaries(db, rows)).map((s, i) => ({ ...s, position: offset + i + 1 }));
  return { items, total, page: q.page, size: q.size, country: country ?? null, regulator: q.regulator ?? null };
}

/**
 * How long the countries' counts are kept per database. They change only when the scoring job runs,
 * the lists that show them are kept five minutes by shared caches (RANK_LIST_CACHE_CONTROL), and
 * counting reads every ranked broker's licences (10–60 ms at 2,000 brokers here): once a minute is plenty.
 */
const COUNTRIES_TTL_MS = 60_000;
const countriesMemo = new WeakMap<Db, { at: number; value: Promise<Array<{ country: string; count: number }>> }>();

/**
 * The countries a rank list can be narrowed to (those of the catalogue's regulators), with how many
 * ranked brokers hold a licence in force from one of their regulators, most first.
 */
export function rankCountries(db: Db, now = Date.now()): Promise<Array<{ country: string; count: number }>> {
  const known = countriesMemo.get(db);
  if (known && now - known.at < COUNTRIES_TTL_MS) return known.value;
  const value = countCountries(db);
  countriesMemo.set(db, { at: now, value });
  // A failed count is not kept: the next page asks again.
  value.catch(() => countriesMemo.delete(db));
  return value;
}

async function countCountries(db: Db): Promise<Array<{ country: string; count: number }>> {
  const brokers = new Map<string, Set<string>>();
  for (const { regulator_key, broker_id } of await rankedRegulatorPairs(db)) {
    const country = regulatorByKey(regulator_key)?.country;
    if (!country) continue;
    const set = brokers.get(country) ?? new Set<string>();
    set.add(broker_id);
    brokers.set(country, set);
  }
  return [...brokers]
    .map(([country, set]) => ({ country, count: set.size }))
    .sort((a, b) => b.count - a.count || (a.country < b.country ? -1 : 1));
}
