import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Lang } from '../../i18n/languages.ts';
import { alpha2Of, normalizeCountryCode } from '../../lib/country-codes.ts';
import { countryNamer } from './country-names.ts';

/** A country entry of spec section 3. */
export interface CountryEntry {
  /** 3-digit numeric ISO code as text. */
  countryCode: string;
  /** Alpha-2 code; UK for the United Kingdom as the spec's data has it. */
  twoCharCode: string;
  /** Dial prefix with a leading 00, e.g. 0086, 001. */
  code: string;
  name: string;
  /** Rectangular (3:2) and square (1:1) flag images from our own origin. */
  flag: string;
  flagC: string;
}

export interface CountryGroup {
  letter: string;
  data: CountryEntry[];
}

const CHINESE_VARIANT = new Set(['zh', 'zh-cn', 'zh-tw', 'zh-hk']);
/** Numeric codes of the Chinese variant's remaps (spec section 3). */
const HONG_KONG = '344';
const TAIWAN = '158';
const CHINA = '156';

/** Flag URLs use the real ISO code (GB) even where the entry shows UK. */
export function flagUrls(alpha2: string): { flag: string; flagC: string } {
  return { flag: `/flags/3x2/${alpha2}.svg`, flagC: `/flags/1x1/${alpha2}.svg` };
}

function buildEntries(lang: Lang): CountryEntry[] {
  const nameOf = countryNamer(lang);
  const dialable = new Set<string>(getCountries());
  const out: CountryEntry[] = [];
  for (const alpha2 of Object.keys(countries.getAlpha2Codes())) {
    if (!dialable.has(alpha2)) continue; // no dial code: uninhabited territories such as Bouvet Island
    const numeric = countries.alpha2ToNumeric(alpha2);
    if (!numeric) continue;
    let name = nameOf(alpha2);
    let countryCode = numeric;
    if (CHINESE_VARIANT.has(lang)) {
      if (numeric === HONG_KONG) countryCode = CHINA;
      if (numeric === TAIWAN) name = name.replace(/^中[国國]/, '').replace(/省$/, '');
    }
    out.push({
      countryCode,
      twoCharCode: alpha2 === 'GB' ? 'UK' : alpha2,
      code: `00${getCountryCallingCode(alpha2 as CountryCode)}`,
      name,
      ...flagUrls(alpha2),
    });
  }
  return out;
}

const cache = new Map<Lang, { flat: CountryEntry[]; groups: CountryGroup[] }>();

function lists(lang: Lang) {
  let hit = cache.get(lang);
  if (!hit) {
    const entries = buildEntries(lang);
    const flat = [...entries].sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.twoCharCode.localeCompare(b.twoCharCode));
    // Groups follow the English name's initial so that every language shows the same A to Z index.
    const english = countryNamer('en');
    const byLetter = new Map<string, CountryEntry[]>();
    for (const e of entries) {
      const letter = english(e.twoCharCode === 'UK' ? 'GB' : e.twoCharCode)
        .normalize('NFD')[0]
        .toUpperCase();
      (byLetter.get(letter) ?? byLetter.set(letter, []).get(letter)!).push(e);
    }
    const collator = new Intl.Collator(lang);
    const groups = [...byLetter.keys()].sort().map((letter) => ({
      letter,
      data: byLetter.get(letter)!.sort((a, b) => collator.compare(a.name, b.name)),
    }));
    hit = { flat, groups };
    cache.set(lang, hit);
  }
  return hit;
}

/** All entries sorted by countryCode. */
export function countryList(lang: Lang): CountryEntry[] {
  return lists(lang).flat;
}

/** Entries grouped by first letter, A to Z. */
export function countryGroups(lang: Lang): CountryGroup[] {
  return lists(lang).groups;
}

/**
 * One entry by numeric code or alpha-2 (UK accepted). Matched on the ISO identity, so Hong Kong (344)
 * is found in the Chinese variant too, where its entry shows the remapped China code.
 */
export function findCountry(lang: Lang, code: string): CountryEntry | undefined {
  const numeric = normalizeCountryCode(code);
  const alpha2 = numeric ? alpha2Of(numeric) : undefined;
  if (!alpha2) return undefined;
  const twoChar = alpha2 === 'GB' ? 'UK' : alpha2;
  return countryList(lang).find((e) => e.twoCharCode === twoChar);
}
