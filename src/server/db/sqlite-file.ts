import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Default location of the embedded database; SQLITE_PATH moves it. */
export const DEFAULT_SQLITE_PATH = 'data/site.db';

/**
 * Creates (or opens) the embedded SQLite database with the settings every connection must share:
 * WAL so that readers never wait for the writer, and a busy timeout instead of instant SQLITE_BUSY.
 * The company register issue adds the schema and migrations on top of this file.
 */
export function openSqliteFile(path = process.env.SQLITE_PATH ?? DEFAULT_SQLITE_PATH): DatabaseSync {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  return db;
}
