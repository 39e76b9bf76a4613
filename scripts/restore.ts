/**
 * `npm run restore -- <file> [--force]`: puts a backup in place of the site's database. Stop the
 * site first (a running server keeps the old database open, and would go on using it).
 * - SQLite: `PRAGMA integrity_check` on the backup, then an atomic move into SQLITE_PATH (default
 *   data/site.db); refused while a write-ahead log shows the site running (--force when it is not).
 * - PostgreSQL: runs `pg_restore --clean --if-exists` into DATABASE_URL (the line is printed, without the password).
 */
import { spawnSync } from 'node:child_process';
import { env } from '../src/server/config/env.ts';
import { restoreSqlite } from '../src/server/db/backup.ts';
import { DEFAULT_SQLITE_PATH } from '../src/server/db/sqlite-file.ts';
import { isPostgresUrl, pgRestoreArgs, redactUrl } from './lib/pg-tools.ts';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('usage: npm run restore -- <file> [--force]   (stop the site first)');
  process.exit(2);
}
if (isPostgresUrl(env.DATABASE_URL)) {
  const args = pgRestoreArgs(env.DATABASE_URL!, file);
  console.log(`pg_restore ${args.map((a) => redactUrl(a)).join(' ')}`);
  const r = spawnSync('pg_restore', args, { stdio: 'inherit' });
  if (r.error) {
    console.error(
      `could not run pg_restore (${r.error.message}): install the PostgreSQL client tools, or run the line above where they are`,
    );
    process.exit(1);
  }
  process.exit(r.status ?? 1);
}
const target = env.SQLITE_PATH ?? DEFAULT_SQLITE_PATH;
try {
  const { bytes } = restoreSqlite(file, target, { force: process.argv.includes('--force') });
  console.log(`${file} (integrity ok) restored to ${target}: ${(bytes / 1048576).toFixed(1)} MB. Start the site again.`);
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exit(1);
}
