import type { MessageKey, Translate } from '../../i18n/t.ts';

/**
 * The fields an import changed (record_changes' diff keys: columns of companies or officers), worded
 * with the detail pages' labels. Columns without a label are not named. Used by the home page's latest
 * changes and the member's follows.
 */
const FIELD: Record<string, MessageKey> = {
  name: 'company.field.legalName',
  company_type: 'company.field.type',
  current_status: 'company.field.status',
  inactive: 'company.field.status',
  incorporation_date: 'company.field.incorporated',
  dissolution_date: 'company.field.dissolved',
  registered_address_in_full: 'company.field.address',
  postal_code: 'company.field.postalCode',
  website: 'company.field.website',
  previous_company_number: 'company.field.previousNumber',
  accounts_next_due: 'company.field.accountsNextDue',
  accounts_last_made_up: 'company.field.accountsLastMadeUp',
  annual_return_next_due: 'company.field.returnNextDue',
  annual_return_last_made_up: 'company.field.returnLastMadeUp',
  liquidated: 'company.field.liquidated',
  has_insolvency_history: 'company.field.insolvency',
  nationality: 'executive.field.nationality',
  occupation: 'executive.field.occupation',
  country_of_residence: 'executive.field.residence',
  address_in_full: 'executive.field.address',
};
const POSITIONS: MessageKey = 'executive.section.positions';

/** The first `shown` named fields (then '…'): a row stays short when an import rewrote a whole record. */
export function namedFields(t: Translate, fields: readonly string[], shown = 3): string[] {
  const named = [
    ...new Set(fields.flatMap((name) => (FIELD[name] ? [t(FIELD[name])] : name.startsWith('appointment.') ? [t(POSITIONS)] : []))),
  ];
  return named.length > shown ? [...named.slice(0, shown), '…'] : named;
}
