/**
 * `npm test`: `npm run check` (types, format, lint), unit tests, the database suite on SQLite and PostgreSQL, then a production build, then the HTTP and browser tests against it in
 * Debian's Chromium (installed with apt when missing and allowed). Ends with one "N passed, N failed"
 * line for both suites and exits non-zero on any failure.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;
let ok = true;

function vitest(project: string) {
  const out = `test-results/${project}.json`;
  try {
    execSync(`npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${out}`, { stdio: 'inherit', env });
  } catch {
    ok = false;
  }
  try {
    const r = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } catch {
    ok = false; // no report: the run itself broke
  }
}

// The static checks first (types, format, lint): a failure is reported and the tests still run, so one run shows everything.
try {
  execSync('npm run check --silent', { stdio: 'inherit', env });
} catch {
  ok = false;
  console.error('npm run check failed (see above)');
}
vitest('unit');
vitest('db');
execSync('npm run build --silent', { stdio: 'inherit', env });
vitest('e2e');
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
