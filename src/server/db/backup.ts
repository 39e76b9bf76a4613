import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';

/**
 * Backups of the embedded SQLite database. `backupSqlite` copies a live database with SQLite's
 * online backup API (the site keeps serving and writing meanwhile; the copy is one consistent
 * moment), turns the copy into a single self-contained file (no WAL), and checks it with
 * `PRAGMA integrity_check` before it takes its final name. `restoreSqlite` checks a backup the same
 * way and moves it into place atomically (a rename in the target's folder): only while the site is
 * stopped, since a running server keeps the old file open. PostgreSQL uses pg_dump (scripts/backup.ts).
 */

/** What `PRAGMA integrity_check` found wrong, or undefined when it answers ok. */
export function integrityProblems(file: string): string | undefined {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
    return rows.length === 1 && rows[0].integrity_check === 'ok'
      ? undefined
      : rows
          .slice(0, 10)
          .map((r) => r.integrity_check)
          .join('; ');
  } catch (err) {
    return (err as Error).message;
  } finally {
    db.close();
  }
}

/** Copies the database at `source` (open or not) to a new file `target`, checked; returns its size in bytes. */
export async function backupSqlite(source: string, target: string): Promise<{ bytes: number; pages: number }> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists: back up to a new file`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = new DatabaseSync(source);
  let pages: number;
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    // Small steps (1,000 pages) let the site's writers in between them.
    pages = await backup(db, partial, { rate: 1000 });
  } finally {
    db.close();
  }
  const copy = new DatabaseSync(partial);
  // The copy keeps the source's WAL mode: a backup is better as one file that needs nothing beside it.
  copy.exec('PRAGMA journal_mode = DELETE');
  copy.close();
  const problems = integrityProblems(partial);
  if (problems) {
    rmSync(partial, { force: true });
    throw new Error(`the copy failed its integrity check: ${problems}`);
  }
  renameSync(partial, target);
  return { bytes: statSync(target).size, pages };
}

/**
 * Puts the backup `file` in place of the database at `target`, after checking it. Refuses while the
 * target has a write-ahead log beside it (a running site, or one that did not stop cleanly) unless
 * `force`: stop the site first. The old file's WAL and shared-memory files are removed before the
 * rename, so that no stale log is replayed into the restored database.
 */
export function restoreSqlite(file: string, target: string, { force = false } = {}): { bytes: number } {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const problems = integrityProblems(file);
  if (problems) throw new Error(`the backup failed its integrity check: ${problems}`);
  if (existsSync(`${target}-wal`) && !force)
    throw new Error(
      `${target}-wal exists: the site seems to be running (or did not stop cleanly). Stop it first; --force if it is stopped.`,
    );
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  copyFileSync(file, partial);
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
  renameSync(partial, target);
  return { bytes: statSync(target).size };
}
