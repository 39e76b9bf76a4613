/**
 * Paraglide compiler options shared by the Vite plugin (astro.config.ts) and scripts/i18n-compile.ts,
 * so that tests and type checks see exactly what the build compiles. Locale comes per call
 * (translator(lang)), so only the base locale strategy is needed.
 */
export const PARAGLIDE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['baseLocale'] as ['baseLocale'],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
};
