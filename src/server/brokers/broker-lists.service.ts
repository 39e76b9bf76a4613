import type { Kysely } from 'kysely';
import { gradeOf, starsOf, type Grade } from '../../lib/grades.ts';
import { inForce } from '../../lib/licence-status.ts';
import { AppError } from '../app-error.ts';
import { inChunks } from '../db/in-chunks.ts';
import type { Database } from '../db/schema.ts';
import { regulatorByKey } from '../regulators/regulator-catalogue.ts';
import {
  brokerLicenceRows,
  brokerRowsByCodes,
  brokerRowsByIds,
  rankedBrokers,
  rankedCount,
  rankedCountries,
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
  const filter: RankFilter = { regulatorCountry: q.country?.toUpperCase(), regulator: q.regulator };
  const offset = (q.page - 1) * q.size;
  const [rows, total] = await Promise.all([rankedBrokers(db, filter, offset, q.size), rankedCount(db, filter)]);
  const items = (await summaries(db, rows)).map((s, i) => ({ ...s, position: offset + i + 1 }));
  return { items, total, page: q.page, size: q.size, country: filter.regulatorCountry ?? null, regulator: q.regulator ?? null };
}

/** The countries a rank list can be narrowed to, with how many ranked brokers each licenses. */
export function rankCountries(db: Db): Promise<Array<{ country: string; count: number }>> {
  return rankedCountries(db);
}
