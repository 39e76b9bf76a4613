import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real register samples: shared/fixtures/real beside the repository (where CI puts shared/),
 * or FIXTURES_DIR. Missing fixtures fail loudly rather than skipping the importer tests.
 */
export const FIXTURES = process.env.FIXTURES_DIR ?? fileURLToPath(new URL('../../../shared/fixtures/real/', import.meta.url));
if (!existsSync(FIXTURES)) throw new Error(`Real register fixtures not found at ${FIXTURES}; set FIXTURES_DIR`);
