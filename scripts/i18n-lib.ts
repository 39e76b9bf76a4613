import { readFileSync, existsSync } from 'node:fs';
import { CONTENT_LANGS, type Lang } from '../src/i18n/languages.ts';

export const LOCALES_DIR = new URL('../locales/', import.meta.url);
export const MARKER = ' (not translated)';

export type Catalogue = Record<string, string>;

/** Reads a catalogue, without its $schema entry; a missing file is an empty catalogue. */
export function readCatalogue(lang: Lang): Catalogue {
  const file = new URL(`${lang}.json`, LOCALES_DIR);
  if (!existsSync(file)) return {};
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  return messages;
}

/** Keys of the English source missing from each language. */
export function missingKeys(): Map<Lang, string[]> {
  const source = readCatalogue('en');
  const out = new Map<Lang, string[]>();
  for (const lang of CONTENT_LANGS) {
    const cat = readCatalogue(lang);
    out.set(
      lang,
      Object.keys(source).filter((k) => typeof cat[k] !== 'string' || cat[k] === ''),
    );
  }
  return out;
}

/** Placeholders ({brand}) each translation must keep. */
export function placeholderMismatches(lang: Lang): string[] {
  const source = readCatalogue('en');
  const cat = readCatalogue(lang);
  const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
  return Object.keys(source).filter((k) => typeof cat[k] === 'string' && names(cat[k]) !== names(source[k]));
}

/** Every key of the source; a key the language lacks shows the source text marked "(not translated)". */
export function fillCatalogue(source: Catalogue, cat: Catalogue, isSource: boolean): Catalogue {
  const full: Catalogue = {};
  for (const [key, text] of Object.entries(source)) full[key] = cat[key] || (isSource ? text : `${text}${MARKER}`);
  return full;
}
