// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The linter of `npm run check`: the recommended rules of ESLint, typescript-eslint and Astro. Layering rules
 * (which folder may import which, where SQL may live) are architecture tests in tests/unit/architecture.test.ts,
 * where they can say why in a sentence.
 */
export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.i18n-build/',
      'src/paraglide/',
      'project.inlang/cache/',
      'node_modules/',
      'data/',
      'test-results/',
      '.lighthouse/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    // Migrations take Kysely<any> on purpose (Kysely's documented pattern): a migration must keep working when the
    // schema type moves on. The engine adapters bridge untyped driver rows.
    files: ['src/server/db/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are errors, except those named _ on purpose (a skipped argument or destructured rest).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
