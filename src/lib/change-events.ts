/**
 * Readable events from what imports recorded in `record_changes`. Each row holds one record's diff
 * (`{ field: [old, new] }`, src/server/import/field-diff.ts) for one table; this turns it into typed
 * events a page (or, later, an alert) words in the reader's language. Pure and total: a diff it
 * cannot read, or a change it has no name for, becomes one 'recordUpdated' event, never an error.
 *
 * What each table's diff holds (see the writers in src/server/import/):
 * - companies: columns of companies, and the charge counts as 'charges.total' … (record_id = the company);
 * - officers: the person's columns, and the appointment's prefixed 'appointment.' (record_id = the
 *   person, whose company is the appointment's);
 * - relationships: start_date, end_date, status, parent_company_id … (record_id = the link);
 * - financial_summaries and the other owned tables: their columns (record_id = the row);
 * - licences: { licence: [before, after] }, each the licence as an object or null (record_id = the
 *   company holding it; src/server/import/licence-writer.ts): null before is a licence granted, null
 *   after one the regulator no longer lists.
 * New rows are not recorded there, only changes to rows already stored.
 */

export type ChangeEventKind =
  | 'nameChanged'
  | 'statusChanged'
  | 'dissolved'
  | 'addressMoved'
  | 'officerAppointed'
  | 'officerResigned'
  | 'officerUpdated'
  | 'chargeRegistered'
  | 'chargeSatisfied'
  | 'parentChanged'
  | 'linkEnded'
  | 'accountsFiled'
  | 'financialsRevised'
  | 'licenceGranted'
  | 'licenceStatusChanged'
  | 'licenceEnded'
  | 'licenceUpdated'
  | 'fieldChanged'
  | 'recordUpdated';

/** How a field's values read: dates are formatted, flags are yes or no, text is shown as it is. */
export type ValueType = 'text' | 'date' | 'flag';

export interface ChangeEvent {
  kind: ChangeEventKind;
  /** When the import recorded the change (ISO timestamp). */
  recordedAt: string;
  /** The change's own date where the register gives one (dissolved on, resigned on, made up to). */
  on: string | null;
  /** The import that recorded it (its format: the source's name, src/lib/source-names.ts). */
  source: string;
  table: string;
  recordId: string;
  /** For fieldChanged (and statusChanged from the inactive flag): the column that changed. */
  field?: string;
  valueType?: ValueType;
  old?: string | null;
  new?: string | null;
  /** For licence events: the licence as the register words it ("Bank, FINMA"). */
  licence?: string;
}

/** One record_changes row as read, with the source of its import run. */
export interface ChangeRow {
  table_name: string;
  record_id: string;
  changed_at: string;
  diff: string;
  source: string | null;
}

/** Columns that say nothing a reader would call a change (kept in step with another column, or bookkeeping). */
const SILENT = new Set(['normalised_name', 'extra', 'source', 'source_url', 'content_hash', 'updated_at', 'retrieved_at']);

/** Companies columns shown with a name of their own (the page's field labels); others are 'recordUpdated'. */
export const COMPANY_FIELDS: Record<string, ValueType> = {
  company_type: 'text',
  nonprofit: 'flag',
  incorporation_date: 'date',
  dissolution_date: 'date',
  branch: 'text',
  website: 'text',
  business_number: 'text',
  postal_code: 'text',
  alternative_legal_name: 'text',
  previous_company_number: 'text',
  native_company_number: 'text',
  restricted_for_marketing: 'flag',
  accounts_next_due: 'date',
  accounts_reference_date: 'text',
  accounts_category: 'text',
  annual_return_next_due: 'date',
  annual_return_last_made_up: 'date',
  liquidated: 'flag',
  has_insolvency_history: 'flag',
  has_litigation: 'flag',
  lei: 'text',
};

const DISSOLVED = /dissolv|struck|closed|removed|deregist|cancel/i;

function text(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return null;
}

function readDiff(raw: string): Record<string, [unknown, unknown]> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const out: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(parsed)) if (Array.isArray(v) && v.length === 2) out[k] = [v[0], v[1]];
  return out;
}

type Base = Pick<ChangeEvent, 'recordedAt' | 'source' | 'table' | 'recordId'>;

