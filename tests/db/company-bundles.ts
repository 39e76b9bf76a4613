import type { CompanyBundle, CompanyFields } from '../../src/server/import/types.ts';
import { companyFields } from '../../src/server/import/company-fields.ts';

/** A company as an importer would hand it to the writer, every field empty unless given. */
export function bundle(
  jurisdiction: string,
  number: string,
  name: string,
  fields: Partial<CompanyFields> = {},
  names: CompanyBundle['names'] = [],
): CompanyBundle {
  return {
    company: companyFields(jurisdiction, number, name, name.toLowerCase(), { current_status: 'Active', inactive: 0, ...fields }),
    names,
    industryCodes: [],
    charges: null,
  };
}
