/**
 * The register's terms, one rendering per language (issue 16): locales/glossary/en.json names each
 * term and the English words that carry it; locales/glossary/{lang}.json gives the forms a
 * translation may use (declined forms or stems where the language needs them). Every value of
 * en.json that contains the English term must, in each language, contain one of that language's
 * forms: "jurisdiction" may not be one word in the filter and another on the company page.
 * The files sit in a folder of their own so that Paraglide (which reads .i18n-build/) and the
 * catalogue readers (locales/{lang}.json) never take them for a catalogue.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Catalogue } from './i18n-lib.ts';

export const GLOSSARY_DIR = new URL('../locales/glossary/', import.meta.url);

/** An entry: the accepted forms, and keys where the term is rightly absent (another sense, a pronoun). */
export interface GlossaryEntry {
  forms: string[];
  except?: string[];
}
export type Glossary = Record<string, GlossaryEntry>;

/** A file's entries are either a list of forms or { forms, except }; keys starting with $ are notes. */
export function parseGlossary(raw: Record<string, unknown>): Glossary {
  const out: Glossary = {};
  for (const [term, value] of Object.entries(raw)) {
    if (term.startsWith('$')) continue;
    if (Array.isArray(value)) out[term] = { forms: value.map(String) };
    else if (value && typeof value === 'object' && Array.isArray((value as GlossaryEntry).forms)) {
      const e = value as GlossaryEntry;
      out[term] = { forms: e.forms.map(String), except: (e.except ?? []).map(String) };
    } else throw new Error(`glossary entry "${term}" must be a list of forms or { forms, except }`);
  }
  return out;
}

/** A language's glossary; a language without a file has none (the check then reports every term). */
export function readGlossary(lang: string): Glossary {
  const file = new URL(`${lang}.json`, GLOSSARY_DIR);
  return existsSync(file) ? parseGlossary(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutPlaceholders = (s: string) => s.replace(/\{\w+\}/g, ' ');

/** English forms are whole words (so "register" does not match "registered"), in any case. */
function englishMatcher(forms: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}-])(?:${forms.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** The keys whose English value carries a term. */
export function keysUsing(source: Catalogue, entry: GlossaryEntry): string[] {
  const re = englishMatcher(entry.forms);
  const except = new Set(entry.except ?? []);
  return Object.keys(source).filter((k) => !except.has(k) && re.test(withoutPlaceholders(source[k])));
}

/**
 * Translated forms match anywhere (stems, scripts without spaces), ignoring case and normalisation;
 * Turkish dotted and dotless i fold together, so that "İptal" contains "iptal" and "ALANI" "alanı".
 */
const fold = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i');

/**
 * Where a catalogue strays from its glossary: a term the glossary lacks, or a value that should
 * carry the term and contains none of its forms. A key the catalogue lacks is missingKeys' concern.
 */
export function glossaryProblems(source: Catalogue, english: Glossary, cat: Catalogue, glossary: Glossary): string[] {
  const problems: string[] = [];
  for (const term of Object.keys(glossary)) if (!english[term]) problems.push(`glossary term "${term}" is not in the English glossary`);
  for (const [term, entry] of Object.entries(english)) {
    const own = glossary[term];
    if (!own || own.forms.length === 0) {
      problems.push(`glossary lacks "${term}"`);
      continue;
    }
    const except = new Set(own.except ?? []);
    const forms = own.forms.map(fold);
    for (const key of keysUsing(source, entry)) {
      const text = cat[key];
      if (typeof text !== 'string' || except.has(key)) continue;
      if (!forms.some((f) => fold(text).includes(f))) problems.push(`${key} should say "${term}" as ${own.forms.join(' / ')}: ${text}`);
    }
  }
  return problems;
}
