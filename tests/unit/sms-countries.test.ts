import { describe, expect, it } from 'vitest';
import { parseSmsCountries, SERVED_COUNTRIES, smsDestination, type SmsCountries } from '../../src/server/accounts/sms-countries.ts';

const allowed = (value?: string): SmsCountries => {
  const a = parseSmsCountries(value);
  if (!a) throw new Error(`not an SMS_ALLOWED_COUNTRIES value: ${value}`);
  return a;
};

describe('SMS_ALLOWED_COUNTRIES', () => {
  it('defaults to the countries of the editions', () => {
    expect([...allowed().countries].sort()).toEqual([...SERVED_COUNTRIES].sort());
    expect(SERVED_COUNTRIES).toEqual(expect.arrayContaining(['GB', 'US', 'CN', 'JP', 'IN', 'FR']));
  });
  it('reads alpha-2 codes (UK for GB), calling codes in any spelling, and all', () => {
    const a = allowed('uk, DE, +49, 0033, 1');
    expect([...a.countries].sort()).toEqual(['DE', 'GB']);
    expect([...a.callingCodes].sort()).toEqual(['1', '33', '49']);
    expect(allowed('all').all).toBe(true);
  });
  it('refuses what is neither', () => {
    for (const bad of ['XX', 'Germany', '+12345', 'GB;DE']) expect(parseSmsCountries(bad)).toBeUndefined();
  });
});

describe('where a text message may go', () => {
  const served = allowed();
  it('sends to the countries served', () => {
    expect(smsDestination('+447700900123', served)).toMatchObject({ allowed: true, callingCode: '44' });
    expect(smsDestination('+8613800138000', served)).toMatchObject({ allowed: true, callingCode: '86', country: 'CN' });
    expect(smsDestination('+12025550143', served)).toMatchObject({ allowed: true, callingCode: '1' });
  });
  it('refuses international networks, Ascension, Papua New Guinea and other countries not served', () => {
    for (const phone of ['+882123456789', '+88312345678', '+2476123', '+67570123456', '+4915112345678'])
      expect(smsDestination(phone, served).allowed, phone).toBe(false);
  });
  it('tells a country inside a shared calling code (+1 876 is Jamaica, not the United States)', () => {
    expect(smsDestination('+18765550123', served)).toMatchObject({ allowed: false, country: 'JM' });
    expect(smsDestination('+18765550123', allowed('1')).allowed).toBe(true);
  });
  it('never texts premium-rate numbers, even when every country is allowed', () => {
    expect(smsDestination('+19005550123', allowed('all')).allowed).toBe(false);
    expect(smsDestination('+4915112345678', allowed('all')).allowed).toBe(true);
  });
});
