/**
 * Builds the catalogues Paraglide compiles: every language gets every key, and a key missing from a
 * language shows the English source marked "(not translated)" (spec section 8). Then compiles them
 * to src/paraglide with Paraglide's compiler. Runs before dev, build, check and test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { compile } from '@inlang/paraglide-js';
import { CONTENT_LANGS } from '../src/i18n/languages.ts';
import { PARAGLIDE_OPTIONS } from '../src/i18n/paraglide-options.ts';
import { fillCatalogue, readCatalogue } from './i18n-lib.ts';

const out = new URL('../.i18n-build/', import.meta.url);
mkdirSync(out, { recursive: true });
const source = readCatalogue('en');
for (const lang of CONTENT_LANGS) {
  const full = fillCatalogue(source, readCatalogue(lang), lang === 'en');
  writeFileSync(new URL(`${lang}.json`, out), JSON.stringify(full, null, 1));
}
await compile(PARAGLIDE_OPTIONS);
