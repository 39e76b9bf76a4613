import { describe, expect, it } from 'vitest';
import { companyGaps, executiveGaps } from '../../src/components/detail/section-gaps.ts';
import type { CompanyDetail } from '../../src/server/companies/company-detail.service.ts';
import type { OfficerDetail } from '../../src/server/officers/officer-detail.service.ts';

const officer = (position: string, sameName = 0) => ({ position, kind: 'natural_person', control: null, sameName });
const emptyCompany = {
  names: [],
  industryCodes: [],
  financials: [],
  rounds: [],
  ipos: [],
  acquisitions: [],
  investors: [],
  investees: [],
  officers: [],
  branches: [],
  parents: [],
  subsidiaries: [],
  history: [],
};
const company = (more: object) => ({ ...emptyCompany, ...more }) as unknown as CompanyDetail;

describe('the sections a detail page has nothing for', () => {
  it('lists every empty section of a company in page order, with its heading', () => {
    expect(companyGaps(company({})).map((g) => g.id)).toEqual([
      'names',
      'industry',
      'financials',
      'financing',
      'ipo',
      'acquisitions',
      'investors',
      'investments',
      'executives',
      'officers',
      'same-name',
      'branches',
      'ownership',
      'history',
    ]);
    expect(companyGaps(company({}))[2]).toEqual({ id: 'financials', title: 'company.section.financials' });
  });

  it('counts only officers in office for the public page’s officer sections (former ones are a deeper section)', () => {
    const resigned = { ...officer('director', 2), end_date: '2020-01-01', status: null };
    const gaps = companyGaps(company({ officers: [resigned] })).map((g) => g.id);
    expect(gaps).toContain('executives');
    expect(gaps).toContain('same-name');
  });

  it('leaves out the sections that have something, telling executives from other officers', () => {
    const gaps = companyGaps(company({ rounds: [{}], officers: [officer('director', 2)] })).map((g) => g.id);
    expect(gaps).not.toContain('financing');
    expect(gaps).not.toContain('executives');
    expect(gaps).not.toContain('same-name');
    expect(gaps).toContain('officers');
    expect(companyGaps(company({ officers: [officer('secretary')] })).map((g) => g.id)).toContain('executives');
  });

  it('counts a branch link above the company as no ownership', () => {
    expect(companyGaps(company({ parents: [{ kind: 'branch' }] })).map((g) => g.id)).toContain('ownership');
    expect(companyGaps(company({ parents: [{ kind: 'parent' }] })).map((g) => g.id)).not.toContain('ownership');
  });

  it('names the history among the gaps only when no change was recorded', () => {
    expect(companyGaps(company({ history: [{ kind: 'nameChanged' }] })).map((g) => g.id)).not.toContain('history');
  });

  it('lists an executive’s empty sections', () => {
    const detail = { positions: [{}], otherNames: [], sameName: [], coAppointees: [{}] } as unknown as OfficerDetail;
    expect(executiveGaps(detail).map((g) => g.id)).toEqual(['names', 'same-name']);
  });
});
