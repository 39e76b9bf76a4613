/** What the HTTP benchmarks share: their command-line options and the demo database they run on. */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../../src/server/db/client.ts';

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

/**
 * Ids of `count` different companies drawn at random over the whole table of a demo database (its
 * rowids are dense), so that uncached pages read cold parts of the file as real traffic would.
 */
export async function randomCompanyIds(file: string, count: number): Promise<string[]> {
  const handle = openDb({ sqlitePath: file, databaseUrl: '' });
  try {
    const maxRow = Number((await sql<{ n: number }>`select max(rowid) as n from companies`.execute(handle.db)).rows[0].n);
    const picks = new Set<number>();
    while (picks.size < Math.min(count, maxRow)) picks.add(1 + Math.floor(Math.random() * maxRow));
    const list = [...picks];
    const ids: string[] = [];
    for (let i = 0; i < list.length; i += 500) {
      const rows = await sql<{ id: string }>`select id from companies where rowid in (${sql.join(list.slice(i, i + 500))})`.execute(
        handle.db,
      );
      ids.push(...rows.rows.map((r) => r.id));
    }
    return ids;
  } finally {
    await handle.close();
  }
}
