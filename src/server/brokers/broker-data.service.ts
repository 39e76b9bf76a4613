import type { Kysely } from 'kysely';
import { parseScoreDetail, type BrokerScoreDetail } from '../../lib/broker-score-detail.ts';
import { gradeOf, starsOf, type Grade } from '../../lib/grades.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { brokerHistoryRows, brokerScoreRow } from './broker-lists.repository.ts';

/**
 * The data-centre calls of the app (spec section 7) that read a broker's score and its history:
 * dealer/score (every point of the score with the record it came from, as the broker page shows it)
 * and dealer/history (the time machine's dated rows, for the app's chart).
 */

type Db = Kysely<Database>;

export interface DealerScore {
  uuid: string;
  code: string;
  name: string;
  score: number | null;
  grade: Grade | null;
  stars: number | null;
  rank: number | null;
  scored_at: string | null;
  /** The five indices with their points and evidence; null until scored (or when the stored detail is unreadable). */
  detail: BrokerScoreDetail | null;
}

/** A broker's score with its detail, or 404 for an unknown broker. */
export async function dealerScore(db: Db, id: string): Promise<DealerScore> {
  const r = await brokerScoreRow(db, id);
  if (!r) throw new AppError('broker.notFound', 404);
  const score = r.score === null ? null : Number(r.score);
  return {
    uuid: r.id,
    code: r.code,
    name: r.name,
    score,
    grade: score === null ? null : gradeOf(score),
    stars: score === null ? null : starsOf(score),
    rank: r.rank === null ? null : Number(r.rank),
    scored_at: r.scored_at,
    detail: parseScoreDetail(r.score_detail),
  };
}

export interface DealerHistory {
  uuid: string;
  items: Array<{
    recorded_on: string;
    score: number | null;
    grade: Grade | null;
    licences_in_force: number;
    licences_revoked: number;
    websites: number;
    warnings: number;
  }>;
}

/** A broker's dated history (oldest first), or 404 for an unknown broker. */
export async function dealerHistory(db: Db, id: string): Promise<DealerHistory> {
  if (!(await brokerScoreRow(db, id))) throw new AppError('broker.notFound', 404);
  const rows = await brokerHistoryRows(db, id);
  return {
    uuid: id,
    items: rows.map((r) => {
      const score = r.score === null ? null : Number(r.score);
      return {
        recorded_on: String(r.recorded_on).slice(0, 10),
        score,
        grade: score === null ? null : gradeOf(score),
        licences_in_force: Number(r.licences_in_force),
        licences_revoked: Number(r.licences_revoked),
        websites: Number(r.websites),
        warnings: Number(r.warnings),
      };
    }),
  };
}
