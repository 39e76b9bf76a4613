import anyAscii from 'any-ascii';
import { hash32, type Rng } from './prng.ts';
import type { City, Jurisdiction, LegalForm } from './jurisdiction-types.ts';
import type { Culture, IndustryWord, Word } from './names/index.ts';

/**
 * Company names are drawn as parts (brand, place, industry word, surname …) and a pattern, then
 * rendered: in the company's own culture and script, in English (the English name of a Chinese or
 * Russian company), in a second local language (Hong Kong's Chinese names), and letter by letter in
 * Latin (transliterations). Drawing parts first is what lets a subsidiary carry its parent's brand.
 */

export interface NameParts {
  /** Native token order and English token order (see NamePattern). */
  tokens: string[];
  english: string[];
  brand: Word;
  place: City;
  industry: IndustryWord;
  generic?: Word;
  head?: Word;
  surname?: Word;
  surname2?: Word;
  year: number;
}

/** Culture-independent text of a form used when the alternative culture has no form of its own here. */
const DEFAULT_FORMS: Record<string, string> = {
  'zh-Hans': '…有限公司',
  'zh-HK': '…有限公司',
  'zh-Hant': '…有限公司',
  hi: '… प्राइवेट लिमिटेड',
  ar: 'شركة … ذ.م.م',
  en: '… Ltd.',
};

interface Pattern {
  tokens: string[];
  english: string[];
  weight: number;
}
const PATTERNS = new WeakMap<Culture, Pattern[]>();

/** A culture's usable patterns, parsed once. */
function patternsOf(culture: Culture): Pattern[] {
  let list = PATTERNS.get(culture);
  if (!list) PATTERNS.set(culture, (list = parsePatterns(culture)));
  return list;
}

function pickPattern(rng: Rng, culture: Culture, prefer?: (tokens: string[]) => boolean): Pattern {
  const usable = patternsOf(culture);
  const preferred = prefer ? usable.filter((p) => prefer(p.tokens)) : [];
  return rng.weighted(preferred.length ? preferred : usable, (p) => p.weight);
}

function parsePatterns(culture: Culture): Pattern[] {
  return culture.patterns
    .map((p) => {
      const [text, weight] = p.split(':');
      const [native, english] = text.split('|');
      return { tokens: native.split(' '), english: (english ?? native).split(' '), weight: Number(weight ?? 1) };
    })
    .filter((p) =>
      p.tokens.every((t) => (t !== 'G' || culture.generic.length) && (t !== 'H' || culture.head?.length) && (t !== 'X' || culture.sons)),
    );
}

export interface DrawOptions {
  /** A parent's brand, kept by its subsidiaries. */
  brand?: Word;
  /** Group heads are mostly "… Group" or "… Holdings". */
  head?: boolean;
}

/** Draws the parts of a name in a culture; `cities` are the register's. */
export function drawNameParts(rng: Rng, culture: Culture, cities: City[], options: DrawOptions = {}): NameParts {
  const pattern = pickPattern(
    rng,
    culture,
    options.head ? (t) => t.includes('G') || t.includes('H') : options.brand ? (t) => t.includes('B') && !t.includes('S') : undefined,
  );
  // A few names per culture use a well-known brand word, so that search demos find 华为 or Газпром.
  const brand =
    options.brand ?? (rng.chance(0.012) && culture.famous.length ? rng.pick(culture.famous) : rng.pickCommon(culture.brands, 1.4));
  const holding = options.head && rng.chance(0.5) ? culture.industries.find((w) => w[2] === 'holding') : undefined;
  return {
    tokens: pattern.tokens,
    english: pattern.english,
    brand,
    place: rng.pick(cities),
    industry: holding ?? rng.pick(culture.industries),
    generic: culture.generic.length ? rng.pickCommon(culture.generic, 1.5) : undefined,
    head: culture.head?.length ? rng.pick(culture.head) : undefined,
    surname: rng.pickCommon(culture.surnames, 1.6),
    surname2: rng.pick(culture.surnames),
    year: 1950 + rng.int(75),
  };
}

