import anyAscii from 'any-ascii';

/**
 * Search keys for names in any script. Pure functions shared by the index writer and the query side,
 * so a name and a query typed the same way always meet.
 *
 * - Normalisation folds width and compatibility forms (NFKC), case, and the diacritics of Latin,
 *   Greek and Cyrillic letters (é→e, ё→е), but keeps the vowel signs of Devanagari, Thai and other
 *   scripts where a mark is part of the letter. Apostrophes vanish (McDonald's = mcdonalds); any
 *   other punctuation separates words ("AT&T" = "at t").
 * - Scripts written without spaces (Chinese, Japanese, Korean, Thai …) have no words to index, so
 *   every position of such a run is a key: the next few characters from there. A prefix range over
 *   these keys finds a 1- or 2-character query anywhere inside a name (华 and 华为 in 深圳华为技术).
 * - Names not in Latin letters also get keys of their Latin transliteration (any-ascii), so
 *   "gazprom" finds Газпром and "huawei" finds 华为; Chinese characters are transliterated one by one
 *   so that the keys start at every syllable. Japanese names (kana in them, or a Japanese register)
 *   get no Chinese readings of their kanji: 大阪 is Ōsaka, not "da ban", and we have no dictionary of
 *   Japanese readings, so only their kana are spelled out (トヨタ → toyota) and the kanji stay as written.
 * - A query word that runs across a word (or syllable) boundary of a name must end on a boundary,
 *   or reach at least MIN_TAIL letters into the next word: "holdings" is not "Holding S.L." and
 *   "bank" is not 大阪開発 ("da ban kai fa").
 */

/**
 * Bump when key generation or what a doc stores changes: the index is rebuilt at start when its
 * stored version differs. '2': docs carry the company's facet fields. '3': Japanese names without
 * Chinese readings. '4': brokers ('b' docs) are indexed too (a database whose brokers were written
 * before gets them on its next start).
 */
export const SEARCH_KEYS_VERSION = '4';

