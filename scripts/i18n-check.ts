/**
 * Lists the keys each language is missing, placeholders a translation lost, and values that stray
 * from the language's glossary of register terms (locales/glossary/); exits 1 when any.
 */
import { CONTENT_LANGS } from '../src/i18n/languages.ts';
import { glossaryProblems, readGlossary } from './i18n-glossary.ts';
import { missingKeys, placeholderMismatches, readCatalogue } from './i18n-lib.ts';

const source = readCatalogue('en');
const english = readGlossary('en');
let problems = 0;
for (const [lang, keys] of missingKeys()) {
  const broken = placeholderMismatches(lang);
  const terms = lang === 'en' ? [] : glossaryProblems(source, english, readCatalogue(lang), readGlossary(lang));
  console.log(
    `${lang.padEnd(6)} missing ${String(keys.length).padStart(4)}  placeholder mismatches ${broken.length}  glossary ${terms.length}`,
  );
  for (const k of keys) console.log(`         - ${k}`);
  for (const k of broken) console.log(`         ! ${k}`);
  for (const k of terms) console.log(`         ≠ ${k}`);
  problems += keys.length + broken.length + terms.length;
}
console.log(problems === 0 ? `All ${CONTENT_LANGS.length} catalogues are complete and follow their glossaries.` : `${problems} problems.`);
process.exit(problems === 0 ? 0 : 1);
