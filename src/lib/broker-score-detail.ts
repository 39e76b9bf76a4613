/**
 * The shape of a broker's score as the scoring job stores it (brokers.score_detail) and the broker page,
 * the API and the time machine read it: every point with the rule that gave it and the records it
 * came from, so a reader can check each one (the rules and weights: src/lib/broker-score.ts and the
 * "How we score brokers" page). No imports: the page and islands read it.
 */
export const SCORE_INDICES = ['licence', 'regulation', 'business', 'software', 'risk'] as const;
export type ScoreIndex = (typeof SCORE_INDICES)[number];

/** A record a point came from. */
export interface ScoreEvidence {
  kind: 'licence' | 'claim' | 'warning' | 'website' | 'software' | 'account' | 'company' | 'complaint' | 'clone' | 'broker';
  /** The record's id where it has a page or a row (a company, a complaint, a warning). */
  id?: string | null;
  /** What the reader sees: a licence number with its regulator, a domain, a warning's title … */
  label: string;
  url?: string | null;
  date?: string | null;
  /** Where the record comes from (a register, the broker's own website, a member's approved report). */
  source?: string | null;
}

/** One applied rule: a catalogue key (broker.score.rule.*), its points and the values its text shows. */
export interface ScorePoint {
  rule: string;
  points: number;
  vars?: Record<string, string | number>;
  evidence: ScoreEvidence[];
}

export interface IndexScore {
  index: ScoreIndex;
  /** 0–10. */
  value: number;
  /** Share of the total (the five weights add up to 1). */
  weight: number;
  points: ScorePoint[];
}

export interface BrokerScoreDetail {
  /** The rule set's version: a change of rules or weights is a new version, stated on the scoring page. */
  version: number;
  /** 0–10, the weighted sum of the indices, rounded to 2 decimals. */
  score: number;
  indices: IndexScore[];
  /** The day the facts were read ('YYYY-MM-DD'). */
  asOf: string;
}

/** The stored detail, or null when it is missing or unreadable (the page then shows no score rather than a wrong one). */
export function parseScoreDetail(json: string | null): BrokerScoreDetail | null {
  if (!json) return null;
  try {
    const d = JSON.parse(json) as BrokerScoreDetail;
    return typeof d?.score === 'number' && Array.isArray(d.indices) ? d : null;
  } catch {
    return null;
  }
}
