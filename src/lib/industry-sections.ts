/**
 * Industry sections for search filters across registers. UK SIC 2007 and NACE Rev. 2 are built on
 * ISIC Rev. 4, so their first two digits (the division) name the same ISIC section everywhere;
 * NAICS sectors are mapped to the ISIC section that holds most of their activities.
 */
const SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U'] as const;
export type Section = (typeof SECTIONS)[number];

/** First division of each section, in order (ISIC Rev. 4). */
const DIVISION_STARTS: Array<[number, Section]> = [
  [1, 'A'],
  [5, 'B'],
  [10, 'C'],
  [35, 'D'],
  [36, 'E'],
  [41, 'F'],
  [45, 'G'],
  [49, 'H'],
  [55, 'I'],
  [58, 'J'],
  [64, 'K'],
  [68, 'L'],
  [69, 'M'],
  [77, 'N'],
  [84, 'O'],
  [85, 'P'],
  [86, 'Q'],
  [90, 'R'],
  [94, 'S'],
  [97, 'T'],
  [99, 'U'],
];

const NAICS: Record<string, Section> = {
  11: 'A',
  21: 'B',
  22: 'D',
  23: 'F',
  31: 'C',
  32: 'C',
  33: 'C',
  42: 'G',
  44: 'G',
  45: 'G',
  48: 'H',
  49: 'H',
  51: 'J',
  52: 'K',
  53: 'L',
  54: 'M',
  55: 'M',
  56: 'N',
  61: 'P',
  62: 'Q',
  71: 'R',
  72: 'I',
  81: 'S',
  92: 'O',
};

/** The ISIC section of an industry code in a known scheme, or undefined. */
export function sectionOf(scheme: string, code: string): Section | undefined {
  const digits = /^\d{2}/.exec(code.replace(/^[A-Z]/i, ''))?.[0];
  if (!digits) return /^[A-U]$/i.test(code) ? (code.toUpperCase() as Section) : undefined;
  if (scheme.startsWith('naics')) return NAICS[digits];
  if (!/^(uk_sic|nace|isic)/.test(scheme)) return undefined;
  const division = Number(digits);
  let found: Section | undefined;
  for (const [start, section] of DIVISION_STARTS) if (division >= start) found = section;
  return division >= 1 && division <= 99 ? found : undefined;
}

export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

const SCHEME_LABELS: Record<string, string> = {
  uk_sic_2007: 'UK SIC 2007',
  nace_rev2: 'NACE Rev. 2',
  naics_2017: 'NAICS 2017',
  isic_rev4: 'ISIC Rev. 4',
};

/** A classification's proper name (the same in every language), or the scheme code as stored. */
export function schemeLabel(scheme: string): string {
  return SCHEME_LABELS[scheme] ?? scheme;
}
