import { gradeOf, type Grade } from './grades.ts';

/**
 * The credit evaluation of a company: a transparent rule set over what the register says, so a
 * reader can check every point. It is not a credit score from payment data (we have none): it
 * weighs the signals a register gives of a going concern. Start at 6 points (a registered, active
 * company with nothing known for or against it), apply each rule that fits, clamp to 0–10 and grade
 * with the spec's scale. A dissolved, liquidated or struck-off company scores 0 (grade E).
 *
 * | rule | points |
 * |---|---|
 * | age under 1 year / 1–3 / 3–10 / 10–20 / 20 and more | −1 / −0.5 / +0.5 / +1 / +1.5 |
 * | accounts overdue (next due date passed) | −1.5 |
 * | annual return or confirmation statement overdue | −1 |
 * | accounts filed in the last 18 months | +0.5 |
 * | insolvency history (administration, receivership, arrangement …) | −2.5 |
 * | outstanding charges: 1–2 / 3 or more | −0.5 / −1 |
 * | every registered charge satisfied (none outstanding or part-satisfied) | +0.25 |
 * | latest net current assets positive / negative | +1 / −1 |
 * | a regulatory licence in force / one revoked or suspended | +0.5 / −1.5 |
 * | a Legal Entity Identifier | +0.25 |
 * | part of a group (has a parent company) | +0.25 |
 */

export interface CreditFacts {
  inactive: boolean;
  liquidated: boolean;
  incorporationDate: string | null;
  dissolutionDate: string | null;
  accountsNextDue: string | null;
  accountsLastMadeUp: string | null;
  annualReturnNextDue: string | null;
  hasInsolvencyHistory: boolean;
  charges: { total: number | null; outstanding: number | null; part_satisfied?: number | null } | null;
  latestNetCurrentAssets: number | null;
  licences: Array<{ status: string }>;
  hasLei: boolean;
  hasParent: boolean;
}

/** One applied rule: a catalogue key (credit.rule.*), its points and the values its text shows. */
export interface CreditReason {
  rule: string;
  points: number;
  vars?: Record<string, string | number>;
}

export interface CreditEvaluation {
  score: number;
  grade: Grade;
  reasons: CreditReason[];
}

const BASE = 6;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Evaluates a company as of a day ('YYYY-MM-DD'). */
export function evaluateCredit(f: CreditFacts, asOf: string): CreditEvaluation {
  if (f.inactive || f.liquidated || f.dissolutionDate) {
    const rule = f.liquidated ? 'credit.rule.liquidated' : f.dissolutionDate ? 'credit.rule.dissolved' : 'credit.rule.inactive';
    return { score: 0, grade: gradeOf(0), reasons: [{ rule, points: -BASE }] };
  }
  const reasons: CreditReason[] = [];
  const add = (rule: string, points: number, vars?: CreditReason['vars']) => reasons.push({ rule, points, ...(vars ? { vars } : {}) });

  if (f.incorporationDate) {
    const years = Math.floor(daysBetween(f.incorporationDate, asOf) / 365.25);
    if (years < 1) add('credit.rule.ageUnder1', -1);
    else if (years < 3) add('credit.rule.ageYears', -0.5, { years });
    else if (years < 10) add('credit.rule.ageYears', 0.5, { years });
    else if (years < 20) add('credit.rule.ageYears', 1, { years });
    else add('credit.rule.ageYears', 1.5, { years });
  }
  if (f.accountsNextDue && f.accountsNextDue < asOf) add('credit.rule.accountsOverdue', -1.5, { date: f.accountsNextDue });
  if (f.annualReturnNextDue && f.annualReturnNextDue < asOf) add('credit.rule.returnOverdue', -1, { date: f.annualReturnNextDue });
  if (f.accountsLastMadeUp && daysBetween(f.accountsLastMadeUp, asOf) <= 548)
    add('credit.rule.accountsFiled', 0.5, { date: f.accountsLastMadeUp });
  if (f.hasInsolvencyHistory) add('credit.rule.insolvency', -2.5);
  if (f.charges && (f.charges.total ?? 0) > 0) {
    const outstanding = f.charges.outstanding ?? 0;
    if (outstanding >= 3) add('credit.rule.chargesOutstanding', -1, { count: outstanding });
    else if (outstanding > 0) add('credit.rule.chargesOutstanding', -0.5, { count: outstanding });
    // Satisfied in full only when the register says so: none outstanding and none part-satisfied (unknown is not zero).
    else if (f.charges.outstanding === 0 && f.charges.part_satisfied === 0)
      add('credit.rule.chargesSatisfied', 0.25, { count: f.charges.total ?? 0 });
  }
  if (f.latestNetCurrentAssets !== null) {
    if (f.latestNetCurrentAssets > 0) add('credit.rule.netAssetsPositive', 1);
    else if (f.latestNetCurrentAssets < 0) add('credit.rule.netAssetsNegative', -1);
  }
  if (f.licences.some((l) => l.status === 'revoked' || l.status === 'suspended')) add('credit.rule.licenceRevoked', -1.5);
  else if (f.licences.some((l) => l.status === 'active')) add('credit.rule.licenceActive', 0.5);
  if (f.hasLei) add('credit.rule.lei', 0.25);
  if (f.hasParent) add('credit.rule.group', 0.25);

  const raw = reasons.reduce((sum, r) => sum + r.points, BASE);
  const score = Math.round(Math.min(10, Math.max(0, raw)) * 100) / 100;
  return { score, grade: gradeOf(score), reasons };
}
