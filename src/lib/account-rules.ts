import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { LIMITS } from './constants.ts';

/**
 * The account rules of spec section 5, pure so that islands and the API apply the same ones. Each
 * refusal names its catalogue key; the API and the login overlay word it in the visitor's language.
 */
export type RuleKey =
  | 'auth.phoneInvalid'
  | 'auth.codeIncorrect'
  | 'auth.emailInvalid'
  | 'auth.passwordLength'
  | 'auth.passwordSame'
  | 'auth.passwordMismatch'
  | 'auth.accountRequired'
  | 'auth.passwordRequired';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: RuleKey };

/**
 * A phone number from a dial code ('0086', '001' …) and what was typed. For 0086 the spec's rule:
 * 11 digits, first 1, second 3–9. Elsewhere 5 to 20 characters, and where libphonenumber-js knows
 * the country it must also read as a possible number there. The value is E.164, one spelling per number.
 */
export function checkPhone(dialCode: string, typed: string, country?: CountryCode): Checked<string> {
  const number = typed.replace(/[\s\-().]/g, '');
  const dial = dialCode.replace(/^00/, '').replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(dial)) return { ok: false, error: 'auth.phoneInvalid' };
  if (dial === '86') return /^1[3-9]\d{9}$/.test(number) ? { ok: true, value: `+86${number}` } : { ok: false, error: 'auth.phoneInvalid' };
  if (number.length < 5 || number.length > 20 || !/^\d+$/.test(number)) return { ok: false, error: 'auth.phoneInvalid' };
  const parsed = parsePhoneNumberFromString(`+${dial}${number}`, country);
  if (!parsed || !parsed.isPossible()) return { ok: false, error: 'auth.phoneInvalid' };
  return { ok: true, value: parsed.number };
}

/** A number typed with its country ('+44 20 7946 0000', '0044…'); undefined when it is not written so. */
export function checkInternationalPhone(typed: string): Checked<string> | undefined {
  const t = typed.trim();
  if (!t.startsWith('+') && !t.startsWith('00')) return undefined;
  const parsed = parsePhoneNumberFromString(t.replace(/^00/, '+'));
  if (!parsed) return { ok: false, error: 'auth.phoneInvalid' };
  return parsed.countryCallingCode === '86'
    ? checkPhone('0086', parsed.nationalNumber)
    : parsed.isPossible()
      ? { ok: true, value: parsed.number }
      : { ok: false, error: 'auth.phoneInvalid' };
}

/** Whether what was typed is shaped like a verification code (four digits); it says nothing of whether the code is right. */
export function checkCodeFormat(code: string): Checked<string> {
  return /^\d{4}$/.test(code.trim()) ? { ok: true, value: code.trim() } : { ok: false, error: 'auth.codeIncorrect' };
}

/** A standard e-mail pattern (one @, a dot in the domain, no spaces), lower-cased. */
export function checkEmail(email: string): Checked<string> {
  const value = email.trim().toLowerCase();
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value)
    ? { ok: true, value }
    : { ok: false, error: 'auth.emailInvalid' };
}

/** A new password: 6 to 18 characters (LIMITS), different from the old one, confirmed by the same typing. */
export function checkNewPassword(password: string, confirm?: string, old?: string): Checked<string> {
  if ([...password].length < LIMITS.passwordMin || [...password].length > LIMITS.passwordMax)
    return { ok: false, error: 'auth.passwordLength' };
  if (old !== undefined && password === old) return { ok: false, error: 'auth.passwordSame' };
  if (confirm !== undefined && confirm !== password) return { ok: false, error: 'auth.passwordMismatch' };
  return { ok: true, value: password };
}

/** What an "account" typed at login is: an e-mail address, else a phone number in E.164. */
export function accountKind(account: string): 'email' | 'phone' {
  return account.includes('@') ? 'email' : 'phone';
}
