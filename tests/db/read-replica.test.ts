import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { gleifGoldenCopyJson } from '../../src/server/import/formats/gleif-golden-copy-json.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { findClusterTools, startReplicaPair, type ReplicaPair } from './pg-replica-pair.ts';

/**
 * The primary/replica deployment end to end: a real streaming replica (a second PostgreSQL cluster
 * made from a base backup of a first, both on ports 5440–5449), two site processes (the real
 * src/server/http/start.ts, pages read through siteReadDb from the replica, the page-change poller
 * following the primary), an import on the primary, and both processes serving the new page within
 * the poller's interval. Then the replica is made to lag (replay paused): no process may keep the old
 * page as fresh while the replica has not got the change.
 */
const tools = findClusterTools();
if ('missing' in tools) {
  if (process.env.CI === 'true') throw new Error(`The read-replica test needs PostgreSQL's cluster tools when CI=true: ${tools.missing}`);
  console.warn(`Skipping the read-replica test: ${tools.missing}`);
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLE = readFileSync(fileURLToPath(new URL('../fixtures/gleif/golden-copy-sample.json', import.meta.url)), 'utf8');
const SITE_PORTS = [4880, 4881];
/** The page-change poller's interval (src/server/pages/page-change-poller.ts). */
const POLL_MS = 1000;
const SWEDEIT = '213800BJPX8V9HVY1Y11';
const PAGE = `/en/company/${companyId('se', SWEDEIT)}.html`;

const dir = mkdtempSync(join(tmpdir(), 'read-replica-'));
let fileNo = 0;

/** The sample with Swedeit's legal name changed: a newer golden copy (a new file each time: a new run). */
function goldenCopyNaming(name: string): string {
  const file = join(dir, `golden-copy-${++fileNo}.json`);
  writeFileSync(file, SAMPLE.replace('"Swedeit Italian Aktiebolag"', JSON.stringify(name)));
  return file;
}

async function titleAt(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${PAGE}`);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${port}: ${res.status} ${html.slice(0, 200)}`);
  return /<h1>(.*?)<\/h1>/.exec(html)![1];
}

/** Milliseconds until every site serves the page with this name (checked every 25 ms), or throws after `limit`. */
async function untilServed(name: string, limit: number): Promise<number> {
  const start = performance.now();
  const pending = new Set(SITE_PORTS);
  while (pending.size) {
    for (const port of [...pending]) if ((await titleAt(port)) === name) pending.delete(port);
    if (performance.now() - start > limit) throw new Error(`ports ${[...pending].join(', ')} still serve the old page after ${limit} ms`);
    if (pending.size) await new Promise((r) => setTimeout(r, 25));
  }
  return performance.now() - start;
}

function startSite(port: number, pair: ReplicaPair): ChildProcess {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/http/start.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: '1',
      DATABASE_URL: pair.primaryUrl,
      DATABASE_READ_URL: pair.replicaUrl,
      DIST_DIR: fileURLToPath(new URL('./replica-site/', import.meta.url)),
      PAGE_CACHE_MB: '8',
      ALERTS_SECRET: '0123456789abcdef0123456789abcdef',
      SMS_DEV_IN_PRODUCTION: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function ready(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/HealthCheck/Ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the site on ${port} did not become ready`);
}

describe.skipIf('missing' in tools)('a PostgreSQL primary with a streaming read replica', () => {
  let pair: ReplicaPair;
  let primary: Db;
  let replica: Db;
  const sites: ChildProcess[] = [];

  beforeAll(async () => {
    if ('missing' in tools) return;
    pair = await startReplicaPair(tools);
    primary = openDb({ databaseUrl: pair.primaryUrl, pgSchema: '' });
    replica = openDb({ databaseUrl: pair.replicaUrl, pgSchema: '' });
    await migrateToLatest(primary.db);
    await runImport(primary.db, gleifGoldenCopyJson, goldenCopyNaming('Swedeit Italian Aktiebolag'));
    for (const port of SITE_PORTS) sites.push(startSite(port, pair));
    await Promise.all(SITE_PORTS.map(ready));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      sites.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : (s.once('exit', resolve), s.kill('SIGTERM'))))),
    );
    await primary?.close();
    await replica?.close();
    await pair?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('serves a change imported on the primary from the replica in both site processes within the poll interval', async () => {
    // Both processes have the page cached (a miss, then hits).
    for (const port of SITE_PORTS) {
      expect(await titleAt(port)).toBe('Swedeit Italian Aktiebolag');
      expect(await titleAt(port)).toBe('Swedeit Italian Aktiebolag');
    }
    expect(await runImport(primary.db, gleifGoldenCopyJson, goldenCopyNaming('Swedeit Nordic Aktiebolag'))).toMatchObject({
      rows_updated: 1,
    });
    const ms = await untilServed('Swedeit Nordic Aktiebolag', POLL_MS + 1000);
    console.info(`both site processes served the new page ${Math.round(ms)} ms after the import committed on the primary`);
    expect(ms).toBeLessThan(POLL_MS + 500);
  });

  it('keeps a page stale, not freshly re-rendered from old data, while the replica has not replayed the change', async () => {
    await pair.pauseReplay();
    try {
      await runImport(primary.db, gleifGoldenCopyJson, goldenCopyNaming('Swedeit Baltic Aktiebolag'));
      const onReplica = () => replica.db.selectFrom('companies').select('name').where('lei', '=', SWEDEIT).executeTakeFirstOrThrow();
      expect((await onReplica()).name).toBe('Swedeit Nordic Aktiebolag');
      // Two poll intervals with requests coming in: a poller that trusted the primary's log alone would
      // have marked the page stale and re-rendered it from the replica's old row, as fresh.
      const until = performance.now() + 2 * POLL_MS + 200;
      while (performance.now() < until) {
        for (const port of SITE_PORTS) expect(await titleAt(port)).toBe('Swedeit Nordic Aktiebolag');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await pair.resumeReplay();
    }
    const ms = await untilServed('Swedeit Baltic Aktiebolag', POLL_MS + 1000);
    console.info(`after the replica caught up, both processes served the new page in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(POLL_MS + 500);
  });
});
