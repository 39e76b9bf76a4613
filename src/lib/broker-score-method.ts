import { DOMAIN_EDIT_MIN_LENGTH, NAME_EDIT_MIN_LENGTH } from './broker-clones.ts';
import { RISK_KINDS, type RiskKind, type RiskSeverity } from './broker-risk.ts';
import { SCORE_INDICES, type ScoreIndex } from './broker-score-detail.ts';
import { ACCOUNTS_FRESH_MONTHS, BROKER_SCORE_VERSION, INDEX_BASE, SCORE_RULES, SCORE_WEIGHTS, YOUNG_DOMAIN_DAYS } from './broker-score.ts';
import { REGULATOR_TIERS, RETAIL_LEVERAGE_CAP, regulatorsOfTier, type RegulatorTier } from './regulator-tiers.ts';

/**
 * The "How we score brokers" page as data, read from the very constants the score applies
 * (broker-score.ts, regulator-tiers.ts, broker-clones.ts, broker-risk.ts): the page cannot print a
 * weight or a point the code does not use.
 */

/** How a rule's points add up: once, for each record, for each with a cap, or per year with a cap. */
export type PointsKind = 'once' | 'each' | 'capped' | 'perYear';

export interface MethodRule {
  /** Catalogue key of the rule's text (broker.score.rule.*). */
  key: string;
  points: number;
  kind: PointsKind;
  max?: number;
  /** Values the rule's text shows ({months}, {ratio}, {days}). */
  vars: Record<string, number>;
}

export interface MethodIndex {
  index: ScoreIndex;
  weight: number;
  base: number;
  rules: MethodRule[];
}

export interface ScoringMethod {
  version: number;
  indices: MethodIndex[];
  tiers: Array<{ tier: RegulatorTier; regulators: string[] }>;
  /** Retail leverage caps, grouped: each cap with the regulators that set it. */
  leverageCaps: Array<{ cap: number; regulators: string[] }>;
  clones: { domainMinLength: number; nameMinLength: number };
  risks: Array<{ kind: RiskKind; severity: RiskSeverity; vars: Record<string, number> }>;
}

/** How each rule counts (the scoring functions in broker-score.ts apply them so). */
const KINDS: { [I in ScoreIndex]: { [R in keyof (typeof SCORE_RULES)[I]]: PointsKind } } = {
  licence: { tier1: 'each', tier2: 'each', tier3: 'each' },
  regulation: {
    revoked: 'each',
    suspended: 'each',
    expired: 'each',
    exceeded: 'each',
    warning: 'each',
    clone: 'each',
    unverifiedClaim: 'each',
  },
  business: {
    years: 'perYear',
    activeCompanies: 'capped',
    accountsFiled: 'once',
    accountsOverdue: 'each',
    capitalStrong: 'once',
    capitalAdequate: 'once',
    capitalShort: 'once',
    leverageAboveCap: 'each',
  },
  software: { platformKnown: 'once', serverOwn: 'once', serverOther: 'once', serverWhereLicensed: 'once' },
  risk: { noLicence: 'once', complaintUnanswered: 'capped', complaintAnswered: 'capped', youngDomain: 'capped' },
};

/** The values a rule's text shows, from the same constants the rule uses. */
const VARS: Record<string, Record<string, number>> = {
  'business.accountsFiled': { months: ACCOUNTS_FRESH_MONTHS },
  'business.capitalStrong': { ratio: SCORE_RULES.business.capitalStrong.ratio * 100 },
  'business.capitalAdequate': { ratio: SCORE_RULES.business.capitalAdequate.ratio * 100 },
  'business.capitalShort': { ratio: SCORE_RULES.business.capitalAdequate.ratio * 100 },
  'risk.youngDomain': { days: YOUNG_DOMAIN_DAYS },
};

/** The whole method, ready for the page. */
export function scoringMethod(): ScoringMethod {
  const indices = SCORE_INDICES.map((index) => {
    const rules = Object.entries(SCORE_RULES[index]).map(([name, rule]): MethodRule => {
      const r = rule as { points: number; max?: number };
      return {
        key: `broker.score.rule.${index}.${name}`,
        points: r.points,
        kind: (KINDS[index] as Record<string, PointsKind>)[name],
        ...(r.max != null ? { max: r.max } : {}),
        vars: VARS[`${index}.${name}`] ?? {},
      };
    });
    return { index, weight: SCORE_WEIGHTS[index], base: INDEX_BASE[index], rules };
  });
  const caps = new Map<number, string[]>();
  for (const [key, cap] of Object.entries(RETAIL_LEVERAGE_CAP)) caps.set(cap, [...(caps.get(cap) ?? []), key]);
  return {
    version: BROKER_SCORE_VERSION,
    indices,
    tiers: REGULATOR_TIERS.map((tier) => ({ tier, regulators: regulatorsOfTier(tier) })),
    leverageCaps: [...caps].sort(([a], [b]) => a - b).map(([cap, regulators]) => ({ cap, regulators: regulators.sort() })),
    clones: { domainMinLength: DOMAIN_EDIT_MIN_LENGTH, nameMinLength: NAME_EDIT_MIN_LENGTH },
    risks: (Object.entries(RISK_KINDS) as Array<[RiskKind, RiskSeverity]>).map(([kind, severity]) => ({
      kind,
      severity,
      vars: (kind === 'youngDomain' ? { days: YOUNG_DOMAIN_DAYS } : {}) as Record<string, number>,
    })),
  };
}
