import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Lang } from '../../i18n/languages.ts';
import type { MessageKey, Translate } from '../../i18n/t.ts';
import { companyState, type CompanyState } from '../../lib/company-status.ts';
import { nationalityCountry } from '../../lib/nationalities.ts';
import { roleOf } from '../../lib/officer-roles.ts';
import { countryNamer } from '../countries/country-names.ts';

/**
 * Register values in the reader's language: a company's status, an officer's role, a nationality.
 * Each comes as the translated normalised label and the register's own words when they say
 * something else, shown beside it (components/detail/RegisterValue.astro, or registerText in
 * running text): "Dissolved (Struck Off)", "董事 (director)", "المملكة المتحدة (British)".
 */
export interface RegisterValueText {
  label: string;
  /** The register's wording as written, when it differs from the label; null otherwise. */
  own: string | null;
}

function pair(label: string, raw: string | null | undefined): RegisterValueText {
  const own = raw?.trim() || null;
  return { label, own: own && own.toLocaleLowerCase() !== label.toLocaleLowerCase() ? own : null };
}

export function statusValue(
  t: Translate,
  status: string | null | undefined,
  inactive: number | null | undefined,
): RegisterValueText & { state: CompanyState } {
  const state = companyState(status, inactive);
  return { state, ...pair(t(`search.status.${state}` as MessageKey), status) };
}

/** A position: its role translated when we know it, else the register's words alone. */
export function roleValue(t: Translate, position: string | null | undefined): RegisterValueText {
  const role = roleOf(position);
  return role ? pair(t(`role.${role}` as MessageKey), position) : { label: position?.trim() ?? '', own: null };
}

countries.registerLocale(en); // the English country names registers write ("United Kingdom")

const namers = new Map<Lang, (alpha2: string) => string>();

/** A country's name in the reader's language from its ISO alpha-2 code (one namer per language, reused). */
export function countryName(lang: Lang, code: string): string {
  let namer = namers.get(lang);
  if (!namer) namers.set(lang, (namer = countryNamer(lang)));
  return namer(code);
}

/** A nationality as the country it names in the reader's language, else as written. */
export function nationalityValue(lang: Lang, nationality: string | null | undefined): RegisterValueText {
  const code = nationalityCountry(nationality);
  if (!code) return { label: nationality?.trim() ?? '', own: null };
  return pair(countryName(lang, code), nationality);
}

/**
 * A country as a register writes it in English ("United Kingdom", "England"), in the reader's
 * language; the register's words stay alone when it names no country we know. Only the name is
 * shown: the register's English spelling of a country adds nothing beside it.
 */
export function countryValue(lang: Lang, country: string | null | undefined): RegisterValueText {
  const text = country?.trim() ?? '';
  const code =
    nationalityCountry(text) ?? (/^(?:england|wales|scotland|northern ireland)$/i.test(text) ? 'GB' : countries.getAlpha2Code(text, 'en'));
  return { label: code ? countryName(lang, code) : text, own: null };
}

/** For running text: "label (register's words)". */
export function registerText(v: RegisterValueText): string {
  return v.own ? `${v.label} (${v.own})` : v.label;
}
