import type { MessageKey, Translate } from '../../i18n/t.ts';
import type { ChangeEvent, ValueType } from '../../lib/change-events.ts';
import type { Formatters } from '../../lib/formatters.ts';
import { licenceStatus, type LicenceStatus } from '../../lib/licence-status.ts';
import { registerText, statusValue } from '../../server/site/register-values.ts';

/**
 * One history event as a sentence in the reader's language, with the old and new values where the
 * register gives them (dates through the page's formatters, flags as yes or no). Shared by the
 * company page's History section and the home page's latest changes.
 */

/** Columns of companies → the company page's label for them. */
const FIELD: Record<string, MessageKey> = {
  name: 'company.field.legalName',
  current_status: 'company.field.status',
  inactive: 'company.field.status',
  company_type: 'company.field.type',
  nonprofit: 'company.field.nonprofit',
  incorporation_date: 'company.field.incorporated',
  dissolution_date: 'company.field.dissolved',
  branch: 'company.field.branch',
  website: 'company.field.website',
  business_number: 'company.field.businessNumber',
  registered_address_in_full: 'company.field.address',
  postal_code: 'company.field.postalCode',
  alternative_legal_name: 'company.field.alternativeName',
  previous_company_number: 'company.field.previousNumber',
  native_company_number: 'company.field.nativeNumber',
  restricted_for_marketing: 'company.field.restricted',
  accounts_next_due: 'company.field.accountsNextDue',
  accounts_reference_date: 'company.field.accountsReference',
  accounts_category: 'company.field.accountsCategory',
  annual_return_next_due: 'company.field.returnNextDue',
  annual_return_last_made_up: 'company.field.returnLastMadeUp',
  liquidated: 'company.field.liquidated',
  has_insolvency_history: 'company.field.insolvency',
  has_litigation: 'company.field.litigation',
  lei: 'company.field.lei',
};

/** A licence state's label (the company page's Licences section says the same). */
const LICENCE_STATE: Record<LicenceStatus, MessageKey> = {
  active: 'company.licence.active',
  exceeded: 'company.licence.exceeded',
  suspended: 'company.licence.suspended',
  revoked: 'company.licence.revoked',
  expired: 'company.licence.expired',
  unverified: 'company.licence.unverified',
};

/** What the event is about, the subject's name where it is another record. */
export type WordedEvent = ChangeEvent & { subject?: string };

/**
 * A register's value inside a sentence, isolated (FSI … PDI): a Latin address with leading digits
 * inside an Arabic sentence would otherwise be reordered ("High Street, 1" for "1 High Street").
 */
const isolate = (v: string): string => `\u2068${v}\u2069`;

export function historySentence(e: WordedEvent, t: Translate, f: Formatters): string {
  const value = (v: string | null | undefined, type: ValueType = 'text'): string | null => {
    if (v === null || v === undefined) return null;
    if (type === 'date') return f.date(v);
    if (type === 'flag') return t(v === '0' || v === 'false' ? 'common.no' : 'common.yes');
    return isolate(v);
  };
  const change = (field: string, type: ValueType = 'text'): string => {
    const label = FIELD[field] ? t(FIELD[field]) : undefined;
    const [old, now] = [value(e.old, type), value(e.new, type)];
    if (!label) return t('history.recordUpdated');
    if (old !== null && now !== null) return t('history.fieldChanged', { field: label, old, new: now });
    if (now !== null) return t('history.fieldSet', { field: label, new: now });
    return t('history.fieldCleared', { field: label });
  };
  const name = isolate(e.subject ?? '–');
  const [oldText, newText] = [e.old ? isolate(e.old) : null, e.new ? isolate(e.new) : null];
  switch (e.kind) {
    case 'nameChanged':
      return oldText && newText ? t('history.nameChanged', { old: oldText, new: newText }) : change('name');
    case 'statusChanged':
      if (e.field === 'inactive')
        return t('history.fieldSet', {
          field: t('company.field.status'),
          new: t(e.new === '1' ? 'search.status.inactive' : 'search.status.active'),
        });
      {
        // The normalised state in the reader's language, with the register's wording beside it (as the page's status).
        const [was, now] = [e.old, e.new].map((v) => (v ? isolate(registerText(statusValue(t, v, null))) : null));
        return was && now ? t('history.statusChanged', { old: was, new: now }) : change('current_status');
      }
    case 'dissolved':
      return e.on ? t('history.dissolvedOn', { date: f.date(e.on) }) : t('history.dissolved');
    case 'addressMoved':
      return oldText && newText ? t('history.addressMoved', { old: oldText, new: newText }) : change('registered_address_in_full');
    case 'officerAppointed':
      return t('history.officerAppointed', { name });
    case 'officerResigned':
      return e.on ? t('history.officerResignedOn', { name, date: f.date(e.on) }) : t('history.officerResigned', { name });
    case 'officerUpdated':
      return t('history.officerUpdated', { name });
    case 'chargeRegistered':
      return t('history.chargeRegistered');
    case 'chargeSatisfied':
      return t('history.chargeSatisfied');
    case 'parentChanged':
      return t('history.parentChanged', { old: oldText ?? '–', new: newText ?? '–' });
    case 'linkEnded':
      return e.on ? t('history.linkEndedOn', { name, date: f.date(e.on) }) : t('history.linkEnded', { name });
    case 'accountsFiled':
      return e.on ? t('history.accountsFiled', { date: f.date(e.on) }) : t('history.recordUpdated');
    case 'financialsRevised':
      return e.on ? t('history.financialsRevised', { date: f.date(e.on) }) : t('history.recordUpdated');
    case 'fieldChanged':
      return change(e.field ?? '', e.valueType);
    case 'licenceGranted':
      return t('history.licenceGranted', { licence: isolate(e.licence ?? '–') });
    case 'licenceStatusChanged':
      return t('history.licenceStatusChanged', {
        licence: isolate(e.licence ?? '–'),
        old: t(LICENCE_STATE[licenceStatus(e.old ?? '')]),
        new: t(LICENCE_STATE[licenceStatus(e.new ?? '')]),
      });
    case 'licenceEnded':
      return t('history.licenceEnded', { licence: isolate(e.licence ?? '–') });
    case 'licenceUpdated':
      return t('history.licenceUpdated', { licence: isolate(e.licence ?? '–') });
    default:
      return t('history.recordUpdated');
  }
}
