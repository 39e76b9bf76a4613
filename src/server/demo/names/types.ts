import type { IndustryKey } from '../industries.ts';

/** Writing systems the demo world covers (the scripts a search box must cope with). */
export type Script =
  'Latin' | 'Han' | 'Japanese' | 'Hangul' | 'Arabic' | 'Cyrillic' | 'Thai' | 'Devanagari' | 'Greek' | 'Hebrew' | 'Georgian' | 'Armenian';

/**
 * A word in its own script and in Latin letters: for names (brands, places, people) the Latin form
 * is the usual romanisation; for translatable words (industries, "Group") it is the English word,
 * and the optional third form is its romanisation, used to spell out a name letter by letter.
 */
export type Word = readonly [native: string, latin: string, roman?: string];

/** An industry word of a name with the industry it stands for. */
export type IndustryWord = readonly [native: string, english: string, key: IndustryKey, roman?: string];

/**
 * How a name is put together, as space-separated tokens: B brand, P place, C place with the city
 * mark (深圳市), I industry word, G generic word that follows (Group, 集团), H one that leads (Grupo,
 * مجموعة), S surname, T second surname, Y a year in brackets, X "& Sons" in the culture's words;
 * anything else is literal ("&"). After '|' comes the English word order where it differs. The
 * number after ':' is the weight.
 */
export type NamePattern = string;

/** How an address is laid out (see addresses.ts). */
export type AddressStyle =
  'gb' | 'us' | 'ca' | 'au' | 'hk' | 'eu' | 'fr' | 'hu' | 'br' | 'zh' | 'ja' | 'ko' | 'ru' | 'ar' | 'th' | 'in' | 'he' | 'vi' | 'sea';

export interface Culture {
  id: string;
  /** BCP 47 language of the names (alternative names record it). */
  language: string;
  script: Script;
  /** Between the words of a company name: '' for Chinese and Japanese, ' ' elsewhere. */
  gap: string;
  patterns: NamePattern[];
  brands: Word[];
  /** Well-known-looking brand words, used for a few percent of names so that search demos find something. */
  famous: Word[];
  industries: IndustryWord[];
  generic: Word[];
  /** Generic words that lead a name (Grupo Horizonte): English puts them after (Horizonte Group). */
  head?: Word[];
  /** The "& Sons" of family firms, native and English. */
  sons?: Word;
  /** Mark after a city in names (市 in 深圳市). */
  cityMark?: string;
  surnames: Word[];
  male: Word[];
  female: Word[];
  /** Family name first (Chinese, Japanese, Korean, Hungarian, registers in Russian). */
  familyFirst: boolean;
  /** Between the parts of a person's name. */
  personGap: string;
  /** The feminine form of a surname where the language inflects it (Иванова, Nowakowska, Παπαδοπούλου). */
  feminine?: (surname: Word) => Word;
  /** The patronymic from a father's given name (Russian: Иванович / Ивановна). */
  patronymic?: (father: Word, female: boolean) => Word;
  /** Share of people with a second surname (Spanish, Portuguese). */
  secondSurname?: number;
  streets: Word[];
  /** How a name is spelt in Latin letters for a 'transliterated' alternative name; none where a name is Latin already. */
  translit: 'any-ascii' | 'words' | 'none';
}

/** Parses 'native:latin:roman|…'; a word without ':' is the same in both. */
export function words(list: string): Word[] {
  return list.split('|').map((item) => {
    const [native, latin, roman] = item.split(':');
    return roman ? ([native, latin ?? native, roman] as const) : ([native, latin ?? native] as const);
  });
}

/** Parses 'native:english:industry[:roman]|…'. */
export function industryWords(list: string): IndustryWord[] {
  return list.split('|').map((item) => {
    const [native, english, key, roman] = item.split(':');
    return roman ? ([native, english, key as IndustryKey, roman] as const) : ([native, english, key as IndustryKey] as const);
  });
}

/** Replaces the ending of both forms of a word (for feminine surnames). */
export function reEnd(word: Word, rules: ReadonlyArray<readonly [RegExp, string, RegExp, string]>): Word {
  for (const [nativeEnd, nativeTo, latinEnd, latinTo] of rules) {
    if (nativeEnd.test(word[0])) return [word[0].replace(nativeEnd, nativeTo), word[1].replace(latinEnd, latinTo)];
  }
  return word;
}
