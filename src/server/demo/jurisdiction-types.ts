import type { Scheme } from './industries.ts';
import type { AddressStyle } from './names/types.ts';

/**
 * A legal form as it appears in names: '…' is where the name goes ('… GmbH', 'ООО «…»',
 * 'บริษัท … จำกัด'). `type` is the register's company type; `en` the English form used for English
 * alternative names; flags: p may be listed on an exchange, n nonprofit, l partnership.
 */
export interface LegalForm {
  template: string;
  type: string;
  weight: number;
  en?: string;
  flags: string;
}

export interface City {
  /** As written in addresses, in the register's script (深圳市南山区, 東京都港区, Sydney NSW). */
  native: string;
  latin: string;
  /** As used inside company names (深圳, 東京). */
  short: string;
  /** Postal code pattern of the city, when it differs from the jurisdiction's. */
  postal?: string;
}

/** One language community of a jurisdiction: its share of names, its legal forms, optionally its own cities. */
export interface Variant {
  culture: string;
  share: number;
  forms: LegalForm[];
  cities?: City[];
}

export type RoleSet = 'uk' | 'us' | 'ca' | 'de' | 'civil' | 'nordic' | 'cn' | 'jp' | 'ru' | 'arab' | 'in';
export type StatusSet =
  'uk' | 'hk' | 'sg' | 'us' | 'ca' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'cn' | 'tw' | 'jp' | 'kr' | 'ru' | 'th' | 'au' | 'in' | 'default';

export interface Jurisdiction {
  /** OpenCorporates jurisdiction code. */
  code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Relative share of companies (big economies weigh more; every jurisdiction at least 1). */
  weight: number;
  currency: string;
  scheme: Scheme;
  variants: Variant[];
  /**
   * Company number pattern: '#' digits that make the number unique within the jurisdiction, '%' any
   * digit, '@' any capital letter, '~' any small letter; anything else is literal.
   */
  number: string;
  /** Postal code pattern ('' where the country has none). */
  postal: string;
  cities: City[];
  roles: RoleSet;
  statuses: StatusSet;
  address: AddressStyle;
  /** Business (tax, VAT) number pattern; '{n}' stands for the company number. */
  business?: string;
  /** Share of names the register keeps in capitals (Companies House). */
  upper?: number;
  /** Names not in this culture get an alternative legal name in it with this probability (Hong Kong's Chinese names). */
  alt?: { culture: string; share: number };
  /** Probability that a name not in Latin letters has an English alternative name. */
  english?: number;
  /** Top-level domain of company websites, when not the country code. */
  tld?: string;
}

/** A legal form; weight and flags as in LegalForm. */
export function f(template: string, type: string, weight: number, en?: string, flags = ''): LegalForm {
  return { template, type, weight, en, flags };
}

/** Parses 'native:latin:short:postal|…' (latin and short default to native). */
export function cities(list: string): City[] {
  return list.split('|').map((item) => {
    const [native, latin, short, postal] = item.split(':');
    return { native, latin: latin || native, short: short || native, postal: postal || undefined };
  });
}

/** The text of a legal form without its placeholder, for checks: 'ООО «»', ' GmbH'. */
export function formParts(form: LegalForm): { prefix: string; suffix: string } {
  const [prefix, suffix] = form.template.split('…');
  return { prefix, suffix: suffix ?? '' };
}
