import type { CompanyFields } from './types.ts';

/**
 * A company's fields with everything its source did not say left null: the one list of the
 * companies table's optional fields, so a writer that creates a company from a thin record (a
 * regulator's), the demo world, the benchmarks and the test fixtures set only what they know, and
 * a new column needs one line here rather than one in each of them.
 */
export function companyFields(
  jurisdiction: string,
  number: string,
  name: string,
  normalisedName: string,
  given: Partial<CompanyFields> = {},
): CompanyFields {
  return {
    jurisdiction_code: jurisdiction,
    company_number: number,
    name,
    normalised_name: normalisedName,
    company_type: null,
    nonprofit: null,
    current_status: null,
    inactive: null,
    incorporation_date: null,
    dissolution_date: null,
    branch: null,
    website: null,
    business_number: null,
    lei: null,
    registered_address_in_full: null,
    postal_code: null,
    country_code: null,
    alternative_legal_name: null,
    alternative_legal_name_language: null,
    home_jurisdiction_code: null,
    home_company_number: null,
    native_company_number: null,
    previous_company_number: null,
    restricted_for_marketing: null,
    accounts_next_due: null,
    accounts_reference_date: null,
    accounts_last_made_up: null,
    accounts_category: null,
    annual_return_next_due: null,
    annual_return_last_made_up: null,
    liquidated: null,
    has_insolvency_history: null,
    has_charges: null,
    has_litigation: null,
    extra: null,
    ...given,
  };
}