function joinTokens(words: string[], gap: string): string {
  let out = '';
  for (const w of words) {
    if (!w) continue;
    // Latin words inside a name in a script without spaces still need them (Apex科技 is fine, "Apex Huasheng" is two words).
    const needsSpace = out && (gap === ' ' || (/[A-Za-z0-9]$/.test(out) && /^[A-Za-z0-9]/.test(w)));
    out += needsSpace ? ` ${w}` : w;
  }
  return out;
}

function applyForm(body: string, template: string): string {
  return template.replace('…', body).replace(/\s+/g, ' ').trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name in its own culture. */
export function renderName(parts: NameParts, culture: Culture, form: LegalForm, upper: boolean): string {
  const words = parts.tokens.map((t) => nativeToken(t, parts, culture));
  let body = joinTokens(words, culture.gap);
  if (culture.script === 'Latin') body = capitalise(body);
  const name = applyForm(body, form.template);
  return upper ? name.toUpperCase() : name;
}

/** A city as a name part: in Latin letters for a Latin-script name even where the city is written otherwise. */
function placeIn(place: City, c: Culture): string {
  return c.script === 'Latin' && !/[A-Za-z\u00C0-\u024F]/.test(place.short) ? place.latin : place.short;
}

function nativeToken(t: string, p: NameParts, c: Culture): string {
  switch (t) {
    case 'B':
      return p.brand[0];
    case 'P':
      return placeIn(p.place, c);
    case 'C':
      return placeIn(p.place, c) + (c.cityMark ?? '');
    case 'I':
      return p.industry[0];
    case 'G':
      return p.generic?.[0] ?? '';
    case 'H':
      return p.head?.[0] ?? '';
    case 'S':
      return p.surname?.[0] ?? '';
    case 'T':
      return p.surname2?.[0] ?? '';
    case 'Y':
      return `(${p.year})`;
    case 'X':
      return c.sons?.[0] ?? '';
    default:
      return t;
  }
}

function englishToken(t: string, p: NameParts, c: Culture): string {
  switch (t) {
    case 'B':
      return p.brand[1];
    case 'P':
    case 'C':
      return p.place.latin;
    case 'I':
      return p.industry[1];
    case 'G':
      return p.generic?.[1] ?? '';
    case 'H':
      return p.head?.[1] ?? '';
    case 'S':
      return p.surname?.[1] ?? '';
    case 'T':
      return p.surname2?.[1] ?? '';
    case 'Y':
      return `(${p.year})`;
    case 'X':
      return c.sons?.[1] ?? '';
    default:
      return t;
  }
}

/** The English name (for names not in Latin letters): English words, romanised names, the English legal form. */
export function renderEnglish(parts: NameParts, culture: Culture, form: LegalForm): string {
  const body = joinTokens(
    parts.english.map((t) => englishToken(t, parts, culture)),
    ' ',
  );
  return applyForm(body, form.en ?? form.template);
}

/**
 * The Latin spelling of a name in another script: word by word from the romanised parts where a
 * letter-by-letter transliteration loses the vowels (Arabic, Hebrew, Thai), else with any-ascii.
 */
export function renderTransliteration(parts: NameParts, culture: Culture, form: LegalForm): string | null {
  if (culture.translit === 'none') return null;
  if (culture.translit === 'words') {
    const roman = (w: Word | undefined) => (w ? (w[2] ?? w[1]) : '');
    const words = parts.tokens.map((t) => {
      switch (t) {
        case 'B':
          return parts.brand[1];
        case 'P':
        case 'C':
          return parts.place.latin;
        case 'I':
          return parts.industry[3] ?? parts.industry[1];
        case 'G':
          return roman(parts.generic);
        case 'H':
          return roman(parts.head);
        case 'S':
          return parts.surname?.[1] ?? '';
        case 'T':
          return parts.surname2?.[1] ?? '';
        case 'Y':
          return `(${parts.year})`;
        case 'X':
          return roman(culture.sons);
        default:
          return t;
      }
    });
    return joinTokens(words, ' ');
  }
  const spell = (text: string) => anyAscii(text.replace(/[«»„“]/g, '"'));
  const unspaced = culture.gap === '';
  const words = parts.tokens.map((t) => {
    const native = nativeToken(t, parts, culture);
    // Chinese, Japanese and Korean are spelt syllable by syllable by any-ascii; join each word's syllables.
    return unspaced ? capitalise(spell(native).toLowerCase()) : spell(native);
  });
  const [prefix, suffix = ''] = form.template.split('…');
  const affix = (text: string) => (unspaced && text.trim() ? ` ${capitalise(spell(text.trim()).toLowerCase())} ` : spell(text));
  return `${affix(prefix)}${joinTokens(words, ' ')}${affix(suffix)}`.replace(/\s+/g, ' ').trim();
}

/**
 * The name in a second local language (a Hong Kong company's Chinese name, a Québec company's
 * English one). Words are looked up by meaning (industry key) or, for names, by a stable pick from the
 * other culture's list, so one company always gets the same second name.
 */
export function renderIn(parts: NameParts, from: Culture, to: Culture, j: Jurisdiction, form: LegalForm): string {
  const h = (w: Word | undefined) => hash32(w?.[1] ?? '', to.id);
  const sameScript = from.script === to.script;
  const latinTarget = to.script === 'Latin';
  const pickFrom = (list: Word[] | undefined, w: Word | undefined) => (list?.length ? list[h(w) % list.length][0] : '');
  const industryWords = to.industries.filter((w) => w[2] === parts.industry[2]);
  const words = (latinTarget ? parts.english : parts.tokens).map((t) => {
    switch (t) {
      case 'B':
        return sameScript || latinTarget ? parts.brand[sameScript ? 0 : 1] : pickFrom(to.brands, parts.brand);
      case 'P':
      case 'C':
        return latinTarget ? parts.place.latin : /[A-Za-z]/.test(parts.place.native) ? '' : parts.place.short;
      case 'I': {
        // The same line of business in the other language; any of its words when it has none for it.
        const pool = industryWords.length ? industryWords : to.industries;
        return pool[hash32(parts.industry[1], to.id) % pool.length][0];
      }
      case 'G':
        return pickFrom(to.generic.length ? to.generic : to.head, parts.generic);
      case 'H':
        return pickFrom(to.head?.length ? to.head : to.generic, parts.head);
      case 'S':
      case 'T':
        return sameScript || latinTarget
          ? ((t === 'S' ? parts.surname : parts.surname2)?.[sameScript ? 0 : 1] ?? '')
          : pickFrom(to.surnames, t === 'S' ? parts.surname : parts.surname2);
      case 'Y':
        return `(${parts.year})`;
      case 'X':
        return to.sons?.[0] ?? '';
      default:
        return t;
    }
  });
  let body = joinTokens(words, to.gap);
  if (latinTarget) body = capitalise(body);
  const variant = j.variants.find((v) => v.culture === to.id);
  const target = variant ? (variant.forms.find((x) => x.flags === form.flags) ?? variant.forms[0]) : undefined;
  return applyForm(body, target?.template ?? DEFAULT_FORMS[to.id] ?? '…');
}

/** The name's own words in Latin letters, without the legal form (for web addresses and tickers). */
export function latinWords(parts: NameParts, culture: Culture): string[] {
  return parts.english
    .map((t) => englishToken(t, parts, culture))
    .join(' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A trading name: the name without its legal form, as shops and websites show it. */
export function renderTradingName(parts: NameParts, culture: Culture): string {
  const body = joinTokens(
    parts.tokens.map((t) => nativeToken(t, parts, culture)),
    culture.gap,
  );
  return culture.script === 'Latin' ? capitalise(body) : body;
}
