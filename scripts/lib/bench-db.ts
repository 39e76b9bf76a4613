/** What the HTTP benchmarks share: their command-line options and the demo database they run on. */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
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
    execFileSync('npm', ['run', 'seed:demo', '--', '--companies', String(companies)], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', SQLITE_PATH: file },
    });
  }
  return file;
}

/**
 * Reads a database file through once, so the operating system holds it in memory as it would on a
 * server that has been answering for a while (the 1,000,000-company file is 3.1 GB; these machines
 * have 24 GB). Without it the first touch of each page is a disk read, and which queries meet cold
 * pages decides the tail more than the code does. `--cold` skips it.
 */
export async function warmFileCache(file: string): Promise<void> {
  if (process.argv.includes('--cold')) return;
  const started = performance.now();
  for (const f of [file, `${file}-wal`]) {
    if (!existsSync(f)) continue;
    for await (const _chunk of createReadStream(f, { highWaterMark: 4 << 20 })) {
      /* read, to be cached */
    }
  }
  console.log(`database file read into the page cache in ${((performance.now() - started) / 1000).toFixed(1)} s (--cold skips this)`);
}
