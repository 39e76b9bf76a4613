import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanyDetail } from '../../src/server/companies/company-detail.service.ts';
import { backupSqlite, integrityProblems, restoreSqlite } from '../../src/server/db/backup.ts';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/demo/seed.ts';

const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
const live = join(dir, 'live.db');
let source: Db;
let ids: string[] = [];

beforeAll(async () => {
  source = openDb({ sqlitePath: live, databaseUrl: '' });
  await migrateToLatest(source.db);
  await seedDemo(source.db, { companies: 200, searchIndex: false });
  ids = (await source.db.selectFrom('companies').select('id').orderBy('id').limit(5).execute()).map((r) => r.id);
});
afterAll(async () => {
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the SQLite database', () => {
  it('backs up the open database to one checked file, and restores it into a fresh path that serves the same company pages', async () => {
    const file = join(dir, 'backups', 'site.backup.db');
    // The site stays open (and in WAL mode) while it is backed up.
    const { bytes } = await backupSqlite(live, file);
    expect(bytes).toBeGreaterThan(0);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(integrityProblems(file)).toBeUndefined();

    const fresh = join(dir, 'restored', 'site.db');
    restoreSqlite(file, fresh);
    const restored = openDb({ sqlitePath: fresh, databaseUrl: '' });
    try {
      for (const id of ids) {
        const before = await loadCompanyDetail(source.db, id, '2026-11-24');
        expect(before).toBeTruthy();
        expect(await loadCompanyDetail(restored.db, id, '2026-11-24')).toEqual(before);
      }
    } finally {
      await restored.close();
    }
  });
  it('refuses to overwrite an existing backup file', async () => {
    const file = join(dir, 'taken.db');
    writeFileSync(file, 'x');
    await expect(backupSqlite(live, file)).rejects.toThrow(/exists/);
  });
  it('refuses a damaged backup and leaves the database in place', () => {
    const bad = join(dir, 'bad.db');
    writeFileSync(bad, Buffer.alloc(8192, 7));
    const target = join(dir, 'keep', 'site.db');
    expect(() => restoreSqlite(bad, target)).toThrow(/integrity/);
    expect(existsSync(target)).toBe(false);
  });
  it('refuses to restore over a database whose write-ahead log shows the site running', async () => {
    const file = join(dir, 'again.db');
    await backupSqlite(live, file);
    expect(() => restoreSqlite(file, live)).toThrow(/Stop it first/);
  });
});
