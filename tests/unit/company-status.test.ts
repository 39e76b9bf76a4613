import { describe, expect, it } from 'vitest';
import { companyState, stateOfWording } from '../../src/lib/company-status.ts';
import { STATUSES } from '../../src/server/demo/statuses.ts';

describe('company states from register wordings', () => {
  it.each([
    // Companies House (its CompanyStatus values)
    ['Active', 'active'],
    ['Active - Proposal to Strike off', 'active'],
    ['Dissolved', 'dissolved'],
    ['Liquidation', 'insolvency'],
    ['In Administration', 'insolvency'],
    ['Administration Order', 'insolvency'],
    ['Receivership Action', 'insolvency'],
    ['Voluntary Arrangement', 'insolvency'],
    ['In Administration/Administrative Receiver', 'insolvency'],
    ['Live but Receiver Manager on at least one charge', 'insolvency'],
    ['Converted/Closed', 'dissolved'],
    ['Removed', 'dissolved'],
    // GLEIF
    ['Inactive', 'inactive'],
    // Other registers, in their own languages
    ['Suspended', 'suspended'],
    ['Live Company', 'active'],
    ["Dissolved - Members' Voluntary Winding Up", 'dissolved'],
    ["In Liquidation - Creditors' Winding Up", 'insolvency'],
    ['Good Standing', 'active'],
    ['Delinquent', 'active'],
    ['Dormant', 'inactive'],
    ['Struck Off', 'dissolved'],
    ['Deregistered', 'dissolved'],
    ['Registered', 'active'],
    ['External Administration', 'insolvency'],
    ['aktiv', 'active'],
    ['gelöscht', 'dissolved'],
    ['Insolvenzverfahren eröffnet', 'insolvency'],
    ['Radiée', 'dissolved'],
    ['Redressement judiciaire', 'insolvency'],
    ['En liquidación', 'insolvency'],
    ['Inattiva', 'inactive'],
    ['存续（在营、开业、在册）', 'active'],
    ['吊销，未注销', 'inactive'],
    ['注销', 'dissolved'],
    ['存続', 'active'],
    ['閉鎖（清算の結了等）', 'dissolved'],
    ['清算中', 'insolvency'],
    ['휴업', 'suspended'],
    ['폐업', 'dissolved'],
    ['Действующая', 'active'],
    ['В процессе ликвидации', 'insolvency'],
    ['Ликвидирована', 'dissolved'],
    ['ยังดำเนินกิจการอยู่', 'active'],
    ['ล้มละลาย', 'insolvency'],
  ])('%s → %s', (wording, state) => {
    expect(stateOfWording(wording)).toBe(state);
  });

  it('knows every wording the demo registers use, and puts each on the side of the flag it is drawn for', () => {
    for (const set of Object.values(STATUSES)) {
      for (const s of set.active) expect([s.text, stateOfWording(s.text)]).not.toEqual([s.text, null]);
      for (const s of set.inactive) expect([s.text, stateOfWording(s.text)]).not.toEqual([s.text, 'active']);
      for (const s of set.inactive) expect([s.text, stateOfWording(s.text)]).not.toEqual([s.text, null]);
    }
  });

  it('falls back to the inactive flag for a wording it does not know, else unknown', () => {
    expect(companyState('Something new', 0)).toBe('active');
    expect(companyState('Something new', 1)).toBe('inactive');
    expect(companyState(null, 1)).toBe('inactive');
    expect(companyState(null, null)).toBe('unknown');
    expect(companyState('In Administration', 0)).toBe('insolvency');
  });
});
