import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import { nationalityCountry } from '../../src/lib/nationalities.ts';
import { roleOf } from '../../src/lib/officer-roles.ts';
import { countryValue, nationalityValue, registerText, roleValue, statusValue } from '../../src/server/site/register-values.ts';

describe('register values in the reader language', () => {
  it('gives the translated state with the register wording beside it when it differs', () => {
    const zh = translator('zh-cn');
    expect(statusValue(zh, 'Live Company', 0)).toMatchObject({ state: 'active', label: '存续', own: 'Live Company' });
    expect(registerText(statusValue(translator('ar'), 'In Administration', 0))).toBe('قيد التصفية أو الحراسة القضائية (In Administration)');
    // The same words: shown once.
    expect(statusValue(translator('en'), 'Active', 0)).toMatchObject({ label: 'Active', own: null });
    expect(statusValue(translator('en'), null, null).state).toBe('unknown');
  });

  it('translates the roles registers write, keeping the words of one it does not know', () => {
    expect(roleOf('Director')).toBe('director');
    expect(roleOf('chairman of the board of directors')).toBe('chairman');
    expect(roleOf('statutory auditor')).toBe('auditor');
    expect(roleOf('法定代表人')).toBe('legalRepresentative');
    expect(roleOf('llp designated member')).toBe('partner');
    expect(roleOf('member of the supervisory board')).toBe('supervisoryBoardMember');
    expect(roleOf('person with significant control')).toBe('significantControl');
    expect(roleValue(translator('zh-cn'), 'director')).toEqual({ label: '董事', own: 'director' });
    expect(roleValue(translator('ar'), 'Keeper of the seals')).toEqual({ label: 'Keeper of the seals', own: null });
  });

  it('names the country of a nationality or residence in the reader language', () => {
    expect(nationalityCountry('British')).toBe('GB');
    expect(nationalityCountry('Chinese (Hong Kong)')).toBe('HK');
    expect(nationalityCountry('Martian')).toBeNull();
    expect(nationalityValue('zh-cn', 'British')).toEqual({ label: '英国', own: 'British' });
    expect(nationalityValue('ar', 'Martian')).toEqual({ label: 'Martian', own: null });
    expect(countryValue('zh-cn', 'United Kingdom').label).toBe('英国');
    expect(countryValue('ar', 'England').label).toBe('المملكة المتحدة');
    expect(countryValue('en', 'Atlantis').label).toBe('Atlantis');
  });
});
