import { companyId } from './company-writer.ts';

/** A company named the way sources name it: jurisdiction code and the register's company number. */
export interface CompanyRef {
  jurisdiction: string;
  companyNumber: string;
}

/** The reject reason for a record of a company the register does not hold (worded as writePeople words it). */
export function unknownCompany(ref: CompanyRef): string {
  return `company ${ref.jurisdiction}/${ref.companyNumber} is not in the register; import its company file first`;
}

/** The stable id of the company a reference names. */
export function refId(ref: CompanyRef): string {
  return companyId(ref.jurisdiction, ref.companyNumber);
}
