import type { MessageKey } from '../../i18n/t.ts';
import { appointmentState, isExecutive } from '../../lib/officer-roles.ts';
import type { CompanyDetail } from '../../server/companies/company-detail.service.ts';
import type { OfficerDetail } from '../../server/officers/officer-detail.service.ts';

/**
 * The sections of a detail page the register has nothing for, in page order. They are not drawn as
 * empty headings (six "No information about …" on one page read as a broken page on a phone): the
 * page names them all in one line instead (detail/NotKnown.astro), which also keeps their anchors.
 * Each section component asks `gaps.has(id)` here, so the line and the sections always agree.
 */
export interface Gap {
  id: string;
  title: MessageKey;
}

export function companyGaps(detail: CompanyDetail): Gap[] {
  // The public page lists the officers in office; former ones are a deeper section of their own.
  const inOffice = detail.officers.filter((o) => appointmentState(o) === 'current');
  const all: Array<[string, MessageKey, boolean]> = [
    ['names', 'company.section.names', detail.names.length === 0],
    ['industry', 'company.section.industry', detail.industryCodes.length === 0],
    ['financials', 'company.section.financials', detail.financials.length === 0],
    ['financing', 'company.section.financing', detail.rounds.length === 0],
    ['ipo', 'company.section.ipo', detail.ipos.length === 0],
    ['acquisitions', 'company.section.acquisitions', detail.acquisitions.length === 0],
    ['investors', 'company.section.investors', detail.investors.length === 0],
    ['investments', 'company.section.investments', detail.investees.length === 0],
    ['executives', 'company.section.executives', !inOffice.some(isExecutive)],
    ['officers', 'company.section.otherOfficers', inOffice.every(isExecutive)],
    ['same-name', 'company.section.sameName', !inOffice.some((o) => o.sameName > 0)],
    ['branches', 'company.section.branches', detail.branches.length === 0],
    ['ownership', 'company.section.ownership', detail.parents.every((p) => p.kind === 'branch') && detail.subsidiaries.length === 0],
    ['history', 'company.section.history', detail.history.length === 0],
  ];
  return all.filter(([, , empty]) => empty).map(([id, title]) => ({ id, title }));
}

export function executiveGaps(detail: OfficerDetail): Gap[] {
  const all: Array<[string, MessageKey, boolean]> = [
    ['positions', 'executive.section.positions', detail.positions.length === 0],
    ['names', 'executive.section.names', detail.otherNames.length === 0],
    ['same-name', 'executive.section.sameName', detail.sameName.length === 0],
    ['co-appointees', 'executive.section.coAppointees', detail.coAppointees.length === 0],
  ];
  return all.filter(([, , empty]) => empty).map(([id, title]) => ({ id, title }));
}

/** The ids of the gaps, for the sections' own test. */
export const gapIds = (gaps: Gap[]): Set<string> => new Set(gaps.map((g) => g.id));
