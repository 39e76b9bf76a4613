import { describe, expect, it } from 'vitest';
import { evaluateCredit, type CreditFacts } from '../../src/lib/credit-evaluation.ts';
import { gradeOf, starsOf } from '../../src/lib/grades.ts';

const base: CreditFacts = {
  inactive: false,
  liquidated: false,
  incorporationDate: '2010-01-01',
  dissolutionDate: null,
  accountsNextDue: null,
  accountsLastMadeUp: null,
  annualReturnNextDue: null,
  hasInsolvencyHistory: false,
  charges: null,
  latestNetCurrentAssets: null,
  licences: [],
  hasLei: false,
  hasParent: false,
};
const asOf = '2026-11-23';

describe('grades (spec section 5)', () => {
  it('maps scores to grades at the spec thresholds', () => {
    expect([8.55, 8.54, 8, 7.99, 7, 6, 5.99, 4.56, 4.55, 0.01, 0, -1].map(gradeOf)).toEqual([
      'AAA',
      'AA',
      'AA',
      'A',
      'A',
      'B',
      'C',
      'C',
      'D',
      'D',
      'E',
      'E',
    ]);
  });
  it('shows the score plus one, capped at ten, as five stars in halves', () => {
    expect([0, 3.4, 3.5, 8.9, 9, 10].map(starsOf)).toEqual([0.5, 2, 2, 4.5, 5, 5]);
  });
});

describe('credit evaluation', () => {
  it('scores a dissolved, liquidated or inactive company 0, grade E, with the reason', () => {
    expect(evaluateCredit({ ...base, dissolutionDate: '2020-01-01' }, asOf)).toMatchObject({
      score: 0,
      grade: 'E',
      reasons: [{ rule: 'credit.rule.dissolved' }],
    });
    expect(evaluateCredit({ ...base, liquidated: true }, asOf).reasons[0].rule).toBe('credit.rule.liquidated');
    expect(evaluateCredit({ ...base, inactive: true }, asOf).grade).toBe('E');
  });

  it('adds points for age, filed accounts, positive net assets, a licence, an LEI and a group', () => {
    const r = evaluateCredit(
      {
        ...base,
        incorporationDate: '1990-05-05',
        accountsLastMadeUp: '2026-03-31',
        latestNetCurrentAssets: 10,
        licences: [{ status: 'active' }],
        hasLei: true,
        hasParent: true,
      },
      asOf,
    );
    expect(r.reasons.map((x) => [x.rule, x.points])).toEqual([
      ['credit.rule.ageYears', 1.5],
      ['credit.rule.accountsFiled', 0.5],
      ['credit.rule.netAssetsPositive', 1],
      ['credit.rule.licenceActive', 0.5],
      ['credit.rule.lei', 0.25],
      ['credit.rule.group', 0.25],
    ]);
    expect(r.score).toBe(10);
    expect(r.grade).toBe('AAA');
  });

  it('takes points off for overdue filings, insolvency, charges, negative assets and a revoked licence, never below 0', () => {
    const r = evaluateCredit(
      {
        ...base,
        incorporationDate: '2026-06-01',
        accountsNextDue: '2026-01-01',
        annualReturnNextDue: '2026-02-01',
        hasInsolvencyHistory: true,
        charges: { total: 4, outstanding: 3 },
        latestNetCurrentAssets: -5,
        licences: [{ status: 'active' }, { status: 'revoked' }],
      },
      asOf,
    );
    expect(r.reasons.map((x) => x.points)).toEqual([-1, -1.5, -1, -2.5, -1, -1, -1.5]);
    expect(r.reasons.find((x) => x.rule === 'credit.rule.accountsOverdue')?.vars).toEqual({ date: '2026-01-01' });
    expect(r.score).toBe(0);
    expect(r.grade).toBe('E');
  });

  it('counts every charge satisfied in its favour and a filing due later as not overdue', () => {
    const r = evaluateCredit({ ...base, charges: { total: 2, outstanding: 0, part_satisfied: 0 }, accountsNextDue: '2027-01-01' }, asOf);
    expect(r.reasons.map((x) => x.rule)).toEqual(['credit.rule.ageYears', 'credit.rule.chargesSatisfied']);
    expect(r.score).toBe(7.25);
    expect(r.grade).toBe('A');
  });

  it('does not call charges satisfied when some are part-satisfied or the register does not say', () => {
    expect(evaluateCredit({ ...base, charges: { total: 3, outstanding: 0, part_satisfied: 3 } }, asOf).reasons.map((x) => x.rule)).toEqual([
      'credit.rule.ageYears',
    ]);
    expect(
      evaluateCredit({ ...base, charges: { total: 3, outstanding: null, part_satisfied: null } }, asOf).reasons.map((x) => x.rule),
    ).toEqual(['credit.rule.ageYears']);
  });
});
