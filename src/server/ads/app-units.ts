import type { Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import type { Unit } from './ad-server.ts';

/** A served unit as the app gets it: with its "Ad" label in the app's language, without the web's slot fields. */
export function appUnitOf(u: Unit, lang: Lang) {
  const { slot: _slot, narrow: _narrow, ...rest } = u;
  return { ...rest, label: translator(lang)('ads.label') };
}
