/** What the HTTP benchmarks share: their command-line options and the demo database they run on. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** `--name value` from the command line, else the fallback. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/**
 * The SQLite demo database of N companies (data/bench-search-N.db), seeded once and kept for every
 * later run; refuses to start without a production build, which the benchmarks serve.
 */
export function benchDatabase(companies: number): string {
  const file = join(root, `data/bench-search-${companies}.db`);
  if (!existsSync(join(root, 'dist/server/entry.mjs'))) throw new Error('Build first: npm run build');
  if (!existsSync(file)) {
    console.log(`seeding ${companies.toLocaleString('en')} demo companies into ${file} (once)…`);
    execFileSync('npm', ['run', 'seed:demo', '--', '--companies', String(companies)], { stdio: 'inherit', cwd: root, env: { ...process.env, DATABASE_URL: '', SQLITE_PATH: file } });
  }
  return file;
}
