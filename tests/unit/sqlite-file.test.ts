import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteFile } from '../../src/server/db/sqlite-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database file', () => {
  it('is created with its folder, in WAL mode with a busy timeout', () => {
    const db = openSqliteFile(join(dir, 'nested', 'site.db'));
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
    db.close();
  });
});
