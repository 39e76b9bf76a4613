import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { EDITION_LANG } from '../../lib/editions.ts';

/**
 * Where text messages may go (SMS_ALLOWED_COUNTRIES), against SMS pumping: premium-rate and
 * unallocated ranges (+882, +883 international networks, +247 Ascension, +675 Papua New Guinea …) are
 * where pumped messages earn their owner money, and a site has no members there it needs to text.
 * The full metadata of libphonenumber-js tells a number's country (+1 876 is Jamaica, not the United
 * States) and its type (premium rate and shared cost are never texted).
 */
export interface SmsCountries {
  /** 'all': every country (the operator's choice; the caps in limits.ts still apply). */
  all: boolean;
  /** ISO alpha-2 countries (upper case). */
  countries: ReadonlySet<string>;
  /** Country calling codes allowed as such ('44'): every number under them. */
  callingCodes: ReadonlySet<string>;
}

/** The countries the site serves: those of its editions (lib/editions.ts). */
export const SERVED_COUNTRIES: readonly string[] = Object.keys(EDITION_LANG);

/** SMS_ALLOWED_COUNTRIES: `all`, or a comma list of ISO alpha-2 codes (GB, UK for GB) and calling codes (44, +44, 0044); unset: the served countries. Undefined when an entry is neither. */
export function parseSmsCountries(value: string | undefined): SmsCountries | undefined {
  const v = value?.trim() ?? '';
  if (!v) return { all: false, countries: new Set(SERVED_COUNTRIES), callingCodes: new Set() };
  if (v.toLowerCase() === 'all') return { all: true, countries: new Set(), callingCodes: new Set() };
  const countries = new Set<string>();
  const callingCodes = new Set<string>();
  for (const item of v.split(',').map((s) => s.trim().toUpperCase())) {
    const code = /^(?:\+|00)?(\d{1,3})$/.exec(item);
    const alpha2 = item === 'UK' ? 'GB' : item;
    if (code) callingCodes.add(code[1]);
    else if (/^[A-Z]{2}$/.test(alpha2) && isSupportedCountry(alpha2)) countries.add(alpha2);
    else return undefined;
  }
  return { all: false, countries, callingCodes };
}

export type SmsDestination = { allowed: boolean; callingCode: string; country: string | undefined };

/** Number types no verification code is sent to. */
const NEVER_TEXTED = new Set(['PREMIUM_RATE', 'SHARED_COST']);

/**
 * Whether a message may go to a number (E.164), with its country calling code (for the per-country
 * caps) and its country. A number whose country libphonenumber-js knows is allowed when that country
 * is (or its calling code is listed); one whose country it cannot tell (not a valid number there)
 * only when its calling code is listed or belongs to an allowed country.
 */
export function smsDestination(phone: string, allowed: SmsCountries): SmsDestination {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return { allowed: false, callingCode: 'unknown', country: undefined };
  const callingCode = String(parsed.countryCallingCode);
  const country = parsed.country;
  const type = parsed.getType();
  if (type && NEVER_TEXTED.has(type)) return { allowed: false, callingCode, country };
  if (allowed.all || allowed.callingCodes.has(callingCode)) return { allowed: true, callingCode, country };
  if (country) return { allowed: allowed.countries.has(country), callingCode, country };
  return { allowed: [...allowed.countries].some((c) => callingCodeOf(c) === callingCode), callingCode, country };
}

const callingCodes = new Map<string, string>(getCountries().map((c) => [c, getCountryCallingCode(c as CountryCode)]));
const callingCodeOf = (alpha2: string): string | undefined => callingCodes.get(alpha2);
