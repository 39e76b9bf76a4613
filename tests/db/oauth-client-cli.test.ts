import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client.ts';

/** `npm run oauth:client`: the secret is printed once and only its hash is kept (SQLite; the command uses whatever DATABASE_URL names). */
const dir = mkdtempSync(join(tmpdir(), 'oauth-cli-'));
const sqlite = join(dir, 'site.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/oauth-client.ts', ...args], {
    env: { ...process.env, SQLITE_PATH: sqlite, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('registering partner apps from the command line', () => {
  it('prints a confidential client its secret once and stores only the hash', async () => {
    const out = cli('add', '--name', 'Partner Books', '--redirect', 'https://books.example/cb');
    const id = /client_id:\s+(\S+)/.exec(out)![1];
    const secret = /client_secret:\s+(\S+)/.exec(out)![1];
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const { db, close } = openDb({ sqlitePath: sqlite, databaseUrl: '' });
    try {
      const row = await db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('base64url'));
      expect(JSON.stringify(row)).not.toContain(secret);
    } finally {
      await close();
    }
    expect(cli('list')).toContain(`${id}  confidential  Partner Books  https://books.example/cb`);
    expect(cli('list')).not.toContain(secret);
    expect(cli('remove', '--id', id)).toContain(`removed ${id}`);
  });

  it('gives a public client no secret, and refuses a redirect URI that is not allowed', () => {
    expect(cli('add', '--name', 'Phone', '--redirect', 'com.books.app:/cb', '--public')).not.toContain('client_secret');
    expect(() => cli('add', '--name', 'Bad', '--redirect', 'http://books.example/cb')).toThrow(/not an allowed redirect URI/);
  });
});
