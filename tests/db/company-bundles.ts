import type { CompanyBundle, CompanyFields } from '../../src/server/import/types.ts';

/** A company as an importer would hand it to the writer, every field empty unless given. */
export function bundle(jurisdiction: string, number: string, name: string, fields: Partial<CompanyFields> = {}, names: CompanyBundle['names'] = []): CompanyBundle {
  return {
    company: {
      jurisdiction_code: jurisdiction, company_number: number, name, normalised_name: name.toLowerCase(), company_type: null, nonprofit: null,
      current_status: 'Active', inactive: 0, incorporation_date: null, dissolution_date: null, branch: null, website: null, business_number: null,
      lei: null, registered_address_in_full: null, postal_code: null, country_code: null, alternative_legal_name: null,
      alternative_legal_name_language: null, home_jurisdiction_code: null, home_company_number: null, native_company_number: null,
      previous_company_number: null, restricted_for_marketing: null, accounts_next_due: null, accounts_reference_date: null,
      accounts_last_made_up: null, accounts_category: null, annual_return_next_due: null, annual_return_last_made_up: null, liquidated: null,
      has_insolvency_history: null, has_charges: null, extra: null, ...fields,
    },
    names,
    industryCodes: [],
    charges: null,
  };
}
