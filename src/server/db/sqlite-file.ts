import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { env } from '../config/env.ts';

/** Default location of the embedded database; SQLITE_PATH moves it. */
export const DEFAULT_SQLITE_PATH = 'data/site.db';

/**
 * Creates (or opens) the embedded SQLite database with the settings every connection must share:
 * WAL so that readers never wait for the writer, and a busy timeout instead of instant SQLITE_BUSY.
 */
export function openSqliteFile(path = env.SQLITE_PATH ?? DEFAULT_SQLITE_PATH): DatabaseSync {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // synchronous=NORMAL is the recommended pairing with WAL: a power cut may lose the last commits but
  // never corrupts the file, and commits stop waiting for an fsync each. A 64 MB page cache keeps the
  // upper levels of the big indexes (random UUID keys) in memory during imports.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;',
  );
  return db;
}
