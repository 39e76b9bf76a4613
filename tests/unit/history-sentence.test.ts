import { describe, expect, it } from 'vitest';
import { historySentence, type WordedEvent } from '../../src/components/company/history-sentence.ts';
import { translator } from '../../src/i18n/t.ts';
import { formattersFor } from '../../src/lib/formatters.ts';

const base = { recordedAt: '2026-11-20T10:00:00.000Z', on: null, source: 'companies-house-csv', table: 'companies', recordId: 'c1' };
// The register's values come isolated (FSI … PDI, for right-to-left pages); the tests read the words.
const say = (e: Partial<WordedEvent>, lang: 'en' | 'ar' = 'en') =>
  plain(
    historySentence(
      { ...base, kind: 'recordUpdated', ...e } as WordedEvent,
      translator(lang),
      formattersFor(lang === 'en' ? 'en-GB' : 'ar'),
    ),
  );
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');

describe('history sentences', () => {
  it('tell old and new values', () => {
    expect(say({ kind: 'nameChanged', old: 'A Ltd', new: 'B Ltd' })).toBe('Name changed from A Ltd to B Ltd');
    // Status values as the page shows them: the normalised state, with the register's wording beside it when it differs.
    expect(say({ kind: 'statusChanged', field: 'current_status', old: 'Active', new: 'Liquidation' })).toBe(
      'Status changed from Active to In liquidation or administration (Liquidation)',
    );
    expect(say({ kind: 'statusChanged', field: 'current_status', old: 'Active', new: 'Dissolved' }, 'ar')).toContain(
      `${translator('ar')('search.status.dissolved')} (Dissolved)`,
    );
    expect(say({ kind: 'addressMoved', old: '1 A St', new: '2 B Rd' })).toBe('Registered address changed from 1 A St to 2 B Rd');
  });
  it('format dates and flags, and name the field', () => {
    expect(say({ kind: 'fieldChanged', field: 'accounts_next_due', valueType: 'date', old: '2026-01-01', new: '2027-01-01' })).toBe(
      'Accounts next due changed from 1 Jan 2026 to 1 Jan 2027',
    );
    expect(say({ kind: 'fieldChanged', field: 'liquidated', valueType: 'flag', old: null, new: '1' })).toBe('Liquidated: now Yes');
    expect(say({ kind: 'fieldChanged', field: 'website', old: 'a.example', new: null })).toBe('Official website removed');
    expect(say({ kind: 'statusChanged', field: 'inactive', valueType: 'flag', old: '0', new: '1' })).toBe('Current status: now Inactive');
  });
  it('tell who, and the register’s own date where it gives one', () => {
    expect(say({ kind: 'officerResigned', subject: 'Jane Doe', on: '2026-09-30' })).toBe('Jane Doe resigned on 30 Sept 2026');
    expect(say({ kind: 'officerResigned', subject: 'Jane Doe' })).toBe('Jane Doe resigned');
    expect(say({ kind: 'dissolved', on: '2026-10-01' })).toBe('Dissolved on 1 Oct 2026');
    expect(say({ kind: 'accountsFiled', on: '2025-12-31' })).toBe('Accounts filed, made up to 31 Dec 2025');
  });
  it('isolate the register’s values, so a Latin address keeps its order in an Arabic sentence', () => {
    const e = { ...base, kind: 'addressMoved', old: '1 High St', new: '2 Low Rd' } as WordedEvent;
    expect(historySentence(e, translator('ar'), formattersFor('ar'))).toBe(
      'تغيّر العنوان المسجّل من \u20681 High St\u2069 إلى \u20682 Low Rd\u2069',
    );
  });
  it('fall back to “Record updated” for a field it has no name for, in the reader’s language', () => {
    expect(say({ kind: 'fieldChanged', field: 'mystery', old: 'a', new: 'b' })).toBe('Record updated');
    expect(say({ kind: 'recordUpdated' }, 'ar')).toBe('تحديث السجل');
  });
  it('tell licence events with the licence and its states in the reader’s language', () => {
    const licence = 'Bank, Swiss Financial Market Supervisory Authority';
    expect(say({ kind: 'licenceGranted', licence, new: 'active' })).toBe(`Licence granted: ${licence}`);
    expect(say({ kind: 'licenceStatusChanged', licence, old: 'active', new: 'revoked' })).toBe(
      `Licence ${licence}: status changed from In force to Revoked`,
    );
    expect(say({ kind: 'licenceEnded', licence })).toBe(`Licence ${licence} no longer listed by the regulator`);
    expect(say({ kind: 'licenceStatusChanged', licence, old: 'active', new: 'expired' }, 'ar')).toBe(
      `الترخيص ${licence}: تغيّرت الحال من ${translator('ar')('company.licence.active')} إلى ${translator('ar')('company.licence.expired')}`,
    );
  });
});