function companyEvents(d: Record<string, [unknown, unknown]>, base: Base): ChangeEvent[] {
  const out: ChangeEvent[] = [];
  const ev = (kind: ChangeEventKind, more: Partial<ChangeEvent> = {}) => out.push({ kind, on: null, ...base, ...more });
  const has = (k: string) => k in d;
  const newStatus = text(d.current_status?.[1]);
  const dissolvedOn = has('dissolution_date') && !text(d.dissolution_date[0]) ? text(d.dissolution_date[1]) : null;
  const dissolved =
    dissolvedOn !== null || (newStatus !== null && DISSOLVED.test(newStatus) && !DISSOLVED.test(text(d.current_status[0]) ?? ''));
  if (has('name')) ev('nameChanged', { old: text(d.name[0]), new: text(d.name[1]) });
  if (dissolved) ev('dissolved', { on: dissolvedOn, old: text(d.current_status?.[0]), new: newStatus });
  else if (has('current_status'))
    ev('statusChanged', { field: 'current_status', valueType: 'text', old: text(d.current_status[0]), new: newStatus });
  else if (has('inactive') && text(d.inactive[1]) !== null)
    ev('statusChanged', { field: 'inactive', valueType: 'flag', old: text(d.inactive[0]), new: text(d.inactive[1]) });
  if (has('registered_address_in_full'))
    ev('addressMoved', { old: text(d.registered_address_in_full[0]), new: text(d.registered_address_in_full[1]) });
  if (has('accounts_last_made_up') && text(d.accounts_last_made_up[1])) ev('accountsFiled', { on: text(d.accounts_last_made_up[1]) });
  const more = (k: string) => has(k) && Number(d[k][1] ?? 0) > Number(d[k][0] ?? 0);
  // A first charge shows as has_charges; later ones as a higher count (a first import of counts is no news).
  if (
    (has('has_charges') && text(d.has_charges[1]) === '1' && text(d.has_charges[0]) !== '1') ||
    (more('charges.total') && d['charges.total'][0] !== null)
  )
    ev('chargeRegistered');
  if (more('charges.satisfied') && d['charges.satisfied'][0] !== null) ev('chargeSatisfied');
  for (const [field, valueType] of Object.entries(COMPANY_FIELDS)) {
    // The dissolution date is told by 'dissolved'; the postal code moves with the address.
    if (!has(field) || (field === 'dissolution_date' && dissolved) || (field === 'postal_code' && has('registered_address_in_full')))
      continue;
    ev('fieldChanged', { field, valueType, old: text(d[field][0]), new: text(d[field][1]) });
  }
  return out;
}

function officerEvents(d: Record<string, [unknown, unknown]>, base: Base): ChangeEvent[] {
  const ended = text(d['appointment.end_date']?.[1]);
  const status = text(d['appointment.status']?.[1]);
  // A person now holding a position in another company: `new` is that company's id.
  if ('appointment.company_id' in d)
    return [{ kind: 'officerAppointed', on: text(d['appointment.start_date']?.[1]), ...base, new: text(d['appointment.company_id'][1]) }];
  if ((ended && !text(d['appointment.end_date'][0])) || (status && /resign|ceased|former|inactive|ended/i.test(status)))
    return [{ kind: 'officerResigned', on: ended, ...base }];
  return [{ kind: 'officerUpdated', on: null, ...base }];
}

function relationshipEvents(d: Record<string, [unknown, unknown]>, base: Base): ChangeEvent[] {
  if ('parent_company_id' in d)
    return [{ kind: 'parentChanged', on: null, ...base, old: text(d.parent_company_id[0]), new: text(d.parent_company_id[1]) }];
  const ended = text(d.end_date?.[1]);
  const status = text(d.status?.[1]);
  if ((ended && !text(d.end_date[0])) || (status && /end|inactive|retired|lapsed/i.test(status)))
    return [{ kind: 'linkEnded', on: ended, ...base }];
  return [{ kind: 'recordUpdated', on: null, ...base }];
}

/** A licence as a diff holds it; undefined when it is not one. */
function licenceOf(
  v: unknown,
): { licence_type: string; regulator: string; status: string | null; granted_on: string | null; ended_on: string | null } | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.licence_type !== 'string' || typeof o.regulator !== 'string') return undefined;
  return {
    licence_type: o.licence_type,
    regulator: o.regulator,
    status: text(o.status),
    granted_on: text(o.granted_on),
    ended_on: text(o.ended_on),
  };
}

function licenceEvents(d: Record<string, [unknown, unknown]>, base: Base): ChangeEvent[] {
  if (!('licence' in d)) return [];
  const [was, now] = [licenceOf(d.licence[0]), licenceOf(d.licence[1])];
  const either = now ?? was;
  if (!either) return [];
  const licence = `${either.licence_type}, ${either.regulator}`;
  if (!was) return [{ kind: 'licenceGranted', on: now!.granted_on, ...base, licence, new: now!.status }];
  if (!now) return [{ kind: 'licenceEnded', on: was.ended_on, ...base, licence, old: was.status }];
  if (was.status !== now.status)
    return [{ kind: 'licenceStatusChanged', on: now.ended_on, ...base, licence, old: was.status, new: now.status }];
  return [{ kind: 'licenceUpdated', on: null, ...base, licence }];
}

/** The events one record_changes row tells, in a fixed order; at least one for any row. */
export function changeEvents(row: ChangeRow): ChangeEvent[] {
  const base: Base = { recordedAt: String(row.changed_at), source: row.source ?? '', table: row.table_name, recordId: row.record_id };
  const generic = [{ kind: 'recordUpdated' as const, on: null, ...base }];
  const raw = typeof row.diff === 'string' ? readDiff(row.diff) : undefined;
  if (!raw) return generic;
  const d = Object.fromEntries(Object.entries(raw).filter(([k]) => !SILENT.has(k.replace(/^appointment\./, ''))));
  let out: ChangeEvent[];
  switch (row.table_name) {
    case 'companies':
      out = companyEvents(d, base);
      break;
    case 'officers':
      out = officerEvents(d, base);
      break;
    case 'relationships':
      out = relationshipEvents(d, base);
      break;
    case 'financial_summaries':
      out = [{ kind: 'financialsRevised', on: null, ...base }];
      break;
    case 'licences':
      out = licenceEvents(d, base);
      break;
    default:
      out = [];
  }
  return out.length ? out : generic;
}
