import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { setAlertLang } from '../../src/server/alerts/alerts.repository.ts';
import { openDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { companiesHouseCsv } from '../../src/server/import/formats/companies-house-csv.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { startMailPeer } from '../e2e/mail-peer.ts';
import { FIXTURES } from './fixtures.ts';

/**
 * `npm run alerts` end to end, as cron runs it: a real Companies House sample imported twice with one
 * row changed, two runs of the script at once, and a real SMTP server receiving what they send.
 */
const run = promisify(execFile);
const SAMPLE = join(FIXTURES, 'companies-house/basic-company-data-sample.csv');
const dir = mkdtempSync(join(tmpdir(), 'alerts-script-'));
const mailDir = join(dir, 'mail');
const dbPath = join(dir, 'site.db');
let mail: Awaited<ReturnType<typeof startMailPeer>>;

function alertsRun() {
  return run(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/alerts.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SQLITE_PATH: dbPath,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}/?ignoreTLS=true`,
      SITE_URL: 'https://corpatlas.com',
      LOG_LEVEL: 'silent',
    },
  });
}
/**
 * A message as a person reads it: headers unfolded, the quoted-printable body decoded, the isolates
 * (FSI … PDI) dropped. Only the body is decoded: a header such as List-Unsubscribe is not
 * quoted-printable, and its token may hold "=84…", which decoding would turn into a byte.
 */
const readable = (raw: string) => {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split);
  const decoded = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
  return (head + decoded).replace(/[\u2068\u2069]/g, '');
};
const received = () =>
  readdirSync(mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string[]; raw: string });

describe('npm run alerts', () => {
  beforeAll(async () => {
    mail = await startMailPeer(mailDir);
    const database = openDb({ sqlitePath: dbPath, databaseUrl: '' });
    await migrateToLatest(database.db);
    copyFileSync(SAMPLE, join(dir, 'a.csv'));
    await runImport(database.db, companiesHouseCsv, join(dir, 'a.csv'));
    for (const [email, lang] of [
      ['en-reader@example.com', 'en'],
      ['de-reader@example.com', 'de'],
    ]) {
      const u = await createUser(database.db, { email });
      await database.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      await database.db
        .insertInto('follows')
        .values({ user_id: u.id, kind: 'company', record_id: companyId('gb', '08209948'), followed_at: new Date().toISOString() })
        .execute();
      await setAlertLang(database.db, u.id, lang, new Date().toISOString());
    }
    // The same file again, with one company renamed.
    writeFileSync(join(dir, 'b.csv'), readFileSync(SAMPLE, 'utf8').replace('"! LTD","08209948"', '"! LTD RENAMED","08209948"'));
    await runImport(database.db, companiesHouseCsv, join(dir, 'b.csv'));
    await database.close();
  });
  afterAll(async () => {
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends one e-mail per follower when two runs go at once, in each member’s language, with one-click unsubscribe', async () => {
    const [a, b] = await Promise.all([alertsRun(), alertsRun()]);
    expect(a.stdout + b.stdout).toMatch(/alerts: /);
    const mails = received();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['de-reader@example.com', 'en-reader@example.com']);
    const de = readable(mails.find((m) => m.to[0] === 'de-reader@example.com')!.raw);
    expect(de).toMatch(/Subject: =\?UTF-8\?Q\?/);
    expect(de).toContain(`https://corpatlas.com/de/company/${companyId('gb', '08209948')}.html`);
    expect(de).toContain('Name geändert');
    const en = readable(mails.find((m) => m.to[0] === 'en-reader@example.com')!.raw);
    expect(en).toContain('Name changed from ! LTD to ! LTD RENAMED');
    expect(en).toContain('Subject: Changes to records you follow');
    expect(en).toContain('RENAMED');
    expect(en).toContain(`https://corpatlas.com/en/company/${companyId('gb', '08209948')}.html`);
    expect(en).toMatch(/List-Unsubscribe: <https:\/\/corpatlas\.com\/api\/v1\/alerts\/unsubscribe\?token=/);
    expect(en).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(en).toMatch(/Message-ID: <alert-i-/i);
  });

  it('sends nothing more when it runs again', async () => {
    const again = await alertsRun();
    expect(again.stdout).toMatch(/0 notification\(s\); 0 e-mail\(s\) sent/);
    expect(received()).toHaveLength(2);
  });
});
