import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb, type Engine } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { startMailPeer } from '../e2e/mail-peer.ts';
import { ENGINES, freshDb, PG_URL, type TestDb } from './engines.ts';

/**
 * `npm run alerts` killed for real (SIGKILL) in the middle of sending, then run again: every member
 * gets their e-mail, and what repeats is exactly what the design allows. 200 members follow a company
 * that an import renames; the SMTP peer is slow (a connection per message, greeted after smtp-server's
 * 100 ms wait for early talkers, and each 250 comes 20 ms after the message is stored).
 * When the peer has stored message K it withholds the 250 and the test kills the sender: message K
 * is then taken by the server and not marked sent, the worst moment for a crash. After the lease
 * a second run sends the rest: the killed run had the default lease of 600 s, so its batches are the
 * sender's batches of 20; the second runs with ALERT_LEASE_SECONDS=2 (allowed outside production),
 * which counts the dead sender's claims as expired 2 s after they were made. The bound the
 * sender guarantees (alerts-send.service.ts): at most one repeated e-mail per killed sender, the one
 * in flight, with the same Message-ID. Deliveries are counted by Message-ID.
 */
const MEMBERS = 200;
const KILL_AT = 90; // in the fifth batch of 20 claims: 89 sent and marked, 90 in flight, 91–100 claimed and unsent
const LEASE_SECONDS = 2;
const dir = mkdtempSync(join(tmpdir(), 'alerts-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const company = companyId('gb', 'KILL1');
const record = (name: string) => ({
  type: 'company',
  jurisdiction_code: 'gb',
  company_number: 'KILL1',
  name,
  current_status: 'Active',
  inactive: false,
});

interface Received {
  to: string[];
  raw: string;
}
const inbox = (mailDir: string): Received[] =>
  readdirSync(mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as Received);
const messageId = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe.each(ENGINES)('npm run alerts killed with SIGKILL mid-send, on %s', (engine: Engine) => {
  let db: TestDb;
  let sqlitePath = '';
  const mailDir = join(dir, `mail-${engine}`);
  let mail: Awaited<ReturnType<typeof startMailPeer>>;
  let sender: ChildProcess | undefined;
  let killedAt = 0;

  /** The script as cron runs it (the project's node, no npm in between: SIGKILL must reach the sender itself). */
  function alertsRun(leaseSeconds = 600): {
    child: ChildProcess;
    done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>;
  } {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/alerts.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        ...(engine === 'postgres'
          ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: db.schema ?? '' }
          : { DATABASE_URL: '', SQLITE_PATH: sqlitePath }),
        SMTP_URL: `smtp://127.0.0.1:${mail.port}/?ignoreTLS=true`,
        SITE_URL: 'https://corpatlas.com',
        LOG_LEVEL: 'silent',
        ALERT_LEASE_SECONDS: String(leaseSeconds),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (stdout += d.toString()));
    const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal, stdout })),
    );
    return { child, done };
  }

  beforeAll(async () => {
    if (engine === 'sqlite') {
      // The child needs the file's path: a database of its own beside the mail folder.
      sqlitePath = join(dir, 'site.db');
      const handle = openDb({ sqlitePath, databaseUrl: '' });
      await migrateToLatest(handle.db);
      db = { ...handle, drop: () => handle.close() };
    } else db = await freshDb(engine);
    mail = await startMailPeer(mailDir, {
      delayMs: 20,
      onStored: (n) => {
        if (n !== KILL_AT || !sender) return;
        sender.kill('SIGKILL');
        killedAt = Date.now();
        return 'hold';
      },
    });
    const file = (name: string, line: object) => {
      writeFileSync(join(dir, name), JSON.stringify(line) + '\n');
      return join(dir, name);
    };
    await runImport(db.db, jsonl, file(`a-${engine}.jsonl`, record('Kill Test Holdings Ltd')));
    const at = new Date().toISOString();
    for (let i = 0; i < MEMBERS; i++) {
      const u = await createUser(db.db, { email: `member${i}-${engine}@example.com` });
      await db.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', u.id).execute();
      await db.db.insertInto('follows').values({ user_id: u.id, kind: 'company', record_id: company, followed_at: at }).execute();
    }
    await runImport(db.db, jsonl, file(`b-${engine}.jsonl`, record('Kill Test Holdings Renamed Ltd')));
  }, 120_000);
  afterAll(async () => {
    await mail.close();
    await db.drop();
  });

  it('a killed run leaves the e-mail in flight unmarked and the rest of its batch claimed; the next run, after the lease, sends the rest: every member one e-mail, one repeat with the same Message-ID', async () => {
    const first = alertsRun();
    sender = first.child;
    const killed = await first.done;
    sender = undefined;
    expect(killed.signal).toBe('SIGKILL');
    expect(inbox(mailDir)).toHaveLength(KILL_AT);

    // What the crash left: 89 marked sent; the one in flight and the rest of its batch of 20 still
    // claimed ('sending', held by the dead sender's lease); the others pending.
    const states = await db.db
      .selectFrom('alert_outbox')
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('state')
      .execute();
    expect(Object.fromEntries(states.map((s) => [s.state, Number(s.n)]))).toEqual({
      sent: KILL_AT - 1,
      sending: 100 - KILL_AT + 1,
      pending: MEMBERS - 100,
    });

    // Once the dead sender's lease has run out, the next run sends the claimed ones again, and the rest.
    await sleep(Math.max(0, killedAt + LEASE_SECONDS * 1000 + 200 - Date.now()));
    const second = await alertsRun(LEASE_SECONDS).done;
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toMatch(
      new RegExp(`0 notification\\(s\\); ${MEMBERS - KILL_AT + 1} e-mail\\(s\\) sent, ${100 - KILL_AT + 1} retried`),
    );

    const mails = inbox(mailDir);
    const ids = mails.map((m) => messageId(m.raw));
    expect(ids.every(Boolean)).toBe(true);
    const distinct = new Set(ids);
    // Every member got their e-mail …
    expect(distinct.size).toBe(MEMBERS);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(MEMBERS);
    // … and what repeated is the one e-mail in flight at the kill (the bound: one per killed sender), with its Message-ID.
    expect(mails.length - distinct.size).toBe(1);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([ids[KILL_AT - 1]]);
    const outbox = await db.db.selectFrom('alert_outbox').select(['state']).where('state', '!=', 'sent').execute();
    expect(outbox).toEqual([]);

    // Nothing more on a third run.
    const third = await alertsRun().done;
    expect(third.stdout).toMatch(/0 e-mail\(s\) sent/);
    expect(inbox(mailDir)).toHaveLength(MEMBERS + 1);
  }, 180_000);
});
