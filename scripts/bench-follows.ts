/**
 * `npm run bench:follows`: attention/myFollow's service for a member with 1,000 follows, in-process on
 * a fresh SQLite database of demo companies (budget: p99 under 20 ms). The member follows 700
 * companies and 300 executives; each followed record has three changes in record_changes (so the
 * latest-change lookup has work to do). Times 1,000 calls of the first page (20 newest) and 1,000 of
 * pages spread over the whole list, one kind and all, and prints p50 and p99.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '../src/server/accounts/accounts.service.ts';
import { bulkInsert } from '../src/server/db/bulk-insert.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/demo/seed.ts';
import { myFollows } from '../src/server/follows/follows.service.ts';
import { insertBenchRun } from './lib/bench-run.ts';

const FOLLOWS = { company: 700, executive: 300 };
const CALLS = 1000;
const dir = mkdtempSync(join(tmpdir(), 'bench-follows-'));
const handle = openDb({ sqlitePath: join(dir, 'follows.db'), databaseUrl: '' });
const db = handle.db;

async function time(label: string, call: (i: number) => Promise<unknown>): Promise<void> {
  const latencies: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const s = performance.now();
    await call(i);
    latencies.push(performance.now() - s);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.floor(q * (latencies.length - 1))].toFixed(2);
  console.log(`${label}: ${CALLS} calls, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);
}

try {
  await migrateToLatest(db);
  await seedDemo(db, { companies: 2000, searchIndex: false });
  const member = (await createUser(db, { email: 'bench@example.com' })).id;
  const companies = await db.selectFrom('companies').select('id').limit(FOLLOWS.company).execute();
  const officers = await db.selectFrom('officers').select('id').limit(FOLLOWS.executive).execute();
  const base = Date.UTC(2026, 0, 1);
  const follows = [
    ...companies.map((c) => ({ kind: 'company', record_id: c.id })),
    ...officers.map((o) => ({ kind: 'executive', record_id: o.id })),
  ].map((f, i) => ({ ...f, user_id: member, followed_at: new Date(base + i * 60_000).toISOString() }));
  await bulkInsert(db, 'follows', follows);
  const now = new Date().toISOString();
  await insertBenchRun(db, now);
  const changes = follows.flatMap((f, i) =>
    [0, 1, 2].map((n) => ({
      id: `bench-${i}-${n}`,
      run_id: 'bench',
      table_name: f.kind === 'company' ? 'companies' : 'officers',
      record_id: f.record_id,
      changed_at: new Date(base + (i * 3 + n) * 3_600_000).toISOString(),
      diff: JSON.stringify({ current_status: ['Active', 'Dissolved'], registered_address_in_full: ['a', 'b'] }),
    })),
  );
  await bulkInsert(db, 'record_changes', changes);
  console.log(
    `member with ${follows.length} follows (${companies.length} companies, ${officers.length} executives), ${changes.length} changes`,
  );
  await time('myFollow, first page of 20, all kinds', () => myFollows(db, member, { page: 1, pageSize: 20 }));
  await time('myFollow, pages 1-50 of 20, all kinds or one', (i) =>
    myFollows(db, member, { type: i % 3 === 0 ? 'company' : i % 3 === 1 ? 'executive' : undefined, page: (i % 15) + 1, pageSize: 20 }),
  );
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
