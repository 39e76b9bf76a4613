/**
 * `npm run backup -- <file>`: a consistent copy of the site's database while it runs.
 * - SQLite (SQLITE_PATH, default data/site.db): SQLite's online backup API into <file>, then
 *   `PRAGMA integrity_check` on the copy (src/server/db/backup.ts).
 * - PostgreSQL (DATABASE_URL=postgres://…): runs `pg_dump --format=custom` (the line is printed,
 *   without the password); pg_dump must be installed, in the server's major version or newer.
 */
import { spawnSync } from 'node:child_process';
import { env } from '../src/server/config/env.ts';
import { backupSqlite } from '../src/server/db/backup.ts';
import { DEFAULT_SQLITE_PATH } from '../src/server/db/sqlite-file.ts';
import { isPostgresUrl, pgDumpArgs, redactUrl } from './lib/pg-tools.ts';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('usage: npm run backup -- <file>');
  process.exit(2);
}
if (isPostgresUrl(env.DATABASE_URL)) {
  const args = pgDumpArgs(env.DATABASE_URL!, file, env.DATABASE_SCHEMA || undefined);
  console.log(`pg_dump ${args.map((a) => redactUrl(a)).join(' ')}`);
  const r = spawnSync('pg_dump', args, { stdio: 'inherit' });
  if (r.error) {
    console.error(`could not run pg_dump (${r.error.message}): install the PostgreSQL client tools, or run the line above where they are`);
    process.exit(1);
  }
  process.exit(r.status ?? 1);
}
const source = env.SQLITE_PATH ?? DEFAULT_SQLITE_PATH;
const started = performance.now();
try {
  const { bytes, pages } = await backupSqlite(source, file);
  console.log(
    `${source} backed up to ${file}: ${(bytes / 1048576).toFixed(1)} MB, ${pages} pages, integrity ok, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exit(1);
}
