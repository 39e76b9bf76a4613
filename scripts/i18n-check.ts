/** Lists the keys each language is missing, and placeholders a translation lost; exits 1 when any. */
import { CONTENT_LANGS } from '../src/i18n/languages.ts';
import { missingKeys, placeholderMismatches } from './i18n-lib.ts';

let problems = 0;
for (const [lang, keys] of missingKeys()) {
  const broken = placeholderMismatches(lang);
  console.log(`${lang.padEnd(6)} missing ${String(keys.length).padStart(4)}  placeholder mismatches ${broken.length}`);
  for (const k of keys) console.log(`         - ${k}`);
  for (const k of broken) console.log(`         ! ${k}`);
  problems += keys.length + broken.length;
}
console.log(problems === 0 ? `All ${CONTENT_LANGS.length} catalogues are complete.` : `${problems} problems.`);
process.exit(problems === 0 ? 0 : 1);
