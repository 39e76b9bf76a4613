/**
 * `npm run bench:quota [-- --companies N] [--seconds S] [--rate R]`: the daily view quota (issue 19).
 * Budget: the quota endpoint's p99 under 15 ms; the cached company page as fast as without the quota.
 * On the SQLite demo database of N companies (data/bench-search-N.db, seeded once; default 20,000)
 * and the production build (run `npm run build` first). Prints:
 * - in-process, openDeepSections alone (the quota's SQL and the member's tier): a first view (the
 *   insert-if-room in a transaction), a repeat view and a spent day (one read each), p50/p99;
 * - over HTTP at a constant rate (open loop, so the figures are latency, not queueing), the fragment
 *   route /{lang}/company/{id}/more: a VIP member's first views of new records (counted, the deeper
 *   sections rendered), repeat views (the sections from memory), first views of records other members
 *   opened (counted, the sections from memory), a spent member's message, and a visitor's sign-in prompt;
 * - in the same run, the cached company page with 10 connections (closed loop), to compare with
 *   `npm run bench:pages`: the cached page is the same bytes for everyone and the quota never touches it.
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createUser } from '../src/server/accounts/accounts.service.ts';
import { createSession } from '../src/server/accounts/sessions.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { extendVip } from '../src/server/membership/membership.service.ts';
import { openDeepSections } from '../src/server/membership/view-quota.service.ts';
import { arg, benchDatabase } from './lib/bench-db.ts';
import { constantRate, keepAliveAgent, percentile } from './lib/constant-rate.ts';
import { startSite } from './lib/site-server.ts';

const companies = Number(arg('companies', '20000'));
const seconds = Number(arg('seconds', '10'));
const rate = Number(arg('rate', '50'));
const file = benchDatabase(companies);
const handle = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(handle.db);
const db = handle.db;
const ids = (await sql<{ id: string }>`select id from companies order by random() limit 6000`.execute(db)).rows.map((r) => r.id);
// Members of the run, new each time (the database is kept between runs): VIP members for first and
// repeat views, an ordinary one whose day is spent.
const stamp = Date.now().toString(36);
const vip: Array<{ id: string; cookie: string }> = [];
for (let i = 0; i < 40; i++) {
  const id = (await createUser(db, { email: `bench-quota-${stamp}-${i}@example.com` })).id;
  await extendVip(db, id, 1, { kind: 'staff_granted', reason: 'bench:quota' });
  vip.push({ id, cookie: `Authorization=${await createSession(db, id)}` });
}
const spent = (await createUser(db, { email: `bench-quota-${stamp}-spent@example.com` })).id;
const spentCookie = `Authorization=${await createSession(db, spent)}`;
for (const id of ids.slice(0, 5)) await openDeepSections(db, spent, 'company', id);

const ms = (xs: number[], p: number) => `${percentile(xs, p).toFixed(2)} ms`;
const line = (label: string, xs: number[]) =>
  console.log(`${label.padEnd(58)} n ${String(xs.length).padStart(5)}  p50 ${ms(xs, 50)}  p99 ${ms(xs, 99)}  max ${ms(xs, 100)}`);

console.log(`${companies.toLocaleString('en')} companies on SQLite; in-process, then HTTP at ${rate} req/s for ${seconds} s per line`);
// In-process: the quota's own cost. Fresh VIP members for the first views (100 each), so every one is an insert.
{
  const first: number[] = [];
  const repeat: number[] = [];
  const over: number[] = [];
  const members: string[] = [];
  for (let m = 0; m < 10; m++) {
    const member = (await createUser(db, { email: `bench-quota-${stamp}-inproc-${m}@example.com` })).id;
    await extendVip(db, member, 1, { kind: 'staff_granted', reason: 'bench:quota' });
    members.push(member);
  }
  for (const member of members)
    for (const id of ids.slice(0, 100)) {
      const t = performance.now();
      await openDeepSections(db, member, 'company', id);
      first.push(performance.now() - t);
    }
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    await openDeepSections(db, members[i % 10], 'company', ids[i % 100]);
    repeat.push(performance.now() - t);
  }
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    await openDeepSections(db, spent, 'company', ids[100 + (i % 1000)]);
    over.push(performance.now() - t);
  }
  line('in-process: first view of a record (insert-if-room)', first);
  line('in-process: repeat view of a record today (one read)', repeat);
  line('in-process: a spent day (one read)', over);
}
await handle.close();

const site = await startSite({ SQLITE_PATH: file, DATABASE_URL: '', PAGE_CACHE_MB: '256' });
const agent = keepAliveAgent();
const headers = { 'accept-encoding': 'br' };
const more = (id: string) => `/en/company/${id}/more`;
try {
  const http = async (label: string, next: () => { path: string; cookie?: string }) => {
    const cpu = site.cpuMs();
    const r = await constantRate({
      origin: site.url,
      rate,
      seconds,
      agent,
      headers,
      next: () => {
        const n = next();
        const extra: Record<string, string> = n.cookie ? { cookie: n.cookie } : {};
        return { method: 'GET', path: n.path, headers: extra };
      },
    });
    const after = site.cpuMs();
    const cpuLine = cpu !== undefined && after !== undefined && r.sent ? `  cpu ${Math.round(((after - cpu) * 1000) / r.sent)} µs/req` : '';
    console.log(
      `${label.padEnd(58)} n ${String(r.sent).padStart(5)}  p50 ${ms(r.latencies, 50)}  p99 ${ms(r.latencies, 99)}  max ${ms(r.latencies, 100)}  errors ${r.failed}${cpuLine}`,
    );
    if (r.failures.length) console.log('  first failures:', r.failures.slice(0, 3));
  };
  // Warm-up: every worker compiles the route and the deeper sections' components and opens the
  // database (a VIP member of its own, on records the measured lines do not use).
  let w = 0;
  const warm = vip[vip.length - 1];
  await http('warm-up (fragments, VIP member)', () => ({ path: more(ids[5000 + (w++ % 100)]), cookie: warm.cookie }));
  // First views: each request a record new to its member (VIP: 100 a day each), so each is counted.
  let n = 0;
  await http('HTTP fragment: VIP member, first view (counted, rendered)', () => {
    const i = n++;
    return { path: more(ids[1000 + (i % 4000)]), cookie: vip[Math.floor(i / 100) % (vip.length - 1)].cookie };
  });
  let r = 0;
  await http('HTTP fragment: VIP member, repeat view today', () => ({ path: more(ids[1000 + (r++ % 100)]), cookie: vip[0].cookie }));
  // First views of records other members opened above: counted for this member, the sections from
  // memory (server/pages/deep-sections-cache.ts; each worker renders a record once).
  let o = 0;
  await http('HTTP fragment: VIP member, first view, sections kept', () => {
    const i = o++;
    return { path: more(ids[1000 + (i % 400)]), cookie: vip[10 + (Math.floor(i / 100) % 20)].cookie };
  });
  let s = 0;
  await http('HTTP fragment: ordinary member, day spent (message)', () => ({ path: more(ids[200 + (s++ % 500)]), cookie: spentCookie }));
  let v = 0;
  await http('HTTP fragment: visitor (sign-in prompt)', () => ({ path: more(ids[v++ % ids.length]) }));

  // The cached company page in the same run (as bench:pages measures it).
  const hot = `/en/company/${ids[0]}.html`;
  await fetch(`${site.url}${hot}`);
  const cpu = site.cpuMs();
  const c = await autocannon({ url: `${site.url}${hot}`, connections: 10, duration: seconds, headers });
  const after = site.cpuMs();
  console.log(
    `${'cached company page (one page, 10 connections)'.padEnd(58)} ${Math.round(c.requests.average)} req/s  p50 ${c.latency.p50} ms  p99 ${c.latency.p99} ms  errors ${c.errors + c.non2xx}` +
      (cpu !== undefined && after !== undefined ? `  cpu ${Math.round(((after - cpu) * 1000) / c.requests.total)} µs/req` : ''),
  );
} finally {
  agent.destroy();
  await site.stop();
}
