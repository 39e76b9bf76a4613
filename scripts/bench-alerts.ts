/**
 * `npm run bench:alerts`: the alerts' fan-out at the issue's size, on a fresh SQLite database: 100,000
 * members with 10 follows each (1,000,000 follows), and one import run that changed 100,000 followed
 * companies (10 followers each). Times fanOut (budget: under 60 s, memory flat) and prints
 * notifications per second and the process's peak RSS, sampled during the fan-out.
 * BENCH_ALERTS_SCALE=0.1 runs a tenth of it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fanOut } from '../src/server/alerts/alerts-fanout.service.ts';
import { bulkInsert } from '../src/server/db/bulk-insert.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { insertBenchRun } from './lib/bench-run.ts';

const SCALE = Number(process.env.BENCH_ALERTS_SCALE ?? 1);
const MEMBERS = Math.round(100_000 * SCALE);
const COMPANIES = Math.round(100_000 * SCALE);
const PER_MEMBER = 10;
const dir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
const handle = openDb({ sqlitePath: join(dir, 'alerts.db'), databaseUrl: '' });
const db = handle.db;
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

try {
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const seedStart = performance.now();
  const companies = Array.from({ length: COMPANIES }, () => randomUUID());
  const users = Array.from({ length: MEMBERS }, (_, i) => ({
    id: randomUUID(),
    phone: null,
    email: `m${i}@example.com`,
    email_confirmed: 1 as const,
    password_hash: null,
    nickname: null,
    created_at: now,
    updated_at: now,
  }));
  await bulkInsert(db, 'users', users);
  // Member i follows companies i, i+1 … i+9 (mod the count): every company has 10 followers.
  for (let start = 0; start < MEMBERS; start += 10_000) {
    const rows = users.slice(start, start + 10_000).flatMap((u, j) =>
      Array.from({ length: PER_MEMBER }, (_, k) => ({
        user_id: u.id,
        kind: 'company',
        record_id: companies[(start + j + k) % COMPANIES],
        followed_at: now,
      })),
    );
    await bulkInsert(db, 'follows', rows);
  }
  await insertBenchRun(db, now);
  const diff = JSON.stringify({ name: ['Old Name Ltd', 'New Name Ltd'] });
  await bulkInsert(
    db,
    'record_changes',
    companies.map((id) => ({ id: randomUUID(), run_id: 'bench', table_name: 'companies', record_id: id, changed_at: now, diff })),
  );
  console.log(
    `seeded ${MEMBERS.toLocaleString('en')} members, ${(MEMBERS * PER_MEMBER).toLocaleString('en')} follows, ${COMPANIES.toLocaleString('en')} changed companies in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const result = await fanOut(db);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const outbox = await db
    .selectFrom('alert_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `fan-out: ${result.notifications.toLocaleString('en')} notifications, ${Number(outbox.n).toLocaleString('en')} outbox e-mails in ${seconds.toFixed(1)} s ` +
      `(${Math.round(result.notifications / seconds).toLocaleString('en')} notifications/s); RSS ${mb(before)} before, peak ${mb(peak)} during`,
  );
  const again = performance.now();
  const second = await fanOut(db);
  console.log(
    `second run: ${second.runs} runs, ${second.notifications} notifications in ${((performance.now() - again) / 1000).toFixed(2)} s`,
  );
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
