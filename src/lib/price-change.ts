/**
 * Colour of a price or value change (spec section 9): readers in Hong Kong, Macau, Taiwan and
 * mainland China see rising in red and falling in green; everyone else the other way round. The
 * spec names the codes 344, 158 and 156 (Hong Kong, Taiwan, China) and Macau (446) by name.
 */
const RED_FOR_RISING = new Set(['344', '158', '156', '446']);
/** Languages whose readers are in those places: what a page shared by every visitor goes by. */
const RED_FOR_RISING_LANGS = new Set(['zh-cn', 'zh', 'zh-hk', 'zh-tw']);

export type Direction = 'rise' | 'fall' | 'flat';

export function directionOf(change: number): Direction {
  return change > 0 ? 'rise' : change < 0 ? 'fall' : 'flat';
}

/** Whether a reader in this country (3-digit numeric code) reads rising as red. */
export function redRisesInCountry(countryCode: string | undefined): boolean {
  return RED_FOR_RISING.has(countryCode ?? '');
}

/** Whether a page in this language shows rising in red (detail pages are cached per language, not per reader). */
export function redRisesInLang(lang: string): boolean {
  return RED_FOR_RISING_LANGS.has(lang);
}

export function changeColour(direction: Direction, redRises: boolean): 'red' | 'green' | 'neutral' {
  if (direction === 'flat') return 'neutral';
  return (direction === 'rise') === redRises ? 'red' : 'green';
}
