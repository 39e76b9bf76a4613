import type { Kysely } from 'kysely';
import { parseScoreDetail, type BrokerScoreDetail } from '../../lib/broker-score-detail.ts';
import { gradeOf, starsOf, type Grade } from '../../lib/grades.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { brokerHistoryRows, brokerScoreRow } from './broker-lists.repository.ts';
import { loadBrokerDetail } from './broker-detail.service.ts';

/**
 * The data-centre calls of the app (spec section 7): dealer/info (the broker page's data, read by the
 * page's own service, so every module the page shows is in it: overview, regulation, risk, accounts,
 * VPS, software, websites, clones, warnings, the group and the time machine), dealer/score (every
 * point of the score with the record it came from) and dealer/history (the time machine's dated rows,
 * for the app's chart). The last two read only what they answer.
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

/**
 * The broker page's data as JSON (the same service as /{lang}/dealer/{id}.html), or 404. Only
 * bookkeeping is left out: the content hash, the normalised name, the raw score detail (answered
 * parsed as `score`) and the history rows' raw snapshots (the timeline carries what they say).
 */
export async function dealerInfo(db: Db, id: string) {
  const detail = await loadBrokerDetail(db, id);
  if (!detail) throw new AppError('broker.notFound', 404);
  const { content_hash: _h, normalised_name: _n, score_detail: _d, ...broker } = detail.broker;
  const score = broker.score;
  return {
    ...detail,
    broker: {
      ...broker,
      rank: broker.rank === null ? null : Number(broker.rank),
      grade: score === null ? null : gradeOf(score),
      stars: score === null ? null : starsOf(score),
    },
    history: detail.history.map(({ snapshot: _s, ...row }) => row),
  };
}
