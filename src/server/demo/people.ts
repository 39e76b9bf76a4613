import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { address } from './addresses.ts';
import { DEMONYMS } from './demonyms.ts';
import type { City, Jurisdiction } from './jurisdiction-types.ts';
import { CULTURES, type Culture, type Word } from './names/index.ts';
import type { Rng } from './prng.ts';
import { OCCUPATIONS } from './roles.ts';

countries.registerLocale(en);

/**
 * People of the demo world, named as their culture names them and written in its script: family name
 * first in Chinese, Japanese, Korean, Hungarian and Russian registers (with a patronymic in Russian
 * and Ukrainian), feminine surnames where the language has them, two surnames for many Spaniards.
 * Given names and surnames are drawn with a heavy head, so 王伟, John Smith, María García and 김민준
 * come up again and again as different people – the same-name case the site has to show.
 */

export interface PersonName {
  name: string;
  latin: string;
  female: boolean;
}

export function personName(rng: Rng, culture: Culture): PersonName {
  const female = rng.chance(0.36);
  const given = rng.pickCommon(female ? culture.female : culture.male, 1.6);
  let surname: Word = rng.pickCommon(culture.surnames, 1.6);
  if (female && culture.feminine) surname = culture.feminine(surname);
  const father = culture.patronymic ? culture.patronymic(rng.pickCommon(culture.male, 2), female) : undefined;
  const middle = culture.id === 'en' && rng.chance(0.12) ? rng.pick(female ? culture.female : culture.male) : undefined;
  const second = culture.secondSurname && rng.chance(culture.secondSurname) ? rng.pick(culture.surnames) : undefined;
  const order: Array<Word | undefined> = culture.familyFirst ? [surname, given, father] : [given, middle, father, surname, second];
  const parts = order.filter((w): w is Word => !!w);
  return { name: parts.map((w) => w[0]).join(culture.personGap), latin: parts.map((w) => w[1]).join(' '), female };
}

export interface Person {
  name: string;
  nationality: string | null;
  occupation: string | null;
  address: string | null;
  countryOfResidence: string | null;
  birthYear: number | null;
  birthMonth: number | null;
  kind: string;
  /** The romanised name a register gives beside one in another script. */
  otherNames: Array<{ name: string; kind: 'alternative' | 'previous' }>;
}

export function countryName(iso: string): string {
  return countries.getName(iso, 'en') ?? iso;
}

/**
 * A natural person of `culture`, national of `home`, living in `residence`. Birth dates are partial
 * (year and month), as public registers publish them.
 */
export function makePerson(
  rng: Rng,
  culture: Culture,
  home: string,
  residence: Jurisdiction,
  residenceCities: City[],
  withOccupation: boolean,
): Person {
  const { name, latin } = personName(rng, culture);
  const year = Math.round(1966 + (rng.next() + rng.next() + rng.next() - 1.5) * 18);
  return {
    name,
    nationality: DEMONYMS[home] ?? null,
    occupation: withOccupation && rng.chance(0.85) ? rng.pickCommon(OCCUPATIONS, 1.8) : null,
    // An address is written the way its country writes addresses, whoever lives there.
    address: rng.chance(0.9) ? address(rng, residence, CULTURES[residence.variants[0].culture], residenceCities).full : null,
    countryOfResidence: countryName(residence.country),
    birthYear: Math.min(2004, Math.max(1935, year)),
    birthMonth: rng.between(1, 12),
    kind: 'natural person',
    otherNames: latin !== name ? [{ name: latin, kind: 'alternative' }] : [],
  };
}