const FOLD_MARKS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
const APOSTROPHES = /['’`ʼ‘]/g;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;
/** Scripts written without spaces between words. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const RUNS =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{M}ー]+)|([^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+)/gu;
const NOT_ASCII = /[^a-z0-9 ]/;

/** Characters of an unspaced run kept per key: enough to tell 4-character queries apart, few bytes. */
const RUN_KEY_CHARS = 4;
/** Longest word or transliterated key kept: longer queries are checked against the stored names. */
const WORD_KEY_CHARS = 24;
/** Longest whole-name key kept (the name with its spaces removed). */
const FULL_KEY_CHARS = 32;
/** Words that a query may carry and a name leave out ("Johnson and Johnson" for "Johnson & Johnson"). */
const OPTIONAL_WORDS = new Set(['and', 'und', 'et', 'y', 'e', 'и', 'the', 'of']);

/**
 * Case, width and diacritics folded; words separated by single spaces. The folding of name search:
 * use it for anything compared with search keys (index and queries alike). The stored
 * `normalised_name` column (same-name executives) uses import/normalise.ts instead; see there.
 */
export function searchNormalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(FOLD_MARKS, '$1')
    .normalize('NFC')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** A word split at script changes: "华为technologies" has an unspaced run and a word. */
export interface Piece {
  text: string;
  unspaced: boolean;
}

export function pieces(normalised: string): Piece[] {
  const out: Piece[] = [];
  for (const word of normalised.split(' ')) {
    if (!word) continue;
    for (const m of word.matchAll(RUNS)) {
      if (m[1]) out.push({ text: m[1], unspaced: true });
      else if (m[2]) out.push({ text: m[2], unspaced: false });
    }
  }
  return out;
}

function cut(text: string, chars: number): string {
  const cps = [...text];
  return cps.length > chars ? cps.slice(0, chars).join('') : text;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /(\p{Script=Han}+)|([^\p{Script=Han}]+)/gu;

/** Whether a name is Japanese: kana in it, or a Japanese register's (its kanji then read as Japanese). */
export function isJapanese(normalised: string, jurisdiction?: string | null): boolean {
  return KANA.test(normalised) || (!!jurisdiction && HAN.test(normalised) && (jurisdiction === 'jp' || jurisdiction.startsWith('jp_')));
}

/**
 * The Latin transliteration of a normalised name, '' when it is Latin already. Unspaced runs are
 * transliterated per character and the syllables kept apart by spaces: "华为" → "hua wei". In a
 * Japanese name the kanji are kept as written (their pinyin would be a false reading) and the kana
 * between them spelled out: "トヨタ自動車" → "toyota 自動車".
 */
export function transliterate(normalised: string, japanese = false): string {
  if (!NOT_ASCII.test(normalised)) return '';
  const words: string[] = [];
  for (const p of pieces(normalised)) {
    if (p.unspaced && japanese) {
      for (const m of p.text.matchAll(HAN_RUNS)) {
        const t = m[1] ?? searchNormalise(anyAscii(m[2]));
        if (t) words.push(t);
      }
    } else if (p.unspaced && HAN.test(p.text)) {
      for (const ch of p.text) {
        const syllable = searchNormalise(anyAscii(ch));
        if (syllable) words.push(syllable);
      }
    } else {
      const t = searchNormalise(anyAscii(p.text));
      if (t) words.push(t);
    }
  }
  const out = words.join(' ');
  return out === normalised || !/[a-z0-9]/.test(out) ? '' : out;
}

/** Whether a transliteration is Chinese syllables (its words are syllables, not words). */
export function isSyllables(normalised: string, translit: string): boolean {
  return HAN.test(normalised) && !NOT_ASCII.test(translit);
}

/** The name with its spaces removed, the key of exact and starts-with matches. */
export function fullKey(normalised: string): string {
  return cut(normalised.replace(/ /g, ''), FULL_KEY_CHARS);
}

/**
 * Keys of one normalised name (without the kind prefix): its words and each pair of neighbouring
 * words run together ("gazprom bank" → gazprombank); for unspaced runs, a key at every position.
 */
export function wordKeys(normalised: string): string[] {
  const keys: string[] = [];
  let previous: string | undefined;
  for (const p of pieces(normalised)) {
    if (p.unspaced) {
      const cps = [...p.text];
      for (let i = 0; i < cps.length; i++) {
        // A combining sign (Thai vowels) never starts a key: nobody types it first.
        if (/\p{M}/u.test(cps[i])) continue;
        keys.push(cps.slice(i, i + RUN_KEY_CHARS).join(''));
      }
      previous = undefined;
      continue;
    }
    keys.push(cut(p.text, WORD_KEY_CHARS));
    if (previous) keys.push(cut(previous + p.text, WORD_KEY_CHARS));
    previous = p.text;
  }
  return keys;
}

/**
 * Keys of a transliteration. Chinese characters became one syllable each, so from every syllable
 * on the syllables that follow run together ("hua wei ji shu" → huaweijishu, weijishu, jishu, shu);
 * other scripts transliterate word by word and get the keys of Latin words.
 */
export function transliteratedKeys(normalised: string, translit: string): string[] {
  if (!HAN.test(normalised)) return wordKeys(translit);
  const syllables = translit.split(' ').filter(Boolean);
  // A Japanese name's transliteration keeps its kanji: keys start at its spelled-out (Latin) words only.
  return syllables.flatMap((s, i) => (NOT_ASCII.test(s) ? [] : [cut(syllables.slice(i).join(''), WORD_KEY_CHARS)]));
}

/** One form of a query (as typed, or transliterated): its text, whole-query keys and word probes. */
export interface QueryForm {
  text: string;
  /**
   * The Latin spelling of a query typed in Chinese characters. It may find a Latin name spelled the
   * same ("华为" → Huawei …) as a whole, but its syllables alone ("hua", "wei") match half the
   * register: such a form is only probed as a whole and never matched word by word.
   */
  wholeOnly: boolean;
  /** Whole-query keys (spaces removed, with and without optional words), for exact and starts-with matches. */
  full: string[];
  /** Per-word probes, longest (rarest) first. */
  words: string[];
}

/** A query made ready: the normalised query, and its transliteration when it is not in Latin letters. */
export function queryKeys(query: string): QueryForm[] {
  const norm = searchNormalise(query);
  if (!norm) return [];
  const translit = transliterate(norm);
  const han = /\p{Script=Han}/u.test(norm);
  return (translit ? [norm, translit] : [norm]).map((text, i) => {
    const full = new Set([fullKey(text)]);
    const withoutOptional = text
      .split(' ')
      .filter((w) => !OPTIONAL_WORDS.has(w))
      .join(' ');
    if (withoutOptional && withoutOptional !== text) full.add(fullKey(withoutOptional));
    const words = new Set<string>();
    for (const p of pieces(text)) {
      if (!p.unspaced && OPTIONAL_WORDS.has(p.text)) continue;
      words.add(p.unspaced ? [...p.text].slice(0, RUN_KEY_CHARS).join('') : cut(p.text, WORD_KEY_CHARS));
    }
    const wholeOnly = i > 0 && han;
    return { text, wholeOnly, full: [...full], words: wholeOnly ? [] : [...words].sort((a, b) => [...b].length - [...a].length) };
  });
}

/**
 * How a name matches a query; lower is better. Core: the same name once legal-form words are set
 * aside ("Harbour Ltd." for "harbour"). Typo: one query word is one edit away from a name word.
 */
export const Match = { Exact: 0, Core: 1, Prefix: 2, Phrase: 3, Words: 4, Typo: 5 } as const;
export type Match = (typeof Match)[keyof typeof Match];

/**
 * Letters a query word must reach into a name's next word when it runs across their boundary
 * without ending on the next one: "gazprombank" meets "Gazprom Banking", "holdings" not "Holding S.L.".
 */
export const MIN_TAIL = 3;

/**
 * Legal-form words as normalised names spell them (punctuation became spaces: "S.A." is "s a"), set
 * aside from either end of a name for Core matches. Only whole trailing (or leading) sequences count,
 * and a name is never reduced to nothing.
 */
const TRAILING_FORMS = [
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'llc',
  'llp',
  'lp',
  'plc',
  'pllc',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'kgaa',
  'se',
  'ug',
  'sa',
  'sas',
  'sarl',
  'sl',
  'slu',
  'srl',
  'spa',
  'bv',
  'nv',
  'ab',
  'oy',
  'oyj',
  'asa',
  'aps',
  'pte',
  'pty',
  'pvt',
  'private',
  'bhd',
  'sdn',
  'kk',
  'jsc',
  'pjsc',
  'ltda',
  'lda',
  'ltee',
  'limitee',
  'tbk',
  'sro',
  'sp z o o',
  'z o o',
  'doo',
  'd o o',
  's a',
  's l',
  's l u',
  's p a',
  's r l',
  's a s',
  's a r l',
  's a de c v',
  'de c v',
  's de r l',
  's r o',
  'b v',
  'n v',
  'a g',
  'a s',
  'a o',
  'a e',
  'ae',
  'l l c',
  'l p',
  'l l p',
  'p l c',
  'k k',
  'ad',
  'ood',
  'лимитед',
  'ооо',
  'ао',
  'пао',
  'зао',
  'оао',
  'ат',
  'тов',
  'จำกัด',
  'มหาชน',
  'लिमिटेड',
  'प्राइवेट',
].map((f) => f.split(' '));
/** The trailing forms by their last word: one map lookup per step instead of a scan of the list. */
const FORMS_BY_LAST = new Map<string, string[][]>();
for (const form of TRAILING_FORMS) {
  const last = form[form.length - 1];
  FORMS_BY_LAST.set(
    last,
    [...(FORMS_BY_LAST.get(last) ?? []), form].sort((a, b) => b.length - a.length),
  );
}
const LEADING_FORMS = new Set(['ооо', 'пао', 'ао', 'зао', 'оао', 'ат', 'тов', 'pt', 'cv', 'ooo', 'pao', 'บริษัท', '주식회사', 'شركة']);
const UNSPACED_FORMS = [
  '股份有限公司',
  '有限责任公司',
  '有限責任公司',
  '有限公司',
  '株式会社',
  '合同会社',
  '有限会社',
  '주식회사',
  '유한회사',
];

/** Words of a name without its leading and trailing legal-form words: [first kept, first dropped at the end]. */
function formSpan(words: string[]): [number, number] {
  let from = 0;
  let to = words.length;
  for (let changed = true; changed && to - from > 1;) {
    changed = false;
    if (LEADING_FORMS.has(words[from])) {
      from++;
      changed = true;
      continue;
    }
    for (const form of FORMS_BY_LAST.get(words[to - 1]) ?? []) {
      if (form.length < to - from && form.every((w, i) => words[to - form.length + i] === w)) {
        to -= form.length;
        changed = true;
        break;
      }
    }
  }
  return [from, to];
}

/** A normalised name without its legal-form words, spaces removed (the name itself when it has none). */
export function coreName(name: string): string {
  const all = name.split(' ');
  const [from, to] = formSpan(all);
  const words = all.slice(from, to);
  for (const form of UNSPACED_FORMS) {
    const last = words[words.length - 1];
    if (last.length > form.length && last.endsWith(form)) words[words.length - 1] = last.slice(0, -form.length);
    if (words[0].length > form.length && words[0].startsWith(form)) words[0] = words[0].slice(form.length);
  }
  return words.join('');
}

let lastQuery = '';
let lastQueryCores: string[] = [];
let lastQueryHasForm = false;

/**
 * How one normalised name (or its transliteration) matches one query form, or undefined:
 * the same name, the same core (legal forms aside), a name that starts with the query, the query as
 * a phrase starting at a word (or anywhere, for unspaced scripts), or every query word starting a
 * word of the name in any order. `syllables`: the name is a Chinese transliteration, whose words are
 * syllables: a query word running across one must end on a syllable ("bank" is not "ban kai").
 */
export function matchName(name: string, query: string, syllables = false): Match | undefined {
  if (!name) return undefined;
  const n = name.replace(/ /g, '');
  const qWords = query.split(' ');
  const required = qWords.filter((w) => !OPTIONAL_WORDS.has(w));
  const variants = required.length && required.length !== qWords.length ? [qWords, required] : [qWords];
  if (query !== lastQuery) {
    lastQuery = query;
    lastQueryCores = variants.map((v) => coreName(v.join(' ')));
    lastQueryHasForm = variants.some((v, i) => lastQueryCores[i] !== v.join(''));
  }
  // Every kind of match but Core needs each required word somewhere in the name: one substring test
  // per word turns away most candidates of a search before the costlier checks below. A query with
  // a legal form ("acme ltd") may still be a name's core in another form ("ACME LIMITED").
  if (!(required.length ? required : qWords).every((w) => n.includes(w))) {
    return lastQueryHasForm && lastQueryCores.includes(coreName(name)) ? Match.Core : undefined;
  }
  for (const v of variants) if (n === v.join('')) return Match.Exact;
  const core = coreName(name);
  if (core !== n && lastQueryCores.includes(core)) return Match.Core;
  const words = name.split(' ');
  const bounds = wordBounds(words);
  const formAt = bounds[formSpan(words)[1]];
  for (const v of variants) if (n.startsWith(v.join('')) && aligned(0, v, bounds, formAt, syllables)) return Match.Prefix;
  for (const v of variants) {
    const q = v.join('');
    let at = n.indexOf(q);
    while (at >= 0) {
      if ((bounds.includes(at) || UNSPACED.test(q[0])) && aligned(at, v, bounds, formAt, syllables)) return Match.Phrase;
      at = n.indexOf(q, at + 1);
    }
  }
  const all = (required.length ? required : qWords).every((w) => (UNSPACED.test(w) ? n.includes(w) : words.some((nw) => nw.startsWith(w))));
  return all ? Match.Words : undefined;
}

/** Offsets in the space-less name where each word begins, then its length. */
function wordBounds(words: string[]): number[] {
  const bounds: number[] = [];
  let at = 0;
  for (const word of words) {
    bounds.push(at);
    at += word.length;
  }
  bounds.push(at);
  return bounds;
}

/**
 * Whether query words laid from `at` on respect the name's word boundaries. A query word that runs
 * across one must reach MIN_TAIL letters into the last word it touches, or end on a boundary before
 * the name's legal-form words (formAt): "att" is "AT&T Inc.", "holdings" not "Holding S.L.". In a
 * Chinese transliteration it must end on a syllable.
 */
function aligned(at: number, words: string[], bounds: number[], formAt: number, syllables: boolean): boolean {
  let pos = at;
  for (const w of words) {
    const end = pos + w.length;
    let last = -1;
    for (const b of bounds) if (b > pos && b < end) last = b;
    if (last >= 0) {
      const onBound = bounds.includes(end);
      if (syllables ? !onBound : end - last < MIN_TAIL && !(onBound && end <= formAt)) return false;
    }
    pos = end;
  }
  return true;
}

/** Shortest query word that may carry a typo: shorter ones match too much when one letter may differ. */
export const TYPO_MIN_CHARS = 4;

/** Whether two words are at most one edit apart: one letter inserted, deleted, replaced, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // replaced
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // inserted or deleted
}

/**
 * A match despite one typo: every query word starts a name word, except one word of at least
 * TYPO_MIN_CHARS that is one edit away from a name word or from the start of one (the visitor may
 * still be typing: "gazprm" for Gazprombank). Only for words written with spaces.
 */
export function matchWithTypo(name: string, query: string): boolean {
  const nameWords = name.split(' ');
  const words = query.split(' ').filter((w) => w && !OPTIONAL_WORDS.has(w));
  if (!words.length || words.some((w) => UNSPACED.test(w))) return false;
  // All words but the mistyped one appear in the name as written: a substring test per word turns
  // away most candidates before the edit distances are worked out.
  let absent = 0;
  for (const w of words) if (!name.includes(w) && ++absent > 1) return false;
  let typos = 0;
  for (const w of words) {
    if (nameWords.some((nw) => nw.startsWith(w))) continue;
    if (w.length < TYPO_MIN_CHARS || ++typos > 1) return false;
    const near = nameWords.some(
      (nw) => withinOneEdit(w, nw) || [w.length - 1, w.length, w.length + 1].some((n) => n < nw.length && withinOneEdit(w, nw.slice(0, n))),
    );
    if (!near) return false;
  }
  return typos === 1;
}
