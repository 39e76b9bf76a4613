import { describe, expect, it } from 'vitest';
import { checkCodeFormat, checkEmail, checkInternationalPhone, checkNewPassword, checkPhone } from '../../src/lib/account-rules.ts';

describe('account rules (spec section 5)', () => {
  it('takes an 0086 number of 11 digits starting 1 then 3-9, and nothing else there', () => {
    expect(checkPhone('0086', '138 0013 8000')).toEqual({ ok: true, value: '+8613800138000' });
    for (const bad of ['12800138000', '1380013800', '138001380000', '2380013800a'])
      expect(checkPhone('0086', bad)).toEqual({ ok: false, error: 'auth.phoneInvalid' });
  });
  it('takes 5 to 20 digits elsewhere, when the country reads them as a possible number', () => {
    expect(checkPhone('0044', '020 7946 0018')).toEqual({ ok: true, value: '+442079460018' });
    expect(checkPhone('001', '212-555-0100')).toEqual({ ok: true, value: '+12125550100' });
    for (const bad of ['1234', '123456789012345678901', '20a7946']) expect(checkPhone('0044', bad).ok).toBe(false);
    expect(checkPhone('x1', '2079460018').ok).toBe(false);
  });
  it('reads numbers typed with their country', () => {
    expect(checkInternationalPhone('+44 20 7946 0018')).toEqual({ ok: true, value: '+442079460018' });
    expect(checkInternationalPhone('0086 13800138000')).toEqual({ ok: true, value: '+8613800138000' });
    expect(checkInternationalPhone('+86 12800138000')).toEqual({ ok: false, error: 'auth.phoneInvalid' });
    expect(checkInternationalPhone('13800138000')).toBeUndefined();
  });
  it('wants four-digit codes and a standard e-mail address', () => {
    expect(checkCodeFormat(' 0427 ')).toEqual({ ok: true, value: '0427' });
    for (const bad of ['427', '04271', 'abcd']) expect(checkCodeFormat(bad)).toEqual({ ok: false, error: 'auth.codeIncorrect' });
    expect(checkEmail(' Ann@Example.COM ')).toEqual({ ok: true, value: 'ann@example.com' });
    for (const bad of ['ann', 'ann@', 'ann@example', 'a nn@example.com', 'ann@@example.com'])
      expect(checkEmail(bad)).toEqual({ ok: false, error: 'auth.emailInvalid' });
  });
  it('wants a new password of 6 to 18 characters, other than the old one, typed the same twice', () => {
    expect(checkNewPassword('secret1')).toEqual({ ok: true, value: 'secret1' });
    expect(checkNewPassword('12345').ok).toBe(false);
    expect(checkNewPassword('x'.repeat(19))).toEqual({ ok: false, error: 'auth.passwordLength' });
    expect(checkNewPassword('秘密秘密秘密')).toEqual({ ok: true, value: '秘密秘密秘密' });
    expect(checkNewPassword('secret1', 'secret1', 'secret1')).toEqual({ ok: false, error: 'auth.passwordSame' });
    expect(checkNewPassword('secret1', 'secret2', 'old-one')).toEqual({ ok: false, error: 'auth.passwordMismatch' });
  });
});
