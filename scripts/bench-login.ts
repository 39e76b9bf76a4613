/**
 * `npm run bench:login`: how many password logins a second this machine sustains, in-process on a
 * fresh SQLite database: login() with its real work (rate-limit counters, account lookup, argon2id
 * check on the thread pool, session insert), 8 in flight at once. Each login uses its own client
 * address and 5 per account (right passwords: no slider), so the rate limits count but never refuse.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARGON2_PARAMS } from '../src/server/accounts/password.ts';
import { createUser, login } from '../src/server/accounts/accounts.service.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const ACCOUNTS = 60;
const IN_FLIGHT = 8;
const dir = mkdtempSync(join(tmpdir(), 'bench-login-'));
const handle = openDb({ sqlitePath: join(dir, 'login.db'), databaseUrl: '' });
try {
  await migrateToLatest(handle.db);
  for (let i = 0; i < ACCOUNTS; i++) await createUser(handle.db, { email: `member${i}@example.com`, password: `secret-${i}` });
  const total = ACCOUNTS * 5;
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < total) {
        const n = next++;
        const s = performance.now();
        await login(
          handle.db,
          { account: `member${n % ACCOUNTS}@example.com`, password: `secret-${n % ACCOUNTS}` },
          `10.0.${n >> 8}.${n & 255}`,
        );
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.floor(q * (latencies.length - 1))].toFixed(0);
  console.log(
    `argon2id m=${ARGON2_PARAMS.memory} KiB t=${ARGON2_PARAMS.passes} p=${ARGON2_PARAMS.parallelism}, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 4}`,
  );
  console.log(`${total} logins, ${IN_FLIGHT} in flight: ${(total / seconds).toFixed(1)} logins/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
